import type { DefaultValues } from "react-hook-form";
import type { EmployerProfileRequest } from "@/server/modules/companies/companies-schemas";
import type { OnboardingFormValues } from "./onboarding-form-schema";

/** The onboarding form's empty values, field lists and request mapping: no zod, loaded with the page. */

type CompanyRequest = NonNullable<EmployerProfileRequest["company"]>;
type InsightRequest = NonNullable<CompanyRequest["insight"]>;

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
    insight: { fundingStage: "", fundingAmount: null, benefits: [], workingPolicies: [] },
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
  const insightValues = {
    // The choices come from the API's own enums, so the casts only narrow string to them.
    fundingStage: orUndefined(form.insight.fundingStage) as InsightRequest["fundingStage"],
    fundingAmount: form.insight.fundingAmount ?? undefined,
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
