"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";
import { HeaderBack } from "@/components/layout/header-back";
import { Spinner } from "@/components/ui/spinner";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { jobPaths } from "@/lib/routes";
import { JobApplications } from "./job-applications";

export function JobApplicationsScreen({ jobId }: { jobId: string }) {
  const { state } = useFeatureFlags();
  return (
    <NuqsAdapter>
      <HeaderBack label="Back to candidates" href={jobPaths.candidates(jobId)} />
      {/* The page, sort and filters are read from the address: client-side only, so they wait in a boundary. */}
      <Suspense fallback={<Spinner className="m-8" />}>
        <JobApplications jobId={jobId} aiEnabled={state.flags["ai-candidate-analyzer"]} />
      </Suspense>
    </NuqsAdapter>
  );
}
