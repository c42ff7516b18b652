"use client";

import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import {
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  JOB_TYPES,
  JOB_TYPE_LABELS,
  WORKPLACE_TYPES,
  WORKPLACE_TYPE_LABELS,
  type JobStatus,
  type JobType,
  type WorkplaceType,
} from "@/server/modules/jobs/job-listing-contract";
import type { JobList } from "@/server/modules/jobs/jobs-schemas";

export const SEARCH_DEBOUNCE_MS = 300;

const TABS: { value: JobStatus | null; label: string; countKey: keyof JobList["counts"] }[] = [
  { value: null, label: "All", countKey: "all" },
  ...JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status], countKey: status })),
];

export function JobStatusTabs({
  status,
  counts,
  onChange,
}: {
  status: JobStatus | null;
  counts: JobList["counts"] | undefined;
  onChange: (status: JobStatus | null) => void;
}) {
  return (
    <div role="group" aria-label="Job status" className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0">
      {TABS.map((tab) => {
        const active = tab.value === status;
        return (
          <button
            key={tab.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.value)}
            className={cn(
              "-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              active ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {tab.label}{" "}
            <span className={cn("rounded-full px-2 text-xs", active ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-gray-600")}>
              {counts ? counts[tab.countKey] : "–"}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The search box keeps what is typed and hands it on once typing pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed without typing (back/forward, clear filters): show what it holds.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative min-w-0 flex-1 sm:max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
      <Input type="search" aria-label="Search job posts" placeholder="Search job title" value={text} onChange={(event) => setText(event.target.value)} className="pl-9" />
    </div>
  );
}

export function JobListFilters({
  q,
  workplaceType,
  employmentType,
  onSearch,
  onWorkplaceType,
  onEmploymentType,
}: {
  q: string;
  workplaceType: WorkplaceType | null;
  employmentType: JobType | null;
  onSearch: (q: string) => void;
  onWorkplaceType: (value: WorkplaceType | null) => void;
  onEmploymentType: (value: JobType | null) => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchBox value={q} onSearch={onSearch} />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <NativeSelect
          aria-label="Work arrangement"
          placeholder="All arrangements"
          value={workplaceType ?? ""}
          onChange={(event) => onWorkplaceType((event.target.value || null) as WorkplaceType | null)}
          options={WORKPLACE_TYPES.map((value) => ({ value, label: WORKPLACE_TYPE_LABELS[value] }))}
          className="sm:w-44"
        />
        <NativeSelect
          aria-label="Job type"
          placeholder="All job types"
          value={employmentType ?? ""}
          onChange={(event) => onEmploymentType((event.target.value || null) as JobType | null)}
          options={JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }))}
          className="sm:w-40"
        />
      </div>
    </div>
  );
}
