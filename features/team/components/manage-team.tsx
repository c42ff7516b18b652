"use client";

import { Info } from "lucide-react";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import type { TeamViewer } from "../lib/team-viewer";
import { InviteDialog } from "./invite-dialog";
import { InvitedTable } from "./invited-table";
import { MembersTable } from "./members-table";
import { PendingRequests } from "./pending-requests";

/**
 * Manage Team (spec 2.9): what waits for an answer, the members with their access, and the people
 * invited. Someone with Team view only sees it all read-only, told so in spec 6's words.
 */
export function ManageTeam({ viewer, focusMemberId }: { viewer: TeamViewer; focusMemberId?: string | null }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Manage Team</h1>
        {viewer.canManageTeam ? <InviteDialog /> : null}
      </div>
      {!viewer.canManageTeam ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {PERMISSION_MESSAGES.viewOnly}
        </p>
      ) : null}
      <PendingRequests viewer={viewer} />
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-base font-semibold text-gray-900">
          Members
        </h2>
        <MembersTable viewer={viewer} focusMemberId={focusMemberId} />
      </section>
      <section aria-labelledby="invited-heading" className="flex flex-col gap-3">
        <h2 id="invited-heading" className="text-base font-semibold text-gray-900">
          Invited
        </h2>
        <InvitedTable canManageTeam={viewer.canManageTeam} />
      </section>
    </div>
  );
}
