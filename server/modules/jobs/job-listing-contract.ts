/**
 * The part of the job vocabulary a job post's card and the job list need: its type, work
 * arrangement and status with their labels, and the job API's error codes. Apart from
 * jobs-contract.ts (which re-exports all of it) so the job list, on first load in the browser,
 * does not carry the wizard's and the pipeline's vocabulary too.
 */

/** Spec 3 Job type. */
export const JOB_TYPES = ["fullTime", "freelance", "internship", "partTime", "contract"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  fullTime: "Full-time",
  freelance: "Freelance",
  internship: "Internship",
  partTime: "Part-time",
  contract: "Contract",
};

/** Spec 3 Work arrangement (jobs). */
export const WORKPLACE_TYPES = ["remote", "hybrid", "onSite"] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];
export const WORKPLACE_TYPE_LABELS: Record<WorkplaceType, string> = { remote: "Remote", hybrid: "Hybrid", onSite: "On-site" };

export { JOB_STATUSES, JOB_STATUS_LABELS, type JobStatus } from "./job-status-contract";

/** Error codes of spec 5 (and the others the job API answers). */
export const JOB_ERROR_CODES = {
  quotaReached: "JOB_QUOTA_REACHED",
  invalidHiringTeamEmail: "INVALID_EMAIL_IN_HIRING_TEAM",
  notPublishable: "JOB_NOT_PUBLISHABLE",
  stepInUse: "RECRUITMENT_STEP_IN_USE",
  alreadyApplied: "ALREADY_APPLIED",
  jobClosed: "JOB_NOT_OPEN",
  notFound: "JOB_NOT_FOUND",
  notDeletable: "JOB_NOT_DELETABLE",
  statusConflict: "JOB_STATUS_CONFLICT",
} as const;

/** Where a JOB_QUOTA_REACHED answer sends the user to upgrade (its data.upgradeUrl). */
export const JOB_UPGRADE_URL = "/subscription";
