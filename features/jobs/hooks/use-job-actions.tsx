"use client";

import Link from "next/link";
import { useState } from "react";
import { toastError } from "@/components/ui/error-display";
import { toast } from "@/components/ui/toast";
import type { ApiClientError } from "@/lib/api-error";
import { jobPaths } from "@/lib/routes";
import { JOB_ERROR_CODES } from "@/server/modules/jobs/job-listing-contract";
import { useCloseJob } from "../api/close-job";
import { useDeleteJob } from "../api/delete-job";
import { useDuplicateJob } from "../api/duplicate-job";
import { usePublishJob } from "../api/publish-job";
import { useUnpublishJob } from "../api/unpublish-job";

type JobRef = { id: string; role: string };

const titleOf = (job: JobRef) => job.role.trim() || "Untitled job";

/** What publishing still needs: the field errors the server named, or its message alone. */
function NotPublishableToast({ error, editHref }: { error: ApiClientError; editHref: string }) {
  const missing = [...new Set(error.fieldErrors.map((item) => item.message))];
  return (
    <div className="flex flex-col gap-1">
      {missing.length > 0 ? (
        <ul className="list-disc pl-4">
          {missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p>{error.message}</p>
      )}
      <Link href={editHref} className="font-medium text-brand-700 underline underline-offset-2">
        Edit job
      </Link>
    </div>
  );
}

/**
 * The job list's actions with their outcomes: a toast for each, the quota dialog when the plan is
 * full, and what is missing (with a way to the wizard) when a draft cannot be published yet.
 */
export function useJobActions({ alternateJobUrls }: { alternateJobUrls: boolean }) {
  const publish = usePublishJob();
  const unpublish = useUnpublishJob();
  const close = useCloseJob();
  const duplicate = useDuplicateJob();
  const remove = useDeleteJob();
  const [quotaError, setQuotaError] = useState<ApiClientError | null>(null);

  const pendingJobId =
    [publish, unpublish, close, duplicate, remove].find((mutation) => mutation.isPending)?.variables ?? null;

  return {
    pendingJobId,
    quotaError,
    dismissQuotaError: () => setQuotaError(null),
    publish: (job: JobRef) =>
      publish.mutate(job.id, {
        onSuccess: () => toast.success({ title: "Job published", subtitle: titleOf(job) }),
        onError: (error) => {
          if (error.code === JOB_ERROR_CODES.quotaReached) return setQuotaError(error);
          if (error.code === JOB_ERROR_CODES.notPublishable) {
            toast.warning({
              title: `${titleOf(job)} cannot be published yet`,
              subtitle: <NotPublishableToast error={error} editHref={jobPaths.edit(job.id, alternateJobUrls)} />,
            });
            return;
          }
          toastError(error);
        },
      }),
    unpublish: (job: JobRef) =>
      unpublish.mutate(job.id, {
        onSuccess: () => toast.success({ title: "Job unpublished", subtitle: `${titleOf(job)} is a draft again.` }),
        onError: (error) => toastError(error),
      }),
    close: (job: JobRef, options: { onSuccess?: () => void } = {}) =>
      close.mutate(job.id, {
        onSuccess: () => {
          options.onSuccess?.();
          toast.success({ title: "Job closed", subtitle: `${titleOf(job)} no longer takes applications.` });
        },
        onError: (error) => toastError(error),
      }),
    duplicate: (job: JobRef) =>
      duplicate.mutate(job.id, {
        onSuccess: (copy) =>
          toast.success({
            title: "Job duplicated",
            subtitle: (
              <Link href={jobPaths.edit(copy.id, alternateJobUrls)} className="font-medium text-brand-700 underline underline-offset-2">
                Edit the new draft
              </Link>
            ),
          }),
        onError: (error) => toastError(error),
      }),
    remove: (job: JobRef, options: { onSuccess?: () => void } = {}) =>
      remove.mutate(job.id, {
        onSuccess: () => {
          options.onSuccess?.();
          toast.success({ title: "Draft deleted", subtitle: titleOf(job) });
        },
        onError: (error) => toastError(error),
      }),
  };
}

export type JobActions = ReturnType<typeof useJobActions>;
