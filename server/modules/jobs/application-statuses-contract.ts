/**
 * Spec 3 Application statuses. A file of their own, re-exported by jobs-contract.ts: a page that
 * only filters by status (the applications table) then loads none of the rest of the job vocabulary.
 */
export const APPLICATION_STATUSES = [
  "accepted",
  "notProcessed",
  "review",
  "approached",
  "rejected",
  "rejectedBySystem",
  "expired",
  "waitListed",
  "hrInterview",
  "userInterview",
  "techTestSent",
  "techTestSubmitted",
  "offered",
  "curatedInProgress",
  "custom",
  "differentJob",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
