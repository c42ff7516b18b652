"use client";

import { MoreHorizontal } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { dropdownMenuModule } from "@/components/layout/lazy-dropdown-menu";
import { jobPaths } from "@/lib/routes";
import type { JobListItem } from "@/server/modules/jobs/jobs-schemas";

const triggerClass =
  "grid size-9 shrink-0 place-items-center rounded-lg border border-gray-200 bg-white text-gray-600 hover:bg-gray-50 disabled:opacity-60";

const itemClass =
  "flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100";

export type JobMenuCommand = "publish" | "unpublish" | "close" | "duplicate" | "delete";

/** Only drafts that never went live and hold no applications can be deleted (the API says the same). */
export function isDeletableDraft(job: Pick<JobListItem, "status" | "publishedAt" | "applicantCount">): boolean {
  return job.status === "draft" && job.publishedAt === null && job.applicantCount === 0;
}

/**
 * A job's actions. Viewing ones (candidates) are for everyone who sees the job; changing ones only
 * when the API says the caller may edit it (`canEdit`), and duplicating when they may post a job.
 */
export function JobActionsMenu({
  job,
  alternateJobUrls,
  canPostAJob,
  companySlug,
  busy,
  onCommand,
}: {
  job: JobListItem;
  alternateJobUrls: boolean;
  canPostAJob: boolean;
  /** The company's careers page address; the link shows for published jobs when it is known. */
  companySlug: string | null;
  busy: boolean;
  onCommand: (command: JobMenuCommand) => void;
}) {
  const title = job.role.trim() || "Untitled job";
  const [pressed, setPressed] = useState(false);
  const DropdownMenu = dropdownMenuModule.useModule(pressed);
  const label = `Actions for ${title}`;

  // Radix's menu stays out of the page's first load: a plain trigger (same look and name) stands
  // in until the first press, which opens the menu as soon as it arrives.
  if (!DropdownMenu) {
    const preload = () => void dropdownMenuModule.preload().catch(() => undefined);
    return (
      <button
        type="button"
        className={triggerClass}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        disabled={busy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setPressed(true)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setPressed(true);
          }
        }}
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
    );
  }

  return (
    // Not modal: a confirmation dialog opens from an item, and a modal menu would leave the page inert.
    <DropdownMenu.Root modal={false} defaultOpen={pressed}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={label}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-40 min-w-52 rounded-lg border border-gray-200 bg-white p-1 shadow-lg">
          {job.canEdit ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={jobPaths.edit(job.id, alternateJobUrls)}>Edit</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={jobPaths.candidates(job.id)}>Candidates</Link>
          </DropdownMenu.Item>
          {companySlug && job.status === "published" ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={jobPaths.careersJob(companySlug, job.slug)} target="_blank" rel="noopener noreferrer">
                View careers page
              </a>
            </DropdownMenu.Item>
          ) : null}
          {job.canEdit ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={jobPaths.import(job.id)}>Import applicants</Link>
            </DropdownMenu.Item>
          ) : null}
          {job.canEdit ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
              {job.status === "published" ? (
                <>
                  <DropdownMenu.Item className={itemClass} onSelect={() => onCommand("unpublish")}>
                    Unpublish
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className={itemClass} onSelect={() => onCommand("close")}>
                    Close
                  </DropdownMenu.Item>
                </>
              ) : (
                <DropdownMenu.Item className={itemClass} onSelect={() => onCommand("publish")}>
                  Publish
                </DropdownMenu.Item>
              )}
            </>
          ) : null}
          {canPostAJob ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => onCommand("duplicate")}>
              Duplicate
            </DropdownMenu.Item>
          ) : null}
          {job.canEdit && isDeletableDraft(job) ? (
            <DropdownMenu.Item className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50`} onSelect={() => onCommand("delete")}>
              Delete
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
