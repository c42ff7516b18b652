"use client";

import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { OpenJobsWaiting } from "@/features/jobs/components/open-jobs-waiting";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";
import { FIRST_STEP_ID, serializeCandidatesQuery } from "@/features/pipeline/lib/candidates-address";
import { jobPaths } from "@/lib/routes";

/** The candidates list at CV Screening: the applicants Home counts as waiting for review. */
const waitingCandidatesHref = (jobId: string) => serializeCandidatesQuery(jobPaths.candidates(jobId), { view: "list", recruitmentStepId: FIRST_STEP_ID });

/** Home's open jobs, given the caller's right to post a job and the wizard's address (features never import each other). */
export function HomeOpenJobs() {
  const permissions = useMyPermissions();
  const { state } = useFeatureFlags();
  const createJobHref = permissions.data?.canPostAJob ? jobPaths.create(state.flags["alternate-job-urls"]) : null;
  return <OpenJobsWaiting waitingCandidatesHref={waitingCandidatesHref} createJobHref={createJobHref} />;
}
