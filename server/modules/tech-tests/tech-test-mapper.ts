import type { techTests } from "@/server/db/schema/pipeline";
import type { TechTestStatus } from "@/server/modules/jobs/jobs-contract";
import type { TechTest } from "./tech-tests-schemas";

export type TechTestRow = typeof techTests.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The status as of `now`: a test whose deadline passed reads as expired even before the sweep
 * (every 5 minutes) has written it.
 */
export function effectiveStatus(test: Pick<TechTestRow, "status" | "confirmBy" | "submitBy">, now: Date): TechTestStatus {
  if (test.status === "waitConfirm" && test.confirmBy <= now) return "notConfirm";
  if (test.status === "waitSubmit" && test.submitBy && test.submitBy <= now) return "notSubmit";
  return test.status;
}

/** The deadline the candidate works to in a status: confirmBy until confirmed, then submitBy. */
export function currentStage(status: TechTestStatus): "confirm" | "submit" | null {
  if (status === "waitConfirm" || status === "notConfirm") return "confirm";
  if (status === "waitSubmit" || status === "notSubmit") return "submit";
  return null;
}

export function toTechTest(test: TechTestRow, stepName: string | null, now: Date): TechTest {
  return {
    id: test.id,
    status: effectiveStatus(test, now),
    stepName,
    sentAt: test.sentAt.toISOString(),
    confirmBy: test.confirmBy.toISOString(),
    confirmedAt: iso(test.confirmedAt),
    submitBy: iso(test.submitBy),
    submittedAt: iso(test.submittedAt),
    startLimitHours: test.startLimitHours,
    durationHours: test.durationHours,
    submissionTypes: test.submissionTypes,
    submissionLink: test.submissionLink,
    submissionFileName: test.submissionStorageKey ? test.submissionFileName : null,
    hasDocument: test.submissionStorageKey !== null,
  };
}
