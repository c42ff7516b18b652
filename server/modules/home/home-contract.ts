import { defaultColumnOf, type ApplicationStatus } from "@/server/modules/jobs/jobs-contract";

/**
 * Home's "what needs you now" (issue 16, point 7): the words and limits the API and the page share.
 * Plain data: no server imports, so the portal may read it.
 */

/**
 * Applicants waiting for review: in the job's first step (CV Screening, step type notProcessed)
 * with a status nobody has acted on yet, the statuses spec 3 puts in the CV Screening column
 * (notProcessed and curatedInProgress, both shown as Pending). An applicant a recruiter opened In
 * Review or put On Hold is no longer waiting, though still in the step.
 */
export const WAITING_STATUSES: readonly ApplicationStatus[] = defaultColumnOf("notProcessed")!.statuses;

/** How many jobs (and tech tests) each section lists by default, and at most. */
export const HOME_ATTENTION_DEFAULT_LIMIT = 10;
export const HOME_ATTENTION_MAX_LIMIT = 50;

/** What the page says each figure means (the definitions above, in the recruiter's words). */
export const HOME_ATTENTION_TEXT = {
  waitingHeading: "Applicants waiting for review",
  waitingDefinition:
    "Applicants in an open job's CV Screening step whose status is still Pending: nobody has opened them In Review, put them On Hold, shortlisted or rejected them yet.",
  waitingEmpty: "No one is waiting",
  waitingEmptyDetail: "Every applicant in CV Screening has been looked at.",
  techTestsHeading: "Tech tests to review",
  techTestsDefinition: "Case studies applicants have submitted in an open job's tech test step, with no decision on them since.",
  techTestsEmpty: "No tech tests to review",
  techTestsEmptyDetail: "Every submitted case study has had a decision.",
  pipelinesHeading: "Open jobs at a glance",
  pipelinesDefinition: "Applicants in each step of your open jobs, newest job first.",
  pipelinesEmpty: "No open jobs",
  pipelinesEmptyDetail: "Published jobs you have access to appear here with their applicants in each step.",
} as const;
