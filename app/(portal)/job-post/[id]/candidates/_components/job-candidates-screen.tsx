"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { HeaderBack } from "@/components/layout/header-back";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { SuggestedTalentsBanner } from "@/features/talent-database/components/suggested-talents-banner";
import { jobPaths } from "@/lib/routes";
import { JobCandidates } from "./job-candidates";

export function JobCandidatesScreen({ jobId }: { jobId: string }) {
  const { state } = useFeatureFlags();
  return (
    <NuqsAdapter>
      <HeaderBack label="Back to Job Post" href={jobPaths.list()} />
      <SuggestedTalentsBanner jobId={jobId} />
      <JobCandidates jobId={jobId} aiEnabled={state.flags["ai-candidate-analyzer"]} />
    </NuqsAdapter>
  );
}
