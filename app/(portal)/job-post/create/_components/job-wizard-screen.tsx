"use client";

import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { JobWizard } from "@/features/jobs/components/wizard/job-wizard";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";
import { RequirePermission } from "@/features/permissions/components/guarded-page";
import { isAllowed } from "@/features/permissions/lib/guarded-pages";
import { jobPaths } from "@/lib/routes";
import { NAMED_REQUIREMENTS } from "@/server/modules/permissions/permissions-contract";

/**
 * The job wizard at all four of its addresses (spec 2.6). Creating needs postAJob create (spec 6);
 * editing is checked per job by the API, which the wizard shows. The API enforces both.
 */
export function JobWizardScreen({ jobId }: { jobId: string | null }) {
  const { state } = useFeatureFlags();
  const alternateUrls = state.flags["alternate-job-urls"];
  const wizard = <JobWizard jobId={jobId} alternateUrls={alternateUrls} aiCriteria={state.flags["ai-candidate-analyzer"]} />;
  const permissions = useMyPermissions({ enabled: jobId === null });
  if (jobId !== null || (permissions.data && isAllowed(permissions.data, NAMED_REQUIREMENTS.createJob.resource, NAMED_REQUIREMENTS.createJob.action))) {
    return wizard;
  }
  // The waiting and denied states are drawn for a white page: give them one on the purple background.
  const target = { ...NAMED_REQUIREMENTS.createJob, page: { name: "Create Job", url: jobPaths.create(alternateUrls) } };
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="rounded-2xl bg-white shadow-xl">
        <RequirePermission target={target} variant="postJob">
          {() => wizard}
        </RequirePermission>
      </div>
    </div>
  );
}
