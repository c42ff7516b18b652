import type { DefaultValues } from "react-hook-form";
import { z } from "zod";
import { COMPANY_SIZES } from "@/server/modules/companies/companies-contract";
import { companyRegistrationSchema, employerProfileRequestSchema, urlSchema, type EmployerProfileRequest } from "@/server/modules/companies/companies-schemas";

/**
 * The onboarding form, derived from the API's request schema (PUT /v1/profiles/employer) with the
 * spec's form names: phoneNumber (sent as handphone) and expectation (sent as employeeTargets).
 * Optional text fields hold "" in the form and are left out of the request.
 */
const request = employerProfileRequestSchema.shape;
const company = companyRegistrationSchema.shape;
type CompanyRequest = NonNullable<EmployerProfileRequest["company"]>;
type InsightRequest = NonNullable<CompanyRequest["insight"]>;

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
    fundingAmount: blankOr(z.string().trim().regex(/^\d{1,15}$/, "Enter a whole amount in rupiah, digits only")),
    benefits: z.array(z.string()),
    workingPolicies: z.array(z.string()),
  }),
});

/** Registering a new company: every section. */
export const createCompanyFormSchema = personalSchema.extend({ company: companyFormSchema });
/** Joining the company already on the email domain: only the personal section. */
export const joinCompanyFormSchema = personalSchema;

export type OnboardingFormValues = z.infer<typeof createCompanyFormSchema>;

/** Every field empty; the company size stays unset until chosen (the schema asks for it). */
export const emptyOnboardingValues: DefaultValues<OnboardingFormValues> = {
  phoneNumber: "",
  jobTitle: "",
  department: "",
  howToKnowDeall: [],
  expectation: [],
  company: {
    name: "",
    sector: "",
    cityId: "",
    website: "",
    logoUrl: "",
    description: "",
    cultures: [],
    whatSpecial: "",
    insight: { fundingStage: "", fundingAmount: "", benefits: [], workingPolicies: [] },
  },
};

const orUndefined = <T>(value: T | "" | undefined): T | undefined => (value === "" ? undefined : value);
const listOrUndefined = <T>(values: T[]) => (values.length > 0 ? values : undefined);

/** Spec 3 company registration mapping: the form's values as the API's request. */
export function toEmployerProfileRequest(values: OnboardingFormValues, isJoin: boolean): EmployerProfileRequest {
  const personal: EmployerProfileRequest = {
    handphone: values.phoneNumber.trim(),
    jobTitle: orUndefined(values.jobTitle.trim()),
    department: values.department,
    employeeTargets: values.expectation,
    howToKnowDeall: orUndefined(values.howToKnowDeall.join(",")),
    isJoin,
  };
  if (isJoin) return personal;
  const { company: form } = values;
  const amount = orUndefined(form.insight.fundingAmount);
  const insightValues = {
    // The choices come from the API's own enums, so the casts only narrow string to them.
    fundingStage: orUndefined(form.insight.fundingStage) as InsightRequest["fundingStage"],
    fundingAmount: amount === undefined ? undefined : Number(amount),
    benefits: listOrUndefined(form.insight.benefits) as InsightRequest["benefits"],
    workingPolicies: listOrUndefined(form.insight.workingPolicies) as InsightRequest["workingPolicies"],
  };
  const hasInsight = Object.values(insightValues).some((value) => value !== undefined);
  return {
    ...personal,
    company: {
      name: form.name.trim(),
      sector: form.sector,
      size: form.size,
      cityId: orUndefined(form.cityId),
      website: orUndefined(form.website.trim()),
      logoUrl: orUndefined(form.logoUrl.trim()),
      description: orUndefined(form.description.trim()),
      cultures: listOrUndefined(form.cultures) as CompanyRequest["cultures"],
      whatSpecial: orUndefined(form.whatSpecial.trim()),
      insight: hasInsight ? insightValues : undefined,
    },
  };
}

/** API field paths that the form names differently. */
export const SERVER_FIELD_MAP: Record<string, string> = {
  handphone: "phoneNumber",
  employeeTargets: "expectation",
  howToKnowDeall: "howToKnowDeall",
};

/** The form's fields that can carry a server error, in step order. */
export const PERSONAL_FIELDS = ["phoneNumber", "jobTitle", "department", "howToKnowDeall", "expectation"] as const;
export const COMPANY_FIELDS = ["company.name", "company.sector", "company.size", "company.cityId", "company.website", "company.logoUrl", "company.description"] as const;
export const INSIGHT_FIELDS = [
  "company.cultures",
  "company.whatSpecial",
  "company.insight.fundingStage",
  "company.insight.fundingAmount",
  "company.insight.benefits",
  "company.insight.workingPolicies",
] as const;
