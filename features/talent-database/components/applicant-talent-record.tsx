"use client";

import { ChevronDown, Database, Send } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { formatDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { talentDatabasePaths } from "../lib/talent-database-paths";
import { TalentNotes } from "./talent-notes";

export type ApplicantInvitation = { invitedAt: string; invitedBy: { name: string | null } };

/** What the member may do in the Talent Database (null: nothing, or the database is hidden). */
export type TalentDatabaseAccess = "manage" | "view" | null;

/** The team's notes on the talent, opened on demand (they are fetched only then). */
function NotesDisclosure({ talentId, canManage }: { talentId: string; canManage: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5 font-medium text-gray-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
        Team notes on this talent
      </button>
      {open ? (
        <div id={panelId} className="mt-3 flex flex-col gap-3">
          {!canManage ? (
            <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {PERMISSION_MESSAGES.viewOnly}
            </p>
          ) : null}
          <TalentNotes talentId={talentId} canManage={canManage} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * "With your company" on an applicant's page: whether the application answered a Talent Search
 * invitation (who invited, and when), the way to the talent's record in the Talent Database (for
 * those who manage it), and the team's notes on the talent (read-only for view-only members).
 */
export function ApplicantTalentRecord({ talentId, invitation, access }: { talentId: string | null; invitation: ApplicantInvitation | null; access: TalentDatabaseAccess }) {
  const talent = access && talentId ? talentId : null;
  if (!invitation && !talent) return null;
  return (
    <section aria-label="With your company" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm">
      {invitation ? (
        <p className="inline-flex items-center gap-2 text-gray-800">
          <Send className="size-4 text-brand-700" aria-hidden />
          {`Invited via Talent Search by ${invitation.invitedBy.name ?? "a former member"} on ${formatDate(invitation.invitedAt)}`}
        </p>
      ) : null}
      {talent && access === "manage" ? (
        <Link href={talentDatabasePaths.talent(talent)} className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline">
          <Database className="size-4" aria-hidden />
          Open in Talent Database
        </Link>
      ) : null}
      {talent ? <NotesDisclosure talentId={talent} canManage={access === "manage"} /> : null}
    </section>
  );
}
