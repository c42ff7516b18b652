import { composeStepId, DEFAULT_BOARD_COLUMNS, type FIXED_STEP_TYPES } from "@/server/modules/jobs/jobs-contract";
import type { JobDraftFields } from "@/server/modules/jobs/jobs-schemas";

/**
 * Every field of the job draft with its default (spec 3), as plain values: the wizard's first load
 * carries no zod. `wizard-defaults.test.ts` holds them equal to `jobDraftFieldsSchema.parse({})`.
 */
export function draftDefaults(): JobDraftFields {
  const step = (type: (typeof FIXED_STEP_TYPES)[number]) => ({
    id: composeStepId(type),
    type,
    name: DEFAULT_BOARD_COLUMNS.find((entry) => entry.type === type)!.name,
    action: "none" as const,
    techTest: null,
    emailSubject: null,
    emailMessage: null,
  });
  return {
    jobActivationType: "immediate",
    activationDate: null,
    role: "",
    cityId: null,
    location: null,
    cityList: [],
    workplaceType: "remote",
    employmentTypes: ["fullTime"],
    salaryType: "paid",
    startRange: null,
    endRange: null,
    showSalaryToApplicants: false,
    applicationPlatform: "internal",
    externalPlatformUrl: null,
    description: "",
    responsibilities: "",
    requirements: "",
    perks: [],
    customBenefits: [],
    customPerks: [],
    cvRequired: true,
    portofolioRequired: false,
    preScreeningQuestions: [],
    invitedEmails: [],
    hiringTeam: [],
    candidatePreference: { graduationDateRange: null, major: [], skillIds: [], university: [], minimumGpa: null, lastEducations: [] },
    companyName: null,
    retail: false,
    skills: [],
    canChangeHiringTeamAccess: true,
    recruitmentSteps: [step("notProcessed"), step("accepted"), step("rejected")],
    careerFair: false,
    criteriaForAi: [],
    paidAds: null,
    wizardStep: "basicInfo",
  };
}

/** Every field of the draft, in the contract's order. */
export const DRAFT_FIELDS = Object.keys(draftDefaults()) as (keyof JobDraftFields)[];
