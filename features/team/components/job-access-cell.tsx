"use client";

import { useState } from "react";
import { lazyModule } from "@/components/ui/lazy-module";
import type { JobColumn } from "../lib/access-model";

/** Radix's popover (with its positioning code) loads on the first hover, focus or press of a +N. */
const popoverModule = lazyModule(() => import("@radix-ui/react-popover"));
const preloadPopover = () => void popoverModule.preload().catch(() => undefined);

function JobChip({ title, label }: { title: string; label: string }) {
  return (
    <li className="flex max-w-56 items-center gap-1.5 rounded-md bg-gray-100 px-2 py-1 text-xs">
      <span className="min-w-0 truncate font-medium text-gray-900">{title}</span>
      <span className="shrink-0 text-gray-600">{label}</span>
    </li>
  );
}

/** Spec 6's Access Per Job Post cell: 2 jobs then +N (all of them in a popover), or what to do when there are none. */
export function JobAccessCell({ column, onGiveAccess }: { column: JobColumn; onGiveAccess?: () => void }) {
  if (column.kind === "all") {
    return (
      <ul className="flex flex-wrap gap-1">
        <JobChip title="All job posts" label={column.label} />
      </ul>
    );
  }
  if (column.kind === "none") {
    if (column.canGive && onGiveAccess) {
      return (
        <button type="button" onClick={onGiveAccess} className="text-left text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {column.text}
        </button>
      );
    }
    return <span className="text-sm text-gray-500">{column.text}</span>;
  }
  return (
    <div className="flex flex-wrap items-center gap-1">
      <ul className="flex flex-wrap gap-1">
        {column.visible.map((job) => (
          <JobChip key={job.id} title={job.title} label={job.label} />
        ))}
        {column.alsoAll ? <JobChip title="All job posts" label={column.alsoAll} /> : null}
      </ul>
      {column.more > 0 ? <AllJobsPopover column={column} /> : null}
    </div>
  );
}

function AllJobsPopover({ column }: { column: Extract<JobColumn, { kind: "jobs" }> }) {
  const [pressed, setPressed] = useState(false);
  const Popover = popoverModule.useModule(pressed);
  const triggerClassName = "rounded-md border border-gray-300 px-1.5 py-0.5 text-xs font-semibold text-gray-700 hover:bg-gray-50";
  const label = `Show all ${column.all.length} job posts`;
  if (!Popover) {
    // A plain button with the trigger's look and name stands in until the popover code arrives.
    return (
      <button
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        onClick={() => setPressed(true)}
      >
        +{column.more}
      </button>
    );
  }
  return (
    <Popover.Root defaultOpen={pressed}>
      <Popover.Trigger className={triggerClassName} aria-label={label}>
        +{column.more}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={6} className="z-50 max-h-72 w-72 overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 shadow-lg">
          <p className="px-1 pb-1.5 text-xs font-semibold text-gray-500">Job post access</p>
          <ul className="flex flex-col gap-1">
            {column.all.map((job) => (
              <JobChip key={job.id} title={job.title} label={job.label} />
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
