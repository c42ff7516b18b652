/** Company and onboarding contracts (spec 3), shared by the API and the portal. Zod-free constants for the portal; the zod schemas are companies-schemas.ts. */

export const COMPANY_SIZES = ["small", "medium", "large"] as const;

export const FUNDING_STAGES = [
  "bootstrap",
  "preSeed",
  "seed",
  "seriesA",
  "seriesB",
  "seriesC",
  "seriesD",
  "unicornAndAbove",
  "revenue",
  "other",
] as const;

export const BENEFITS = [
  "competitiveSalary",
  "medicalLeave",
  "dentalInsurance",
  "bonusSystem",
  "periodLeave",
  "transport",
  "freeLunch",
  "freeMeals",
  "internationalExposure",
  "teamBuilding",
  "selfDevelopmentAllowance",
  "casualDressCode",
  "childCareAssistance",
  "companyOutings",
  "employeeDiscounts",
  "gymMembership",
  "maternityLeave",
  "paidSickDays",
  "petFriendlyOffice",
  "professionalDevelopment",
  "recreationalArea",
  "vacationTime",
  "wellnessProgram",
  "other",
] as const;

/** A company's funding, in whole rupiah; 1e15 is above any real round and stays an exact number. */
export const MAX_FUNDING_AMOUNT_IDR = 1_000_000_000_000_000;

/** Company work arrangement (spec 3), the insight's workingPolicies. */
export const WORKING_POLICIES = ["hybrid", "flexible", "onSite", "workFromAnywhere"] as const;

/** Spec 5: must start with http:// or https:// and have a valid host. */
export const URL_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/\S*)?$/i;
