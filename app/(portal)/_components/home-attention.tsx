"use client";

import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { HomeAttention } from "@/features/home/components/home-attention";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";
import { serializeCandidatesQuery } from "@/features/pipeline/lib/candidates-address";
import { jobPaths } from "@/lib/routes";
import { WAITING_STATUSES } from "@/server/modules/home/home-contract";
import type { WaitingJob } from "@/server/modules/home/home-schemas";

/** The candidates list at CV Screening, filtered to the Pending statuses: exactly the applicants Home counts as waiting. */
const waitingCandidatesHref = (job: WaitingJob) =>
  serializeCandidatesQuery(jobPaths.candidates(job.jobId), { view: "list", recruitmentStepId: job.stepId, status: [...WAITING_STATUSES] });

/** Home's "what needs you now", given the caller's right to post a job and the pipeline's address (features never import each other). */
export function HomeAttentionSections() {
  const permissions = useMyPermissions();
  const { state } = useFeatureFlags();
  const createJobHref = permissions.data?.canPostAJob ? jobPaths.create(state.flags["alternate-job-urls"]) : null;
  return <HomeAttention waitingCandidatesHref={waitingCandidatesHref} createJobHref={createJobHref} />;
}
