"use client";

import Link from "next/link";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay } from "@/components/ui/error-display";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { jobPaths } from "@/lib/routes";
import { useAddTalentsToJob, type AddTalentsToJobResult } from "../api/add-talents-to-job";
import { usePickableJobs } from "../api/get-pickable-jobs";

function resultText(result: AddTalentsToJobResult, jobTitle: string): string {
  const added = `${result.added} ${result.added === 1 ? "talent" : "talents"} added to ${jobTitle}.`;
  if (result.alreadyInJob === 0) return added;
  return `${added} ${result.alreadyInJob} ${result.alreadyInJob === 1 ? "was" : "were"} already in the job.`;
}

/**
 * Bulk "Add to job": the selected talents go to the first step of one of the company's open jobs;
 * those already in its pipeline stay as they were, and the answer says how many of each.
 */
export function AddToJobDialog({
  open,
  talentIds,
  onClose,
  onDone,
}: {
  open: boolean;
  talentIds: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const jobs = usePickableJobs("", open);
  const add = useAddTalentsToJob();
  const [jobId, setJobId] = useState("");
  const [done, setDone] = useState<{ result: AddTalentsToJobResult; jobId: string; title: string } | null>(null);
  const count = talentIds.length;
  const close = () => {
    setDone(null);
    add.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent title="Add to job" description={`${count} ${count === 1 ? "talent" : "talents"} selected`}>
        {done ? (
          <div className="mt-4 flex flex-col gap-4">
            <p role="status" className="text-sm text-gray-800">
              {resultText(done.result, done.title)}
            </p>
            <DialogFooter flush>
              <Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.candidates(done.jobId)}>Open the job&apos;s candidates</Link>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form method="post"
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!jobId) return;
              const title = jobs.data?.find((job) => job.id === jobId)?.role ?? "the job";
              add.mutate(
                { jobId, talentIds },
                {
                  onSuccess: (result) => {
                    setDone({ result, jobId, title });
                    onDone();
                  },
                },
              );
            }}
          >
            {jobs.isPending ? <Spinner /> : null}
            {jobs.isError ? <QueryError error={jobs.error} frame="bare" /> : null}
            {jobs.data && jobs.data.length === 0 ? <p className="text-sm text-gray-700">There is no published job to add talents to.</p> : null}
            {jobs.data && jobs.data.length > 0 ? (
              <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-800">
                Job
                <NativeSelect
                  value={jobId}
                  onChange={(event) => setJobId(event.target.value)}
                  placeholder="Choose a job"
                  options={jobs.data.map((job) => ({ value: job.id, label: job.role || "Untitled job" }))}
                />
              </label>
            ) : null}
            {add.error ? (
              <div role="alert" className="text-sm">
                <ErrorDisplay error={add.error} />
              </div>
            ) : null}
            <DialogFooter flush>
              <Button type="button" variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending} disabled={!jobId}>
                Add to job
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
