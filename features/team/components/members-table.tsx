"use client";

import { Info, Pencil, Search, Trash2, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { MANAGE_TEAM_COLUMNS, PERMISSION_MESSAGES, ROLE_LABELS, actionLabel } from "@/server/modules/permissions/permissions-contract";
import type { Member } from "@/server/modules/team/team-schemas";
import { MEMBERS_PAGE_SIZE, useMembers } from "../api/get-members";
import { accessCellLabel, isViewOnlyTalentAccess, jobColumnOf, storedAction } from "../lib/access-model";
import type { TeamViewer } from "../lib/team-viewer";
import { EditAccessDialog } from "./edit-access-dialog";
import { JobAccessCell } from "./job-access-cell";
import { MemberAvatar } from "./member-avatar";
import { RemoveMemberDialog } from "./remove-member-dialog";

const ACCESS_COLUMNS = MANAGE_TEAM_COLUMNS.filter((column) => column.resource !== null && column.resource !== "jobPost");

function teamRoleOf(member: Member): string | null {
  if (member.role === "owner") return null;
  const action = storedAction(member.accessPermissions, "userCompany");
  return action === "view" || action === "manage" ? `Team ${actionLabel("userCompany", action)}` : null;
}

function MemberCell({ member, isSelf }: { member: Member; isSelf: boolean }) {
  const teamRole = teamRoleOf(member);
  return (
    <div className="flex items-center gap-3">
      <MemberAvatar name={member.name} pictureUrl={member.profile.profilePictureUrl} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-1.5 font-medium text-gray-900">
          <span className="truncate">{member.name}</span>
          {member.role === "owner" ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{ROLE_LABELS.owner}</span> : null}
          {isSelf ? <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">You</span> : null}
        </p>
        <p className="truncate text-xs text-gray-600">{member.email}</p>
        {member.jobTitle || teamRole ? <p className="truncate text-xs text-gray-500">{[member.jobTitle, teamRole].filter(Boolean).join(" · ")}</p> : null}
      </div>
    </div>
  );
}

function AccessCell({ member, resource, isSelf }: { member: Member; resource: (typeof ACCESS_COLUMNS)[number]["resource"]; isSelf: boolean }) {
  const label = accessCellLabel(member, resource);
  const viewOnly = isSelf && isViewOnlyTalentAccess(member, resource);
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", label === "Denied" ? "text-gray-500" : "font-medium text-gray-900")}>
      {label}
      {viewOnly ? (
        <span className="inline-flex items-center" title={PERMISSION_MESSAGES.viewOnly}>
          <Info className="size-3.5 text-amber-500" aria-hidden />
          <span className="sr-only">{PERMISSION_MESSAGES.viewOnly}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The members table of spec 2.9: Member, Talent Database, Talent Search, Create Job, Analytics and
 * Access Per Job Post, labelled from the rule table. Whoever runs the team edits and removes
 * members here; on a phone the table scrolls sideways.
 */
export function MembersTable({ viewer, focusMemberId }: { viewer: TeamViewer; focusMemberId?: string | null }) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const members = useMembers(viewer.companyId, { status: ["active"], search: query || undefined, page, limit: MEMBERS_PAGE_SIZE });
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const focusedRef = useRef<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const canEdit = (member: Member) => viewer.canManageTeam && member.role !== "owner" && member.id !== viewer.userCompanyId;

  // `?userCompanyId=` opens that member: the row is brought into view, and its editor opened for
  // someone allowed to edit it (never the Admin's row or one's own) until it is closed.
  const [focusDismissed, setFocusDismissed] = useState(false);
  const focusMember = focusMemberId ? members.data?.docs.find((doc) => doc.id === focusMemberId) : undefined;
  const shownEditing = editing ?? (focusMember && !focusDismissed && canEdit(focusMember) ? focusMember : null);
  useEffect(() => {
    if (!focusMember || focusedRef.current === focusMember.id) return;
    focusedRef.current = focusMember.id;
    document.getElementById(`member-${focusMember.id}`)?.scrollIntoView?.({ block: "center" });
  }, [focusMember]);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search by name or email" aria-label="Search members" className="pl-9" />
      </div>
      {members.isPending ? (
        <Spinner className="py-6" />
      ) : members.isError ? (
        <QueryError error={members.error} />
      ) : members.data.docs.length === 0 ? (
        <EmptyState icon={Users} title={query ? "No members match your search" : "No members yet"}>
          {query ? "Try another name or email." : "Invite your team to share the hiring work."}
        </EmptyState>
      ) : (
        <>
          {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
          <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white" role="region" aria-label="Members table" tabIndex={0}>
            <table className="w-full min-w-[960px] text-left text-sm">
              <thead className="bg-gray-50 text-xs font-semibold text-gray-600">
                <tr>
                  {MANAGE_TEAM_COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className={cn("px-4 py-3", column.key === "member" && "sticky left-0 z-10 bg-gray-50")}>
                      {column.label}
                    </th>
                  ))}
                  {viewer.canManageTeam ? (
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {members.data.docs.map((member) => {
                  const isSelf = member.id === viewer.userCompanyId;
                  const focused = member.id === focusMemberId;
                  return (
                    <tr key={member.id} id={`member-${member.id}`} data-member-email={member.email} className={cn("align-top", focused && "bg-brand-50/60")}>
                      <th scope="row" className={cn("sticky left-0 z-10 px-4 py-3 text-left font-normal", focused ? "bg-brand-50" : "bg-white")}>
                        <MemberCell member={member} isSelf={isSelf} />
                      </th>
                      {ACCESS_COLUMNS.map((column) => (
                        <td key={column.key} className="px-4 py-3">
                          <AccessCell member={member} resource={column.resource} isSelf={isSelf} />
                        </td>
                      ))}
                      <td className="px-4 py-3">
                        <JobAccessCell column={jobColumnOf(member, viewer.isOwner)} onGiveAccess={canEdit(member) ? () => setEditing(member) : undefined} />
                      </td>
                      {viewer.canManageTeam ? (
                        <td className="px-4 py-3">
                          {canEdit(member) ? (
                            <div className="flex justify-end gap-1">
                              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(member)} aria-label={`Edit access of ${member.name}`}>
                                <Pencil className="size-4" aria-hidden />
                                Edit
                              </Button>
                              <Button type="button" size="sm" variant="ghostDanger" onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
                                <Trash2 className="size-4" aria-hidden />
                                Remove
                              </Button>
                            </div>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {members.data.totalPages > 1 ? (
            <nav className="flex items-center justify-between gap-3 text-sm text-gray-600" aria-label="Members pages">
              <span>
                Page {members.data.page} of {members.data.totalPages} · {members.data.totalDocs} members
              </span>
              <span className="flex gap-2">
                <Button type="button" size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Button type="button" size="sm" variant="secondary" disabled={!members.data.hasNextPage} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </span>
            </nav>
          ) : null}
        </>
      )}
      <EditAccessDialog
        member={shownEditing}
        companyId={viewer.companyId}
        onOpenChange={(open) => {
          if (open) return;
          setEditing(null);
          setFocusDismissed(true);
        }}
      />
      <RemoveMemberDialog member={removing} companyId={viewer.companyId} onOpenChange={(open) => (open ? undefined : setRemoving(null))} />
    </div>
  );
}
