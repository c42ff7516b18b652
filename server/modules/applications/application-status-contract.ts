import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";

/**
 * Spec 3's narrower label set for application statuses, shown to recruiters. The spec spells the
 * offering key 'offerred'; our stored status is `offered`, so the label hangs on that.
 */
export const APPLICATION_STATUS_LABELS = {
  accepted: "Shortlisted",
  notProcessed: "Pending",
  review: "In Review",
  approached: "On Hold",
  rejected: "Rejected",
  expired: "Expired",
  offered: "Offering Stage",
} as const satisfies Partial<Record<ApplicationStatus, string>>;

// The spec names no label for the remaining statuses; these read plainly until it does.
const OTHER_STATUS_LABELS: Record<Exclude<ApplicationStatus, keyof typeof APPLICATION_STATUS_LABELS>, string> = {
  rejectedBySystem: "Rejected",
  waitListed: "Waitlisted",
  hrInterview: "HR Interview",
  userInterview: "User Interview",
  techTestSent: "Tech Test Sent",
  techTestSubmitted: "Tech Test Submitted",
  curatedInProgress: "Pending",
  custom: "In Process",
  differentJob: "Moved to Another Job",
};

const STATUS_LABELS: Record<ApplicationStatus, string> = { ...OTHER_STATUS_LABELS, ...APPLICATION_STATUS_LABELS };

/** The label a recruiter reads for an application's status. */
export function applicationStatusLabel(status: ApplicationStatus): string {
  return STATUS_LABELS[status];
}
