/**
 * What a candidate's tech test status reads as (spec 3 tech test statuses). A file of its own,
 * re-exported by tech-tests-contract.ts: the applications table and the candidate cards show the
 * label and need none of the submission rules.
 */

import type { TECH_TEST_STATUSES } from "@/server/modules/jobs/jobs-contract";

export const TECH_TEST_STATUS_LABELS: Record<(typeof TECH_TEST_STATUSES)[number], string> = {
  waitConfirm: "Waiting for confirmation",
  notConfirm: "Not confirmed in time",
  waitSubmit: "Working on it",
  notSubmit: "Not submitted in time",
  submitted: "Submitted",
};
