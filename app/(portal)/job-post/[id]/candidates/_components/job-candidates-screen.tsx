"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";
import { HeaderBack } from "@/components/layout/header-back";
import { Spinner } from "@/components/ui/spinner";
import { JobCandidates } from "@/features/jobs/components/job-candidates";
import { jobPaths } from "@/lib/routes";

export function JobCandidatesScreen({ jobId }: { jobId: string }) {
  return (
    <NuqsAdapter>
      <HeaderBack label="Back to Job Post" href={jobPaths.list()} />
      {/* The chosen step is read from the address: client-side only, so it waits in a boundary. */}
      <Suspense fallback={<Spinner className="m-8" />}>
        <JobCandidates jobId={jobId} />
      </Suspense>
    </NuqsAdapter>
  );
}
