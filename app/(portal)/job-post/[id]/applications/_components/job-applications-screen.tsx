"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { HeaderBack } from "@/components/layout/header-back";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { jobPaths } from "@/lib/routes";
import { JobApplications } from "./job-applications";

export function JobApplicationsScreen({ jobId }: { jobId: string }) {
  const { state } = useFeatureFlags();
  return (
    <NuqsAdapter>
      <HeaderBack label="Back to candidates" href={jobPaths.candidates(jobId)} />
      <JobApplications jobId={jobId} aiEnabled={state.flags["ai-candidate-analyzer"]} />
    </NuqsAdapter>
  );
}
