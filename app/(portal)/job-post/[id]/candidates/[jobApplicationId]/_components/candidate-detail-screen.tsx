"use client";

import { HeaderBack } from "@/components/layout/header-back";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { applicantFilterQuery, useApplicant } from "@/features/pipeline/api/applicant";
import { ApplicantDetail } from "@/features/pipeline/components/applicant/applicant-detail";
import { jobPaths } from "@/lib/routes";

/**
 * The applicant page with the header's way back: to the candidates list the recruiter came from
 * (its query kept), or, when they came from elsewhere (a notification), to the applicant's step.
 */
export function CandidateDetailScreen({ jobId, applicationId, listQuery = "" }: { jobId: string; applicationId: string; listQuery?: string }) {
  const { state } = useFeatureFlags();
  // The same cached read the page shows.
  const step = useApplicant(jobId, applicationId, applicantFilterQuery(listQuery)).data?.recruitmentStep.id;
  const backQuery = listQuery || (step ? new URLSearchParams({ recruitmentStepId: step }).toString() : "");
  const back = backQuery ? `${jobPaths.candidates(jobId)}?${backQuery}` : jobPaths.candidates(jobId);
  return (
    <>
      <HeaderBack label="Back to Candidates" href={back} />
      <ApplicantDetail jobId={jobId} applicationId={applicationId} listQuery={listQuery} aiEnabled={state.flags["ai-candidate-analyzer"]} />
    </>
  );
}
