import type { Job, JobDraftFields, RecruitmentStepInput } from "@/server/modules/jobs/jobs-schemas";
import { DRAFT_FIELDS, draftDefaults } from "./wizard-defaults";

export { DRAFT_FIELDS };

/** A hiring step as the form holds it: `clientKey` follows the row while the server assigns its id. */
export type WizardStep = RecruitmentStepInput & { clientKey: string };

/** The wizard's form values: the job draft of spec 3, field for field. */
export type WizardValues = Omit<JobDraftFields, "recruitmentSteps"> & { recruitmentSteps: WizardStep[] };

export type DraftField = keyof JobDraftFields;

export function newClientKey(): string {
  return crypto.randomUUID();
}

function withClientKeys(steps: RecruitmentStepInput[]): WizardStep[] {
  return steps.map((step) => ({ ...step, clientKey: step.id ?? newClientKey() }));
}

/** A new job: every default of spec 3 (the contract's, kept as plain values in wizard-defaults.ts). */
export function defaultWizardValues(): WizardValues {
  const defaults = draftDefaults();
  return { ...defaults, recruitmentSteps: withClientKeys(defaults.recruitmentSteps) };
}

/** A stored job as form values (its steps in board order, without the server's counters). */
export function toWizardValues(job: Job): WizardValues {
  const values = {} as Record<DraftField, unknown>;
  for (const field of DRAFT_FIELDS) values[field] = job[field];
  const steps = [...job.recruitmentSteps]
    .sort((a, b) => a.position - b.position)
    .map(({ id, type, name, action, techTest, emailSubject, emailMessage }) => ({ id, type, name, action, techTest, emailSubject, emailMessage }));
  return { ...(values as JobDraftFields), recruitmentSteps: withClientKeys(steps) };
}

/** JSON with object keys sorted, so two equal values compare equal whatever built them. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== "object" || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
  });
}

/** The draft fields whose value differs from the saved one. */
export function changedFields(current: WizardValues, saved: WizardValues): DraftField[] {
  return DRAFT_FIELDS.filter((field) => stableJson(current[field]) !== stableJson(saved[field]));
}

/** The top-level draft field a dotted error path belongs to ("hiringTeam.0.email" → hiringTeam). */
export function draftFieldOf(path: string): DraftField | null {
  const head = path.split(".")[0] as DraftField;
  return DRAFT_FIELDS.includes(head) ? head : null;
}

/** A field's value as the API takes it: the form's own row keys stay in the form. */
export function payloadValue(field: DraftField, values: WizardValues): unknown {
  if (field === "recruitmentSteps") return values.recruitmentSteps.map(({ clientKey: _clientKey, ...step }) => step);
  return values[field];
}
