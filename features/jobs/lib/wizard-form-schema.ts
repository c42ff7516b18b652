import { isValidEmail, jobDraftFieldsSchema } from "@/server/modules/jobs/jobs-schemas";
import { HIRING_TEAM_EMAIL_MESSAGE } from "./wizard-field-messages";
import type { FieldIssue } from "./wizard-validation";
import type { DraftField, WizardValues } from "./wizard-values";

export type WizardFieldChecks = (field: DraftField, value: unknown) => FieldIssue[];

/**
 * One field's value checked against the server's draft schema (zod), and the hiring team's emails
 * against the spec 5 pattern. Loaded by wizard-validation.ts with the wizard's first focus or
 * validation, so zod stays out of the wizard's first load.
 */
export const wizardFieldChecks: WizardFieldChecks = (field, value) => {
  const result = jobDraftFieldsSchema.shape[field].safeParse(value);
  const issues: FieldIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: [field, ...issue.path.map(String)].join("."),
        // A number field holding something that is not a number (see wizard-inputs.ts).
        message: issue.code === "invalid_type" && issue.message.includes("NaN") ? "Enter a number" : issue.message,
      }));
  if (field === "hiringTeam" && Array.isArray(value)) {
    const seen = new Set<string>();
    (value as WizardValues["hiringTeam"]).forEach((member, index) => {
      const email = member.email.trim().toLowerCase();
      if (email === "" || !isValidEmail(email)) issues.push({ path: `hiringTeam.${index}.email`, message: HIRING_TEAM_EMAIL_MESSAGE });
      else if (seen.has(email)) issues.push({ path: `hiringTeam.${index}.email`, message: `${email} is listed twice` });
      seen.add(email);
    });
  }
  return issues;
};
