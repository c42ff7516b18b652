import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { COMPANY_SIZES, MAX_FUNDING_AMOUNT_IDR } from "@/server/modules/companies/companies-contract";
import { companyRegistrationSchema, employerProfileRequestSchema, urlSchema } from "@/server/modules/companies/companies-schemas";

/**
 * The onboarding form, derived from the API's request schema (PUT /v1/profiles/employer) with the
 * spec's form names: phoneNumber (sent as handphone) and expectation (sent as employeeTargets).
 * Optional text fields hold "" in the form and are left out of the request. The form loads this
 * file with its first validation (lib/lazy-resolver.ts); the zod-free helpers are
 * onboarding-form-values.ts.
 */
const request = employerProfileRequestSchema.shape;
const company = companyRegistrationSchema.shape;

const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);

export const personalSchema = z.object({
  phoneNumber: request.handphone,
  jobTitle: blankOr(z.string().trim().max(120)),
  department: request.department,
  howToKnowDeall: z.array(z.string()),
  expectation: z.array(z.string().trim().min(1).max(120)).max(20),
});

export const companyFormSchema = z.object({
  name: company.name,
  sector: company.sector,
  size: z.enum(COMPANY_SIZES, { error: "Choose the company size" }),
  cityId: blankOr(z.string().trim().max(120)),
  website: blankOr(urlSchema),
  logoUrl: blankOr(urlSchema),
  description: blankOr(z.string().trim().max(5000)),
  cultures: z.array(z.string()),
  whatSpecial: blankOr(z.string().trim().max(2000)),
  insight: z.object({
    fundingStage: z.string(),
    fundingAmount: z.number().int().min(0).max(MAX_FUNDING_AMOUNT_IDR, "The amount is too large").nullable(),
    benefits: z.array(z.string()),
    workingPolicies: z.array(z.string()),
  }),
});

/** Registering a new company: every section. */
export const createCompanyFormSchema = personalSchema.extend({ company: companyFormSchema });
/** Joining the company already on the email domain: only the personal section. */
export const joinCompanyFormSchema = personalSchema;

export type OnboardingFormValues = z.infer<typeof createCompanyFormSchema>;

// Joining validates only the personal fields; the company is the one that exists.
export const onboardingResolver = (isJoin: boolean): Resolver<OnboardingFormValues> =>
  isJoin ? (zodResolver(joinCompanyFormSchema) as unknown as Resolver<OnboardingFormValues>) : zodResolver(createCompanyFormSchema);
