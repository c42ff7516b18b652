"use client";

import { BriefcaseBusiness, ListPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { preloadDialog } from "@/components/ui/dialog";
import { AddToJobDialog } from "./add-to-job-dialog";
import { AddToListDialog } from "./add-to-list-dialog";

/** What can be done with the selected talents at once: add them to a list or to a job. Sticks to the bottom while scrolling. */
export function BulkActionsBar({ talentIds, onClear }: { talentIds: string[]; onClear: () => void }) {
  const [open, setOpen] = useState<"list" | "job" | null>(null);
  if (talentIds.length === 0 && open === null) return null;
  return (
    <div
      role="region"
      aria-label="Selected talents"
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
    >
      <p className="mr-auto text-sm font-medium text-gray-900" aria-live="polite">
        {talentIds.length} selected
      </p>
      <Button variant="secondary" size="sm" onMouseEnter={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen("list")}>
        <ListPlus className="size-4" aria-hidden />
        Add to list
      </Button>
      <Button size="sm" onMouseEnter={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen("job")}>
        <BriefcaseBusiness className="size-4" aria-hidden />
        Add to job
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
      <AddToListDialog
        open={open === "list"}
        talentIds={talentIds}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          onClear();
        }}
      />
      {/* The job dialog stays open on its answer (added / already in the job); the selection goes with it. */}
      <AddToJobDialog open={open === "job"} talentIds={talentIds} onClose={() => setOpen(null)} onDone={onClear} />
    </div>
  );
}
