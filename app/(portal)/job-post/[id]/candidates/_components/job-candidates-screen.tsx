"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";
import { HeaderBack } from "@/components/layout/header-back";
import { Spinner } from "@/components/ui/spinner";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { jobPaths } from "@/lib/routes";
import { JobCandidates } from "./job-candidates";

export function JobCandidatesScreen({ jobId }: { jobId: string }) {
  const { state } = useFeatureFlags();
  return (
    <NuqsAdapter>
      <HeaderBack label="Back to Job Post" href={jobPaths.list()} />
      {/* The view, filters and sort are read from the address: client-side only, so they wait in a boundary. */}
      <Suspense fallback={<Spinner className="m-8" />}>
        <JobCandidates jobId={jobId} aiEnabled={state.flags["ai-candidate-analyzer"]} />
      </Suspense>
    </NuqsAdapter>
  );
}
