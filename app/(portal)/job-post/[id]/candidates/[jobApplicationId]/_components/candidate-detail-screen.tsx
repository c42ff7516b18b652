"use client";

import { HeaderBack } from "@/components/layout/header-back";
import { useCandidate } from "@/features/jobs/api/get-candidate";
import { CandidateDetail } from "@/features/jobs/components/candidate-detail";
import { jobPaths } from "@/lib/routes";

export function CandidateDetailScreen({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  // The same cached read the page shows: once known, going back opens the applicant's step.
  const step = useCandidate(jobId, applicationId).data?.recruitmentStep.id;
  const back = step ? `${jobPaths.candidates(jobId)}?${new URLSearchParams({ recruitmentStepId: step }).toString()}` : jobPaths.candidates(jobId);
  return (
    <>
      <HeaderBack label="Back to Candidates" href={back} />
      <CandidateDetail jobId={jobId} applicationId={applicationId} />
    </>
  );
}
