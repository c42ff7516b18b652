/**
 * Company profile contracts (spec 3 Company data, work arrangement, size, funding stage, benefits,
 * culture values, internship perks; 7.2 company, culture, company-photo, verification).
 * About (description) and what is special are spec 5 rich text; the other texts are plain text.
 */

import type { BENEFITS, COMPANY_SIZES, FUNDING_STAGES, WORKING_POLICIES } from "@/server/modules/companies/companies-contract";

export const INTERNSHIP_PERKS = [
  "handsOnExperience",
  "hugeLearningCurve",
  "workCloselyWithCLevels",
  "workInFastGrowingAndWellFundedStartup",
  "flexibleWorkingHours",
  "casualDressAndRelaxedEnvironment",
  "goldenOpportunityToDevelopSkills",
  "funSociableEnvironment",
] as const;

/** Spec 3 and 9: size bands. */
export const COMPANY_SIZE_LABELS: Record<(typeof COMPANY_SIZES)[number], string> = {
  small: "1-50",
  medium: "50-100",
  large: "100+",
};

export const WORKING_POLICY_LABELS: Record<(typeof WORKING_POLICIES)[number], string> = {
  hybrid: "Hybrid",
  flexible: "Flexible",
  onSite: "On-site",
  workFromAnywhere: "Work From Anywhere",
};

export const FUNDING_STAGE_LABELS: Record<(typeof FUNDING_STAGES)[number], string> = {
  bootstrap: "Bootstrap",
  preSeed: "Pre-Seed",
  seed: "Seed",
  seriesA: "Series A",
  seriesB: "Series B",
  seriesC: "Series C",
  seriesD: "Series D",
  unicornAndAbove: "Unicorn & Above",
  revenue: "Revenue",
  other: "Other",
};

export const BENEFIT_LABELS: Record<(typeof BENEFITS)[number], string> = {
  competitiveSalary: "Competitive Salary",
  medicalLeave: "Medical Leave",
  dentalInsurance: "Dental Insurance",
  bonusSystem: "Bonus System",
  periodLeave: "Period Leave",
  transport: "Transport",
  freeLunch: "Free Lunch",
  freeMeals: "Free Meals",
  internationalExposure: "International Exposure",
  teamBuilding: "Team Building",
  selfDevelopmentAllowance: "Self Development Allowance",
  casualDressCode: "Casual Dress Code",
  childCareAssistance: "Child Care Assistance",
  companyOutings: "Company Outings",
  employeeDiscounts: "Employee Discounts",
  gymMembership: "Gym Membership",
  maternityLeave: "Maternity Leave",
  paidSickDays: "Paid Sick Days",
  petFriendlyOffice: "Pet Friendly Office",
  professionalDevelopment: "Professional Development",
  recreationalArea: "Recreational Area",
  vacationTime: "Vacation Time",
  wellnessProgram: "Wellness Program",
  other: "Other",
};

export const INTERNSHIP_PERK_LABELS: Record<(typeof INTERNSHIP_PERKS)[number], string> = {
  handsOnExperience: "Hands-on experience",
  hugeLearningCurve: "Huge learning curve",
  workCloselyWithCLevels: "Work closely with C-levels",
  workInFastGrowingAndWellFundedStartup: "Work in a fast-growing and well-funded startup",
  flexibleWorkingHours: "Flexible working hours",
  casualDressAndRelaxedEnvironment: "Casual dress and relaxed environment",
  goldenOpportunityToDevelopSkills: "Golden opportunity to develop skills",
  funSociableEnvironment: "Fun, sociable environment",
};

export const MAX_CUSTOM_BENEFITS = 20;

/** About and what is special count their text (what the reader sees), not their markup. */
export const ABOUT_MAX_LENGTH = 5000;

export const WHAT_SPECIAL_MAX_LENGTH = 2000;

/** The markup's own cap: room for formatting and links around a full-length text. */
export const ABOUT_MAX_MARKUP_LENGTH = 20_000;

export const WHAT_SPECIAL_MAX_MARKUP_LENGTH = 8000;

export const MAX_COMPANY_PHOTOS = 20;

/** POST /v1/job-portal/company-photo (multipart): `file`, and `kind` photo (default) or logo. */
export const COMPANY_PHOTO_FIELD = "file";
