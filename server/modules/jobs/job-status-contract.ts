/**
 * The states of a job post (issue 6) and their labels. A file of its own, re-exported by
 * job-listing-contract.ts: a page that only shows a job's status badge (the applications table's
 * header) then loads none of the rest of the job vocabulary.
 */

/** Drafts are unpublished, closed jobs take no applications. */
export const JOB_STATUSES = ["draft", "published", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { draft: "Draft", published: "Published", closed: "Closed" };
