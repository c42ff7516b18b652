import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { aboutRichTextSchema, submitVerificationSchema, whatSpecialRichTextSchema } from "@/server/modules/company-profile/company-profile-schemas";
import { COMPANY_SIZES, FUNDING_STAGES, MAX_FUNDING_AMOUNT_IDR, URL_PATTERN, WORKING_POLICIES } from "@/server/modules/companies/companies-contract";

/**
 * The company profile forms' validation (zod). The forms load it with their first validation
 * (lib/lazy-resolver.ts), never with the page.
 */

// About and what is special: the API's own rules (rich text, the limit counts the text).
const aboutFormSchema = z.object({
  description: aboutRichTextSchema,
  website: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === "" || URL_PATTERN.test(value), "Enter a URL starting with http:// or https://"),
  whatSpecial: whatSpecialRichTextSchema,
});
export type AboutFormValues = z.infer<typeof aboutFormSchema>;
export const aboutFormResolver = zodResolver(aboutFormSchema);

const detailsFormSchema = z.object({
  name: z.string().trim().min(2, "Company name must be at least 2 characters").max(120),
  sector: z.string().trim().min(1, "Choose a sector").max(120),
  size: z.enum(COMPANY_SIZES, "Choose the company size"),
  workingPolicies: z.array(z.enum(WORKING_POLICIES)),
  fundingStage: z.union([z.enum(FUNDING_STAGES), z.literal("")]),
  fundingAmount: z.number().int().min(0).max(MAX_FUNDING_AMOUNT_IDR, "The amount is too large").nullable(),
});
export type DetailsFormValues = z.infer<typeof detailsFormSchema>;
export const detailsFormResolver = zodResolver(detailsFormSchema);

const verificationFormSchema = submitVerificationSchema.pick({ legalName: true, taxNumber: true, address: true }).extend({
  businessRegistrationNumber: z.string().trim().max(40),
  note: z.string().trim().max(500),
});
export type VerificationFormValues = z.infer<typeof verificationFormSchema>;
export const verificationFormResolver = zodResolver(verificationFormSchema);
