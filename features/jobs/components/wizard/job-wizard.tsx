"use client";

import { FilePen } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { ErrorDisplay } from "@/components/ui/error-display";
import { Spinner } from "@/components/ui/spinner";
import { jobPaths } from "@/lib/routes";
import { useJob } from "../../api/get-job";
import { useStoredDraftId } from "../../hooks/use-stored-draft";
import { clearStoredDraftId } from "../../lib/wizard-draft-storage";
import { defaultWizardValues, toWizardValues } from "../../lib/wizard-values";
import { WizardForm } from "./wizard-form";

export type JobWizardProps = {
  /** The job to edit, or null to create one. */
  jobId: string | null;
  /** The alternate-job-urls flag: which of the two address sets the wizard lives at. */
  alternateUrls: boolean;
  /** The ai-candidate-analyzer flag: whether the AI criteria can be set. */
  aiCriteria: boolean;
};

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-xl">{children}</div>
    </div>
  );
}

function CreateJobWizard({ alternateUrls, aiCriteria }: Omit<JobWizardProps, "jobId">) {
  const router = useRouter();
  const storedDraftId = useStoredDraftId();
  const [started, setStarted] = useState(false);
  const [initialValues] = useState(defaultWizardValues);

  if (storedDraftId === undefined) return <Panel>{<Spinner />}</Panel>;
  if (storedDraftId && !started) {
    return (
      <Panel>
        <div className="flex flex-col items-center gap-3 text-center">
          <FilePen className="size-10 text-brand-600" aria-hidden />
          <h1 className="text-lg font-semibold text-gray-900">You have an unfinished job post</h1>
          <p className="text-sm text-gray-600">Pick up where you left off, or start a new one. The unfinished draft stays in your job posts.</p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button type="button" variant="secondary" onClick={() => clearStoredDraftId(storedDraftId)}>
              Start over
            </Button>
            <Button type="button" onClick={() => router.push(jobPaths.edit(storedDraftId, alternateUrls))}>
              Continue your draft
            </Button>
          </div>
        </div>
      </Panel>
    );
  }
  return <WizardForm job={null} initialValues={initialValues} alternateUrls={alternateUrls} aiCriteria={aiCriteria} onDraftCreated={() => setStarted(true)} />;
}

function EditJobWizard({ jobId, alternateUrls, aiCriteria }: JobWizardProps & { jobId: string }) {
  const job = useJob(jobId);
  const missing = job.error?.status === 404;
  // A remembered draft that no longer exists is forgotten, so /job-post/create stops offering it.
  useEffect(() => {
    if (missing) clearStoredDraftId(jobId);
  }, [missing, jobId]);

  // A cached copy may be older than the server's: the form starts from the read made on arrival.
  if (job.isPending || (job.isFetching && !job.isFetchedAfterMount)) return <Panel>{<Spinner />}</Panel>;
  if (job.isError) {
    return (
      <Panel>
        <div role="alert" className="flex flex-col gap-3 text-sm">
          {missing ? <p className="font-semibold text-gray-900">This job post does not exist or was deleted.</p> : <ErrorDisplay error={job.error} />}
          <div className="flex gap-2">
            {missing ? null : (
              <Button type="button" variant="secondary" onClick={() => void job.refetch()}>
                Try again
              </Button>
            )}
            <a className={buttonClassName({ variant: "secondary" })} href={jobPaths.list()}>Back to job posts</a>
          </div>
        </div>
      </Panel>
    );
  }
  if (!job.data.canEdit) {
    return (
      <Panel>
        <p role="alert" className="text-sm text-gray-800">
          You can see <strong>{job.data.role || "this job"}</strong> but not edit it. Ask the Admin for Editor access to this job post.
        </p>
      </Panel>
    );
  }
  return <WizardForm key={job.data.id} job={job.data} initialValues={toWizardValues(job.data)} alternateUrls={alternateUrls} aiCriteria={aiCriteria} />;
}

/** The job creation and editing wizard (spec 2.6), at /job-post/create and /job-post/edit/{id} or their /jobs twins. */
export function JobWizard({ jobId, alternateUrls, aiCriteria }: JobWizardProps) {
  if (jobId) return <EditJobWizard jobId={jobId} alternateUrls={alternateUrls} aiCriteria={aiCriteria} />;
  return <CreateJobWizard alternateUrls={alternateUrls} aiCriteria={aiCriteria} />;
}
