import { z } from "zod";
import { BILLING_DETAILS_LIMITS, normaliseNpwp } from "./billing-details-contract";

/**
 * The billing details form and PUT body, shared by the API and the portal (plain zod). The NPWP may
 * be typed with its dots and dashes; it is kept as its digits. An empty NPWP means none.
 */
export const billingDetailsRequestSchema = z.object({
  billingName: z
    .string()
    .trim()
    .min(2, "Enter the name to bill (at least 2 characters)")
    .max(BILLING_DETAILS_LIMITS.billingName, `The billing name has at most ${BILLING_DETAILS_LIMITS.billingName} characters`),
  billingEmail: z
    .string()
    .trim()
    .max(BILLING_DETAILS_LIMITS.billingEmail, "Enter a valid email address")
    .pipe(z.email("Enter a valid email address")),
  address: z
    .string()
    .trim()
    .min(5, "Enter the billing address")
    .max(BILLING_DETAILS_LIMITS.address, `The address has at most ${BILLING_DETAILS_LIMITS.address} characters`),
  taxId: z
    .string()
    .trim()
    .max(40, "Enter the NPWP as 15 or 16 digits")
    .transform((value, ctx) => {
      if (value === "") return null;
      const digits = normaliseNpwp(value);
      if (digits === null) {
        ctx.addIssue({ code: "custom", message: "Enter the NPWP as 15 or 16 digits" });
        return z.NEVER;
      }
      return digits;
    })
    .nullable()
    .optional(),
});
export type BillingDetailsRequest = z.input<typeof billingDetailsRequestSchema>;

export const billingDetailsSchema = z.object({
  billingName: z.string(),
  billingEmail: z.string(),
  address: z.string(),
  /** The NPWP's digits, or null. */
  taxId: z.string().nullable(),
});

/** GET answers the saved details (null until an admin saves them) and whether the caller may edit them. */
export const billingDetailsStateSchema = z.object({ details: billingDetailsSchema.nullable(), canEdit: z.boolean() });
export type BillingDetailsState = z.infer<typeof billingDetailsStateSchema>;
