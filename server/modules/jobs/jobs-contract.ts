/**
 * The job vocabulary of spec 3, shared by the API (which stores and validates it) and the portal
 * (which shows its labels). Plain data and pure functions: no server imports. A job's type, work
 * arrangement, status and error codes are in job-listing-contract.ts.
 */

import type { ApplicationStatus } from "./application-statuses-contract";

export { APPLICATION_STATUSES, type ApplicationStatus } from "./application-statuses-contract";
export { EXPERIENCE_LEVELS, experienceLevelFromImport, type ExperienceLevelCode } from "./experience-levels-contract";

/** Spec 3 Pay type. */
export const PAY_TYPES = ["paid", "unpaid"] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Record<PayType, string> = { paid: "Paid", unpaid: "Unpaid" };

/** Where candidates apply: through this portal's careers page, or on another site. */
export const APPLICATION_PLATFORMS = ["internal", "external"] as const;
export type ApplicationPlatform = (typeof APPLICATION_PLATFORMS)[number];

/** How a published job becomes visible: at once, or from its activation date. */
export const JOB_ACTIVATION_TYPES = ["immediate", "scheduled"] as const;
export type JobActivationType = (typeof JOB_ACTIVATION_TYPES)[number];

/** Salaries are whole rupiah; 1e12 is far above any real monthly salary and keeps bigint safe. */
export const MAX_SALARY_IDR = 1_000_000_000_000;

/** Spec 3 Step types. */
export const STEP_TYPES = ["notProcessed", "rejected", "accepted", "techTest", "custom", "approached"] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Step types every job has exactly once: the default board columns. */
export const FIXED_STEP_TYPES = ["notProcessed", "accepted", "rejected"] as const satisfies readonly StepType[];

/** Step types a recruiter may add (any number of each). */
export const ADDABLE_STEP_TYPES = ["techTest", "custom", "approached"] as const satisfies readonly StepType[];

/** Spec 3 Step actions. */
export const STEP_ACTIONS = ["none", "send-case-study", "send-email"] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];
export const STEP_ACTION_LABELS: Record<StepAction, string> = {
  none: "No action",
  "send-case-study": "Send case study",
  "send-email": "Send email",
};

/**
 * Spec 3 Default board columns: the fixed steps, their names, and the application statuses each
 * covers (Rejected covers rejected and expired; CV Screening covers notProcessed and
 * curatedInProgress; CV Shortlisted is accepted).
 */
export const DEFAULT_BOARD_COLUMNS = [
  { type: "rejected", name: "Rejected", statuses: ["rejected", "expired"] },
  { type: "notProcessed", name: "CV Screening", statuses: ["notProcessed", "curatedInProgress"] },
  { type: "accepted", name: "CV Shortlisted", statuses: ["accepted"] },
] as const satisfies readonly { type: StepType; name: string; statuses: readonly ApplicationStatus[] }[];

export function defaultColumnOf(type: StepType) {
  return DEFAULT_BOARD_COLUMNS.find((column) => column.type === type);
}

/** The status an application takes when it enters a step of each type. */
export const STEP_ENTRY_STATUS: Record<StepType, ApplicationStatus> = {
  notProcessed: "notProcessed",
  rejected: "rejected",
  accepted: "accepted",
  techTest: "techTestSent",
  custom: "custom",
  approached: "approached",
};

/**
 * Spec 3: recruitment step ids are composed as 'value-customStepId'. The fixed steps use their
 * type alone (there is one of each per job); added steps carry their own id after the type.
 */
export function composeStepId(type: StepType, customStepId?: string): string {
  if ((FIXED_STEP_TYPES as readonly StepType[]).includes(type) || !customStepId) return type;
  return `${type}-${customStepId}`;
}

/** The step type of a composed id ('custom-3f2a…' → custom), or null when it is not one. */
export function stepTypeOfId(stepId: string): StepType | null {
  const type = stepId.split("-")[0] as StepType;
  return (STEP_TYPES as readonly string[]).includes(type) ? type : null;
}

/** Spec 3 Tech-test submission statuses. */
export const TECH_TEST_STATUSES = ["waitConfirm", "notConfirm", "waitSubmit", "notSubmit", "submitted"] as const;
export type TechTestStatus = (typeof TECH_TEST_STATUSES)[number];

export const TECH_TEST_SUBMISSION_TYPES = ["link", "document"] as const;
export type TechTestSubmissionType = (typeof TECH_TEST_SUBMISSION_TYPES)[number];

/** Spec 3 and 9 Default tech test: 72 h to start, 48 h duration, link and document, subject and message. */
export const DEFAULT_TECH_TEST = {
  startLimitHours: 72,
  durationHours: 48,
  submissionTypes: ["link", "document"] as TechTestSubmissionType[],
  subject: "Case Study Invitation for {{Job Title}} at {{Company Name}}",
  message:
    "Hi {{Talent Name}},\n\nThank you for your interest in the {{Job Title}} role at {{Company Name}}. " +
    "As the next step, we would like to invite you to work on a case study. Please confirm within 72 hours " +
    "that you will take it; once you start, you have 48 hours to submit your answer as a link or a document.\n\n" +
    "Best regards,\n{{Your Name}}",
};

/** Spec 3 Question types (pre-screening). */
export const QUESTION_TYPES = ["shortText", "longText", "checkbox", "radio", "numeric", "date"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  shortText: "Short answer",
  longText: "Paragraph",
  checkbox: "Checkboxes",
  radio: "Multiple choice",
  numeric: "Number",
  date: "Date",
};
/** Question types whose answer is chosen among options. */
export const OPTION_QUESTION_TYPES = ["checkbox", "radio"] as const satisfies readonly QuestionType[];

/** Last education levels a candidate preference may ask for. */
export const EDUCATION_LEVELS = ["highSchool", "diploma", "bachelor", "master", "doctorate"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  highSchool: "High School",
  diploma: "Diploma",
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  doctorate: "Doctorate",
};

/**
 * Spec 3 Paid-ads question, worded in Indonesian: yes means more applicants within the budget.
 * Stored with the job for the boost feature.
 */
export const PAID_ADS_ANSWERS = ["yes", "no"] as const;
export type PaidAdsAnswer = (typeof PAID_ADS_ANSWERS)[number];
export const PAID_ADS_QUESTION = {
  question: "Apakah Anda ingin menggunakan iklan berbayar untuk lowongan ini?",
  answers: {
    yes: "Ya, saya ingin mendapatkan lebih banyak pelamar sesuai anggaran",
    no: "Tidak, terima kasih",
  } satisfies Record<PaidAdsAnswer, string>,
};

/** Spec 3 Email templates and their placeholders (the update variant adds three). */
export const EMAIL_TEMPLATE_KEYS = ["caseStudyInvitation", "shortlist", "rejection", "moveToAnotherRole", "reconsideration"] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];
export const EMAIL_PLACEHOLDERS = ["Company Name", "Job Title", "Your Name", "Talent Name", "Step Name", "total jobs"] as const;
export const UPDATE_EMAIL_PLACEHOLDERS = [...EMAIL_PLACEHOLDERS, "Old Job Title", "New Job Title", "New Step Name"] as const;

/**
 * Spec 5: sanitised rich text allows basic formatting tags and links with href, target, class, rel.
 * Used by DOMPurify on the server (on write) and in the browser (on display).
 */
export const RICH_TEXT_ALLOWED_TAGS = ["p", "br", "b", "strong", "i", "em", "u", "s", "ul", "ol", "li", "a", "h3", "h4", "blockquote"] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ["href", "target", "class", "rel"] as const;

/** The wizard's four steps (spec 2.6), in order. */
export const WIZARD_STEPS = [
  { key: "basicInfo", label: "Basic Info" },
  { key: "jobDescription", label: "Job Description" },
  { key: "applicantOptions", label: "Applicant Options" },
  { key: "hiringSteps", label: "Hiring Steps" },
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number]["key"];

/** Candidate files (spec: CV as PDF, at most 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const MAX_QUESTIONS = 20;

export const MAX_QUESTION_OPTIONS = 20;

export const MAX_RECRUITMENT_STEPS = 15;

export const MAX_HIRING_TEAM = 50;

export const MAX_AI_CRITERIA = 10;
