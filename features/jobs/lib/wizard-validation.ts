import { WIZARD_STEPS, type WizardStepKey } from "@/server/modules/jobs/jobs-contract";
import { JOB_ERROR_CODES } from "@/server/modules/jobs/job-listing-contract";
import { isRichTextEmpty } from "@/lib/rich-text-empty";
import type { WizardFieldChecks } from "./wizard-form-schema";
import { draftFieldOf, type DraftField, type WizardValues } from "./wizard-values";

export type FieldIssue = { path: string; message: string };

/** Which step of the wizard holds each draft field; wizardStep itself is where the wizard was left. */
export const STEP_FIELDS: Record<WizardStepKey, DraftField[]> = {
  basicInfo: [
    "role",
    "employmentTypes",
    "workplaceType",
    "location",
    "cityId",
    "cityList",
    "salaryType",
    "startRange",
    "endRange",
    "showSalaryToApplicants",
    "jobActivationType",
    "activationDate",
    "companyName",
    "retail",
    "careerFair",
  ],
  jobDescription: ["description", "responsibilities", "requirements", "skills", "perks", "customBenefits", "customPerks"],
  applicantOptions: [
    "applicationPlatform",
    "externalPlatformUrl",
    "cvRequired",
    "portofolioRequired",
    "paidAds",
    "preScreeningQuestions",
    "candidatePreference",
    "criteriaForAi",
  ],
  hiringSteps: ["recruitmentSteps", "hiringTeam", "invitedEmails", "canChangeHiringTeamAccess"],
};

export { HIRING_TEAM_EMAIL_MESSAGE } from "./wizard-field-messages";

let checks: WizardFieldChecks | undefined;
let checksLoad: Promise<WizardFieldChecks> | undefined;

/**
 * The field checks (the server's draft schema, so zod) load with the wizard's first focus or
 * validation, not with the page (lib/lazy-resolver.ts does the same for the other forms). Resolves
 * once they are in; `fieldIssues` and `stepIssues` use them from then on.
 */
export function loadWizardChecks(): Promise<void> {
  checksLoad ??= import("./wizard-form-schema")
    .then((module) => (checks = module.wizardFieldChecks))
    .catch((error: unknown) => {
      checksLoad = undefined;
      throw error;
    });
  return checksLoad.then(() => undefined);
}

/** Starts loading the checks (on the wizard's first focus, or once the page is idle). */
export function preloadWizardChecks(): void {
  loadWizardChecks().catch(() => undefined);
}

/**
 * What is wrong with one field's value by the draft contract (and the spec 5 email pattern for the
 * hiring team, which the server answers with INVALID_EMAIL_IN_HIRING_TEAM). A field with issues is
 * kept in the form and left out of the autosave. Until the checks have loaded (they start on the
 * wizard's first focus, before anything can be typed) nothing is found here, and the server's own
 * validation of an autosave answers for the field instead.
 */
export function fieldIssues(field: DraftField, value: unknown): FieldIssue[] {
  return checks ? checks(field, value) : [];
}

export const SALARY_ORDER_MESSAGE = "The highest salary must be at least the lowest";

/** Rules across fields that every save keeps (the API refuses a salary range ending below its start). */
export function crossFieldIssues(values: WizardValues): FieldIssue[] {
  const { startRange, endRange } = values;
  if (typeof startRange === "number" && typeof endRange === "number" && endRange < startRange) {
    return [{ path: "endRange", message: SALARY_ORDER_MESSAGE }];
  }
  return [];
}

/** The rules a step adds to the draft contract before moving on (a draft may be incomplete; a step may not). */
function stepRules(step: WizardStepKey, values: WizardValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (step === "basicInfo") {
    if (values.role.trim() === "") issues.push({ path: "role", message: "Enter the job title" });
    if (values.workplaceType !== "remote" && !values.location?.trim() && !values.cityId?.trim()) {
      issues.push({ path: "location", message: "Add the location of an on-site or hybrid job" });
    }
    if (values.salaryType === "paid" && (values.startRange === null) !== (values.endRange === null)) {
      issues.push({ path: values.startRange === null ? "startRange" : "endRange", message: "Give both ends of the salary range, or neither" });
    }
    issues.push(...crossFieldIssues(values));
    if (values.jobActivationType === "scheduled" && !values.activationDate) {
      issues.push({ path: "activationDate", message: "Choose when the job goes live" });
    }
  }
  if (step === "jobDescription" && isRichTextEmpty(values.description)) issues.push({ path: "description", message: "Describe the job" });
  if (step === "applicantOptions" && values.applicationPlatform === "external" && !values.externalPlatformUrl) {
    issues.push({ path: "externalPlatformUrl", message: "Enter the address where candidates apply" });
  }
  return issues;
}

/** Everything that keeps the wizard from leaving `step`, in the order the fields appear. */
export function stepIssues(step: WizardStepKey, values: WizardValues): FieldIssue[] {
  const issues = [...STEP_FIELDS[step].flatMap((field) => fieldIssues(field, values[field])), ...stepRules(step, values)];
  const seen = new Set<string>();
  const order = (path: string) => STEP_FIELDS[step].indexOf(draftFieldOf(path) ?? "role");
  return issues
    .filter((issue) => (seen.has(issue.path) ? false : (seen.add(issue.path), true)))
    .sort((a, b) => order(a.path) - order(b.path));
}

/** The step that shows a field (by its dotted path), or null for fields the wizard does not show. */
export function stepOfPath(path: string): WizardStepKey | null {
  const field = draftFieldOf(path);
  if (!field) return null;
  return WIZARD_STEPS.find((step) => STEP_FIELDS[step.key].includes(field))?.key ?? null;
}

/** The first step, in wizard order, holding one of the paths. */
export function firstStepOf(paths: string[]): WizardStepKey | null {
  const steps = new Set(paths.map(stepOfPath));
  return WIZARD_STEPS.find((step) => steps.has(step.key))?.key ?? null;
}

/** The server names the hiring team row of a bad email; a code without a field still lands on the team. */
export function serverIssues(error: { code: string | null; fieldErrors: { field: string; message: string }[]; message: string }): FieldIssue[] {
  const issues = error.fieldErrors.filter((item) => draftFieldOf(item.field)).map((item) => ({ path: item.field, message: item.message }));
  if (issues.length === 0 && error.code === JOB_ERROR_CODES.invalidHiringTeamEmail) {
    issues.push({ path: "hiringTeam", message: error.message });
  }
  return issues;
}
