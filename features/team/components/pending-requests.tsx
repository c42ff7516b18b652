"use client";

import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/error-display";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/format/date";
import type { ChangeRequest } from "@/server/modules/change-requests/change-requests-schemas";
import { PERMISSION_RULES, actionLabel } from "@/server/modules/permissions/permissions-contract";
import type { Member } from "@/server/modules/team/team-schemas";
import { useAnswerChangeRequest } from "../api/answer-change-request";
import { usePendingChangeRequests } from "../api/get-change-requests";
import { useMembers } from "../api/get-members";
import { useRemoveMember } from "../api/remove-member";
import { useUpdateMember } from "../api/update-member";
import type { TeamViewer } from "../lib/team-viewer";
import { MemberAvatar } from "./member-avatar";

function requestedAccess(request: ChangeRequest): string {
  const { resource, action } = request.data;
  return `${PERMISSION_RULES[resource].label}: ${actionLabel(resource, action)}`;
}

function AccessRequestRow({ request, companyId }: { request: ChangeRequest; companyId: string }) {
  const answer = useAnswerChangeRequest(companyId);
  const respond = async (decision: "grant" | "decline") => {
    try {
      await answer.mutateAsync({ id: request.id, answer: decision });
      toast.success({
        title: decision === "grant" ? "Access granted" : "Request declined",
        subtitle: `${request.requester.name} has been told.`,
      });
    } catch (error) {
      toastError(error);
    }
  };
  const busy = answer.isPending ? answer.variables?.answer : undefined;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center" data-change-request-id={request.id}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">
          {request.requester.name} <span className="font-normal text-gray-600">({request.requester.email})</span>
        </p>
        <p className="text-sm text-gray-700">
          Asks for <span className="font-medium">{requestedAccess(request)}</span>
          {request.data.page ? <span className="text-gray-500"> · from {request.data.page.name}</span> : null}
        </p>
        {request.note ? <p className="mt-1 text-sm break-words text-gray-600 italic">“{request.note}”</p> : null}
        <p className="mt-1 text-xs text-gray-500">Asked {formatDateTime(request.createdAt)}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" variant="secondary" loading={busy === "decline"} disabled={answer.isPending} onClick={() => void respond("decline")} aria-label={`Decline ${request.requester.name}'s request`}>
          Decline
        </Button>
        <Button type="button" size="sm" loading={busy === "grant"} disabled={answer.isPending} onClick={() => void respond("grant")} aria-label={`Grant ${request.requester.name}'s request`}>
          Grant
        </Button>
      </div>
    </li>
  );
}

function JoinRequestRow({ member, companyId }: { member: Member; companyId: string }) {
  const accept = useUpdateMember(companyId);
  const decline = useRemoveMember(companyId);
  const run = async (decision: "accept" | "decline") => {
    try {
      if (decision === "accept") await accept.mutateAsync({ userId: member.userId, input: { status: "active" } });
      else await decline.mutateAsync(member.id);
      toast.success({
        title: decision === "accept" ? "Join request accepted" : "Join request declined",
        subtitle: decision === "accept" ? `${member.name} is now a member. Give them access with Edit.` : `${member.name} has been told.`,
      });
    } catch (error) {
      toastError(error);
    }
  };
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center" data-join-request-email={member.email}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <MemberAvatar name={member.name} pictureUrl={member.profile.profilePictureUrl} />
        <div className="min-w-0">
          <p className="font-medium text-gray-900">
            {member.name} <span className="font-normal text-gray-600">({member.email})</span>
          </p>
          <p className="text-xs text-gray-500">Asked to join {formatDateTime(member.createdAt)}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" variant="secondary" loading={decline.isPending} disabled={busy} onClick={() => void run("decline")} aria-label={`Decline ${member.name}'s join request`}>
          Decline
        </Button>
        <Button type="button" size="sm" loading={accept.isPending} disabled={busy} onClick={() => void run("accept")} aria-label={`Accept ${member.name}'s join request`}>
          Accept
        </Button>
      </div>
    </li>
  );
}

/**
 * What waits for the Admin (or a Team Editor, or a Job Admin for job posts): access requests to
 * grant or decline, and people asking to join. Nothing is shown when nothing waits.
 */
export function PendingRequests({ viewer }: { viewer: TeamViewer }) {
  const changeRequests = usePendingChangeRequests(viewer.companyId);
  const joinRequests = useMembers(viewer.companyId, { status: ["pending"], limit: 100 });
  const accessRequests = (changeRequests.data ?? []).filter((request) => request.requester.userCompanyId !== viewer.userCompanyId);
  const joins = viewer.canManageTeam ? (joinRequests.data?.docs ?? []) : [];

  if (changeRequests.isPending) return <Spinner className="py-4" label="Loading requests..." />;
  const error = changeRequests.error ?? (viewer.canManageTeam ? joinRequests.error : null);
  return (
    <>
      {error ? <QueryError error={error} /> : null}
      {accessRequests.length > 0 ? (
        <RequestSection id="access-requests-heading" title="Access requests" count={accessRequests.length}>
          {accessRequests.map((request) => (
            <AccessRequestRow key={request.id} request={request} companyId={viewer.companyId} />
          ))}
        </RequestSection>
      ) : null}
      {joins.length > 0 ? (
        <RequestSection id="join-requests-heading" title="Join requests" count={joins.length}>
          {joins.map((member) => (
            <JoinRequestRow key={member.id} member={member} companyId={viewer.companyId} />
          ))}
        </RequestSection>
      ) : null}
    </>
  );
}

/** A titled list of requests waiting for an answer, with their count beside the title. */
function RequestSection({ id, title, count, children }: { id: string; title: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold text-gray-900">
        {title} <span className="ml-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{count}</span>
      </h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}
