import type { BENEFITS, FUNDING_STAGES, WORKING_POLICIES } from "@/server/modules/companies/companies-contract";
import type { CULTURE_VALUES } from "@/server/modules/companies/companies-schemas";

/** Choices and labels of the company registration form (spec 3). Values are the API's. */

export type Option<V extends string = string> = { value: V; label: string };

export const DEPARTMENTS: Option[] = [
  "Human Resources",
  "Talent Acquisition",
  "Founder / C-level",
  "Engineering",
  "Product",
  "Operations",
  "Marketing",
  "Sales",
  "Finance",
  "Other",
].map((value) => ({ value, label: value }));

/** howToKnowDeall: sent as a comma-separated list. */
export const HEARD_FROM: Option[] = [
  "Search engine",
  "LinkedIn",
  "Instagram",
  "TikTok",
  "Friend or colleague",
  "Campus or job fair",
  "News or article",
  "Advertisement",
  "Other",
].map((value) => ({ value, label: value }));

/** expectation → employeeTargets: who the company hopes to hire through the portal. */
export const HIRING_EXPECTATIONS: Option[] = [
  "Interns",
  "Fresh graduates",
  "Experienced professionals",
  "Managers and leaders",
  "Part-time or freelance",
].map((value) => ({ value, label: value }));

export const SECTORS: Option[] = [
  "Technology",
  "E-commerce & Retail",
  "Financial Services",
  "Education",
  "Healthcare",
  "Manufacturing",
  "Logistics",
  "Food & Beverage",
  "Media & Creative",
  "Consulting & Professional Services",
  "Property & Construction",
  "Energy & Mining",
  "Government & Non-profit",
  "Other",
].map((value) => ({ value, label: value }));

export const CULTURE_OPTIONS: (Option<(typeof CULTURE_VALUES)[number]> & { subtitle: string })[] = [
  { value: "innovative", label: "Innovative", subtitle: "We try new ideas and learn fast" },
  { value: "nurturing", label: "Nurturing", subtitle: "We grow people through mentoring" },
  { value: "passionate", label: "Passionate", subtitle: "We care deeply about our mission" },
  { value: "vibrant", label: "Vibrant", subtitle: "Lively teams with lots of energy" },
  { value: "adaptable", label: "Adaptable", subtitle: "We change course when we must" },
  { value: "collaborative", label: "Collaborative", subtitle: "We win together across teams" },
  { value: "fast-paced", label: "Fast-paced", subtitle: "We ship quickly and often" },
  { value: "open", label: "Open", subtitle: "Transparent and easy to talk to" },
  { value: "driven", label: "Driven", subtitle: "Ambitious goals, clear results" },
  { value: "progressive", label: "Progressive", subtitle: "Forward-looking in how we work" },
  { value: "energetic", label: "Energetic", subtitle: "Enthusiasm in everything we do" },
  { value: "integrity", label: "Integrity", subtitle: "We do the right thing" },
  { value: "quality", label: "Quality", subtitle: "High standards in our craft" },
  { value: "discipline", label: "Discipline", subtitle: "Focused and consistent" },
  { value: "trustworthy", label: "Trustworthy", subtitle: "People can count on us" },
  { value: "fun", label: "Fun", subtitle: "We enjoy working together" },
  { value: "respectful", label: "Respectful", subtitle: "Every voice is heard" },
  { value: "balanced", label: "Balanced", subtitle: "Healthy work-life balance" },
];

export const FUNDING_STAGE_OPTIONS: Option<(typeof FUNDING_STAGES)[number]>[] = [
  { value: "bootstrap", label: "Bootstrapped" },
  { value: "preSeed", label: "Pre-seed" },
  { value: "seed", label: "Seed" },
  { value: "seriesA", label: "Series A" },
  { value: "seriesB", label: "Series B" },
  { value: "seriesC", label: "Series C" },
  { value: "seriesD", label: "Series D" },
  { value: "unicornAndAbove", label: "Unicorn and above" },
  { value: "revenue", label: "Revenue-funded" },
  { value: "other", label: "Other" },
];

export const BENEFIT_OPTIONS: Option<(typeof BENEFITS)[number]>[] = [
  { value: "competitiveSalary", label: "Competitive salary" },
  { value: "medicalLeave", label: "Medical leave" },
  { value: "dentalInsurance", label: "Dental insurance" },
  { value: "bonusSystem", label: "Bonus system" },
  { value: "periodLeave", label: "Period leave" },
  { value: "transport", label: "Transport" },
  { value: "freeLunch", label: "Free lunch" },
  { value: "freeMeals", label: "Free meals" },
  { value: "internationalExposure", label: "International exposure" },
  { value: "teamBuilding", label: "Team building" },
  { value: "selfDevelopmentAllowance", label: "Self-development allowance" },
  { value: "casualDressCode", label: "Casual dress code" },
  { value: "childCareAssistance", label: "Child care assistance" },
  { value: "companyOutings", label: "Company outings" },
  { value: "employeeDiscounts", label: "Employee discounts" },
  { value: "gymMembership", label: "Gym membership" },
  { value: "maternityLeave", label: "Maternity leave" },
  { value: "paidSickDays", label: "Paid sick days" },
  { value: "petFriendlyOffice", label: "Pet-friendly office" },
  { value: "professionalDevelopment", label: "Professional development" },
  { value: "recreationalArea", label: "Recreational area" },
  { value: "vacationTime", label: "Vacation time" },
  { value: "wellnessProgram", label: "Wellness program" },
  { value: "other", label: "Other" },
];

export const WORKING_POLICY_OPTIONS: Option<(typeof WORKING_POLICIES)[number]>[] = [
  { value: "onSite", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "flexible", label: "Flexible" },
  { value: "workFromAnywhere", label: "Work from anywhere" },
];
