import type { JobListItem } from "@/server/modules/jobs/job-schemas";
import { jobListFilters } from "./job-list-params";

/**
 * Home's open jobs: the job list's Published tab, so Home and /job-post?status=published share one
 * query (and one cache entry). The API answers only the jobs the caller may view (spec 6), which is
 * the permission the candidates page asks for too.
 */
export const OPEN_JOBS_FILTERS = jobListFilters({ q: "", status: "published", workplaceType: null, employmentType: null });

/**
 * Applicants waiting for the recruiter's review: those still in the job's first step, CV Screening
 * (step type notProcessed; spec 3's default column for the notProcessed and curatedInProgress
 * statuses). Everyone a recruiter has not yet moved on, shortlisted or rejected is there; the
 * candidates page lists exactly them for that step.
 */
export function waitingApplicantCount(job: Pick<JobListItem, "steps">): number {
  return job.steps.find((step) => step.type === "notProcessed")?.applicantCount ?? 0;
}
