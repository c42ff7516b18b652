import type { FieldError } from "@/server/api/errors";
import { richTextIsEmpty, sanitizeRichText } from "@/server/lib/rich-text";
import { kebabSlug } from "@/server/modules/companies/companies-service";
import { FIXED_STEP_TYPES, type StepType } from "./jobs-contract";
import { notPublishable, salaryRangeInverted } from "./jobs-errors";
import type { JobDraftFields } from "./jobs-schemas";

export const RICH_TEXT_FIELDS = ["description", "responsibilities", "requirements"] as const;

/** Rich-text fields of a write, sanitised (spec 5 allow-list); other fields untouched. */
export function sanitizeDraft<T extends Partial<Pick<JobDraftFields, (typeof RICH_TEXT_FIELDS)[number]>>>(fields: T): T {
  const clean = { ...fields };
  for (const field of RICH_TEXT_FIELDS) {
    const value = clean[field];
    if (typeof value === "string") clean[field] = sanitizeRichText(value) as T[typeof field];
  }
  return clean;
}

/** The careers address of a job: its title in kebab case and the start of its id, so it is unique. */
export function jobSlug(role: string, jobId: string): string {
  return `${kebabSlug(role, 60) || "job"}-${jobId.slice(0, 8)}`;
}

type SavedState = Pick<
  JobDraftFields,
  "role" | "description" | "workplaceType" | "location" | "cityId" | "salaryType" | "startRange" | "endRange" | "applicationPlatform" | "externalPlatformUrl" | "jobActivationType" | "activationDate"
>;

/** Rules every save keeps, drafts included: a salary range never ends below its start. */
export function assertSavable(state: Pick<SavedState, "startRange" | "endRange">): void {
  if (state.startRange !== null && state.endRange !== null && state.endRange < state.startRange) {
    throw salaryRangeInverted();
  }
}

/** What publishing still needs (one field error per missing field); empty when the job is complete. */
export function publishProblems(state: SavedState, stepTypes: readonly StepType[]): FieldError[] {
  const problems: FieldError[] = [];
  if (state.role.trim() === "") problems.push({ field: "role", message: "Add the job title" });
  if (richTextIsEmpty(state.description)) problems.push({ field: "description", message: "Add the job description" });
  if (state.workplaceType !== "remote" && !state.location?.trim() && !state.cityId?.trim()) {
    problems.push({ field: "location", message: "Add the location of an on-site or hybrid job" });
  }
  if (state.salaryType === "paid" && (state.startRange === null) !== (state.endRange === null)) {
    problems.push({ field: state.startRange === null ? "startRange" : "endRange", message: "Give both ends of the salary range, or neither" });
  }
  if (state.startRange !== null && state.endRange !== null && state.endRange < state.startRange) {
    problems.push({ field: "endRange", message: "The highest salary must be at least the lowest" });
  }
  if (state.applicationPlatform === "external" && !state.externalPlatformUrl) {
    problems.push({ field: "externalPlatformUrl", message: "Add the address where candidates apply" });
  }
  if (state.jobActivationType === "scheduled" && !state.activationDate) {
    problems.push({ field: "activationDate", message: "Choose when the job goes live" });
  }
  for (const type of FIXED_STEP_TYPES) {
    if (stepTypes.filter((entry) => entry === type).length !== 1) {
      problems.push({ field: "recruitmentSteps", message: "The hiring steps must include CV Screening, CV Shortlisted and Rejected once each" });
      break;
    }
  }
  return problems;
}

export function assertPublishable(state: SavedState, stepTypes: readonly StepType[], message = "The job is not complete yet"): void {
  const problems = publishProblems(state, stepTypes);
  if (problems.length > 0) throw notPublishable(message, problems);
}

/** A row's fields in the shape of the draft contract (dates as ISO strings). */
export function savedStateOf(row: {
  role: string;
  description: string;
  workplaceType: JobDraftFields["workplaceType"];
  location: string | null;
  cityId: string | null;
  salaryType: JobDraftFields["salaryType"];
  startRange: number | null;
  endRange: number | null;
  applicationPlatform: JobDraftFields["applicationPlatform"];
  externalPlatformUrl: string | null;
  jobActivationType: JobDraftFields["jobActivationType"];
  activationDate: Date | string | null;
}): SavedState {
  return {
    ...row,
    activationDate: row.activationDate instanceof Date ? row.activationDate.toISOString() : row.activationDate,
  };
}
