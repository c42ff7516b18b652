"use client";

import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ANALYTICS_SELECTED_JOBS_MAX } from "@/server/modules/analytics/analytics-contract";
import { useJobOptions } from "../api/get-job-options";

/**
 * Selected Jobs: a searchable list of the company's jobs with a check box each. The choice reaches
 * the address only on Apply, so the page never asks for "selected jobs" with none chosen.
 */
export function JobPicker({ selected, onApply, onCancel }: { selected: string[]; onApply: (jobIds: string[]) => void; onCancel?: () => void }) {
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<string[]>(selected);
  const [error, setError] = useState<string | null>(null);
  const deferredQ = useDeferredValue(q.trim());
  const options = useJobOptions(deferredQ, true);
  const searchId = useId();
  const toggle = (jobId: string) => {
    setError(null);
    setChosen((current) => (current.includes(jobId) ? current.filter((id) => id !== jobId) : [...current, jobId]));
  };
  return (
    <fieldset className="min-w-0 rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-800">Choose jobs</legend>
      <label htmlFor={searchId} className="sr-only">
        Search jobs
      </label>
      <Input id={searchId} type="search" placeholder="Search jobs" value={q} onChange={(event) => setQ(event.target.value)} />
      <div className="mt-2 max-h-56 overflow-y-auto">
        {options.isPending ? <Spinner className="m-2" /> : null}
        {options.isError ? <p className="p-2 text-sm text-red-700">The jobs could not be loaded.</p> : null}
        {options.data?.length === 0 ? <p className="p-2 text-sm text-gray-600">No jobs match “{deferredQ}”.</p> : null}
        <ul>
          {options.data?.map((job) => (
            <li key={job.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-gray-50">
                <input type="checkbox" className="size-4 accent-brand-600" checked={chosen.includes(job.id)} onChange={() => toggle(job.id)} />
                <span className="min-w-0 truncate text-gray-900">{job.role}</span>
                <span className="text-xs text-gray-600 capitalize">{job.status}</span>
              </label>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="mr-auto text-sm text-gray-600" aria-live="polite">
          {chosen.length} selected
        </span>
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="button"
          size="sm"
          onClick={() => {
            if (chosen.length === 0) return setError("Choose at least one job");
            if (chosen.length > ANALYTICS_SELECTED_JOBS_MAX) return setError(`Choose at most ${ANALYTICS_SELECTED_JOBS_MAX} jobs`);
            onApply(chosen);
          }}
        >
          Apply jobs
        </Button>
      </div>
      {error ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
