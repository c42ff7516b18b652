"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { JobList } from "@/features/jobs/components/job-list";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";

/**
 * Composes the job list with the caller's permissions and flags (features never import each other).
 * Everyone in the company may open the list: the API answers only the jobs each caller may see.
 * The page renders per request, so the address is known on the server and the list needs no
 * Suspense boundary (which would flash a spinner before the streamed list).
 */
export function JobPostScreen() {
  const permissions = useMyPermissions();
  const { state } = useFeatureFlags();
  const companySlug = useCurrentUser().data?.company?.slug ?? null;
  return (
    <NuqsAdapter>
      <JobList canPostAJob={permissions.data?.canPostAJob ?? false} alternateJobUrls={state.flags["alternate-job-urls"]} companySlug={companySlug} />
    </NuqsAdapter>
  );
}
