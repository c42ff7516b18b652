"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format/date";
import { BOOST_DURATIONS_DAYS, type BoostDurationDays } from "@/server/modules/job-boosts/job-boosts-contract";
import type { BoostableJob } from "@/server/modules/job-boosts/job-boosts-schemas";
import { useBoostJob } from "../api/boost-job";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Boost one job: choose how long (each length costs one boost), see when it would end, confirm.
 * A refusal (quota, already boosted) stays in the dialog with the API's words.
 */
export function BoostJobDialog({ companyId, job, open, onOpenChange }: { companyId: string; job: BoostableJob; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [days, setDays] = useState<BoostDurationDays>(BOOST_DURATIONS_DAYS[0]);
  // The ends shown are counted from when the dialog opened; the API counts from the confirm.
  const [openedAt] = useState(() => Date.now());
  const boost = useBoostJob(companyId);

  const close = (next: boolean) => {
    if (!next) boost.reset();
    onOpenChange(next);
  };
  const confirm = () =>
    boost.mutate(
      { jobId: job.id, durationDays: days },
      {
        onSuccess: (created) => {
          toast.success({ title: "Job boosted", subtitle: `${job.role} is promoted on your careers page until ${formatDate(created.endsAt)}.` });
          close(false);
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={`Boost ${job.role}`} description="The job is listed first on your careers page with a Promoted mark. Any length uses one boost.">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-gray-900">How long</legend>
          {BOOST_DURATIONS_DAYS.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100">
              <input type="radio" name="boost-days" value={option} checked={days === option} onChange={() => setDays(option)} className="size-4 accent-brand-600" />
              <span className="text-sm text-gray-900">{option} days</span>
              <span className="ml-auto text-xs text-gray-500">until about {formatDate(openedAt + option * DAY_MS)}</span>
            </label>
          ))}
        </fieldset>
        {boost.isError ? (
          <div className="mt-4">
            <FormErrorAlert error={boost.error} />
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={confirm} loading={boost.isPending}>
            Boost for {days} days
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
