import { zodResolver } from "@hookform/resolvers/zod";
import { billingDetailsRequestSchema } from "@/server/modules/checkout/billing-details-schemas";

/**
 * The billing details form's validation: the API's own request schema (the NPWP normalised to its
 * digits). Loaded with the form's first validation (lib/lazy-resolver.ts), never with the page.
 */
export const billingDetailsResolver = zodResolver(billingDetailsRequestSchema);
