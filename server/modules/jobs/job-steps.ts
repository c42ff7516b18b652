import type { Executor } from "@/server/db/client";
import { FIXED_STEP_TYPES, composeStepId, type StepType } from "./jobs-contract";
import { stepInUse } from "./jobs-errors";
import type { RecruitmentStepInput } from "./jobs-schemas";
import { deleteStepsOfJob, insertStepRows, stepsWithCounts, updateStepRow } from "./jobs-queries";

const isFixed = (type: StepType) => (FIXED_STEP_TYPES as readonly StepType[]).includes(type);

/** A fresh id for an added step ('custom-<12 hex>'); fixed steps keep their type as id. */
export function newStepKey(type: StepType): string {
  return composeStepId(type, crypto.randomUUID().replace(/-/g, "").slice(0, 12));
}

const stepValues = (step: RecruitmentStepInput, position: number) => ({
  name: step.name,
  type: step.type,
  position,
  action: step.action,
  techTest: step.techTest,
  emailSubject: step.emailSubject,
  emailMessage: step.emailMessage,
});

/** A new job's steps, in the order given; added steps get fresh ids. */
export async function insertSteps(db: Executor, jobId: string, steps: readonly RecruitmentStepInput[]): Promise<void> {
  if (steps.length === 0) return;
  await insertStepRows(db, steps.map((step, index) => ({ jobId, stepKey: isFixed(step.type) ? step.type : newStepKey(step.type), ...stepValues(step, index) })));
}

/**
 * Makes the job's steps the list sent: a step sent with the id of an existing step of the same type
 * is that step (renamed, moved, its settings changed); fixed steps are matched by type; anything
 * else is a new step with a fresh id. Positions follow the list. A step left out is removed, unless
 * applications are still in it: 409 RECRUITMENT_STEP_IN_USE naming the step, nothing changed.
 */
export async function syncSteps(db: Executor, jobId: string, steps: readonly RecruitmentStepInput[]): Promise<void> {
  const existing = (await stepsWithCounts(db, [jobId])).get(jobId) ?? [];
  const byKey = new Map(existing.map((step) => [step.stepKey, step]));
  const kept = new Set<string>();
  const plan = steps.map((step, index) => {
    const key = isFixed(step.type) ? step.type : step.id;
    const match = key !== undefined ? byKey.get(key) : undefined;
    if (match && match.type === step.type && !kept.has(match.stepKey)) {
      kept.add(match.stepKey);
      return { kind: "update" as const, id: match.id, values: stepValues(step, index) };
    }
    return { kind: "insert" as const, values: { jobId, stepKey: isFixed(step.type) ? step.type : newStepKey(step.type), ...stepValues(step, index) } };
  });
  const removed = existing.filter((step) => !kept.has(step.stepKey));
  const busy = removed.find((step) => step.applicantCount > 0);
  if (busy) {
    throw stepInUse(busy);
  }
  if (removed.length > 0) {
    await deleteStepsOfJob(db, jobId, removed.map((step) => step.id));
  }
  for (const entry of plan) {
    if (entry.kind === "update") await updateStepRow(db, entry.id, { ...entry.values, updatedAt: new Date() });
  }
  const inserts = plan.flatMap((entry) => (entry.kind === "insert" ? [entry.values] : []));
  if (inserts.length > 0) await insertStepRows(db, inserts);
}

/** The steps of a job to copy into another: same order and settings, fresh ids for added steps. */
export function copyableSteps(steps: readonly { stepKey: string; type: StepType; name: string; action: RecruitmentStepInput["action"]; techTest: RecruitmentStepInput["techTest"]; emailSubject: string | null; emailMessage: string | null }[]): RecruitmentStepInput[] {
  return steps.map((step) => ({ id: undefined, type: step.type, name: step.name, action: step.action, techTest: step.techTest ?? null, emailSubject: step.emailSubject, emailMessage: step.emailMessage }));
}
