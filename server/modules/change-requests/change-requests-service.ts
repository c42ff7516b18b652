import { forbidden, invalidField } from "@/server/api/errors";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import type { PermissionCriteria } from "@/server/db/schema/member-permissions";
import { findUserById } from "@/server/modules/auth/user-state-service";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notify } from "@/server/modules/notifications/notify-service";
import {
  NAMED_REQUIREMENTS,
  PERMISSION_RULES,
  evaluatePermission,
  isJobScoped,
  jobScopeOf,
  type PermissionGrant,
  type PermissionResource,
  type RequestedAction,
} from "@/server/modules/permissions/permissions-contract";
import {
  assertMayGive,
  keepCompanyJobIds,
  memberGrants,
  replaceResourcePermissions,
  subjectOf,
  toAccessPermissions,
  type PermissionSubject,
  type PermissionWrite,
} from "@/server/modules/permissions/permissions-service";
import { TEAM_NOTIFICATION_TYPES } from "@/server/modules/team/team-schemas";
import type { z } from "zod";
import { accessAlreadyGranted, alreadyRequested, changeRequestNotFound, changeRequestNotPending, ownerHasFullAccess, ownerNotFound } from "./change-requests-errors";
import {
  CHANGE_REQUEST_RETRY_DAYS,
  type Approver,
  type ChangeRequest,
  type createChangeRequestSchema,
  type declineChangeRequestSchema,
  type grantChangeRequestSchema,
} from "./change-requests-schemas";
import {
  deleteChangeRequest,
  findChangeRequest,
  firstJobAdmin,
  firstOwner,
  insertChangeRequest,
  latestBlockingRequest,
  listChangeRequests,
  recordAnswer,
  type ChangeRequestRecord,
} from "./change-requests-queries";

// The team's to-dos on Home count the requests waiting for an answer.
export { countPendingChangeRequests } from "./change-requests-queries";

type CreateInput = z.output<typeof createChangeRequestSchema>;
type GrantInput = z.output<typeof grantChangeRequestSchema>;
type DeclineInput = z.output<typeof declineChangeRequestSchema>;

const RETRY_MS = CHANGE_REQUEST_RETRY_DAYS * 24 * 60 * 60 * 1000;

async function toChangeRequest(db: Executor, record: ChangeRequestRecord): Promise<ChangeRequest> {
  const { request, requester, responder } = record;
  const [described] = await toAccessPermissions(db, request.companyId, [
    { resource: request.resource, action: request.action, allowedCriteria: request.allowedCriteria },
  ]);
  return {
    id: request.id,
    companyId: request.companyId,
    type: "permission",
    note: request.note,
    data: {
      resource: request.resource,
      action: request.action as RequestedAction,
      allowedCriteria: described?.allowedCriteria ?? null,
      page: request.page,
    },
    status: request.status,
    requester,
    respondedBy: responder?.email ? { name: responder.name ?? "", email: responder.email } : null,
    respondedAt: request.respondedAt?.toISOString() ?? null,
    reRequestAt: new Date(request.updatedAt.getTime() + RETRY_MS).toISOString(),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/**
 * Whom a member asks for access (spec 6): the Job Admin (a member managing the job) for job posts,
 * otherwise, or when the job has none, the Admin.
 */
export async function findApprover(
  db: Executor,
  session: CompanySessionContext,
  resource: PermissionResource,
  jobId: string | undefined,
): Promise<Approver> {
  if (isJobScoped(resource) && jobId) {
    const admin = await firstJobAdmin(db, session.companyId, jobId, session.userCompanyId);
    if (admin) return { role: "jobAdmin", name: admin.name, email: admin.email };
  }
  const owner = await firstOwner(db, session.companyId);
  if (!owner) throw ownerNotFound();
  return { role: "owner", name: owner.name, email: owner.email };
}

/** Whether the subject already holds what is asked (for every listed job). */
function alreadyHolds(subject: PermissionSubject, resource: PermissionResource, action: RequestedAction, criteria: PermissionCriteria | null): boolean {
  if (criteria === null) return isJobScoped(resource) ? jobScopeOf(subject, resource, action).all : evaluatePermission(subject, resource, action);
  if (criteria.jobIds.length === 0) return false;
  return criteria.jobIds.every((jobId) => evaluatePermission(subject, resource, action, { jobId }));
}

/** POST /v1/job-portal/company/change-request. */
export async function createChangeRequest(db: Database, session: CompanySessionContext, input: CreateInput, now = new Date()): Promise<ChangeRequest> {
  if (session.role === "owner") throw ownerHasFullAccess();
  const { resource, action } = input.data;
  const criteria = input.data.allowedCriteria ? { jobIds: await keepCompanyJobIds(db, session.companyId, input.data.allowedCriteria.jobIds) } : null;
  if (alreadyHolds(await subjectOf(db, session), resource, action, criteria)) {
    throw accessAlreadyGranted();
  }
  const approver = await findApprover(db, session, resource, criteria?.jobIds[0]);
  const blocking = await latestBlockingRequest(db, {
    companyId: session.companyId,
    memberId: session.userCompanyId,
    resource,
    since: new Date(now.getTime() - RETRY_MS),
  });
  if (blocking) {
    const reRequestAt = new Date(blocking.updatedAt.getTime() + RETRY_MS).toISOString();
    throw alreadyRequested({ reRequestAt, approverEmail: approver.email, changeRequestId: blocking.id });
  }

  const id = await db.transaction(async (tx) => {
    const created = await insertChangeRequest(tx, {
      companyId: session.companyId,
      memberId: session.userCompanyId,
      type: input.type,
      note: input.note || null,
      resource,
      action,
      allowedCriteria: criteria,
      page: input.data.page ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const requester = await findUserById(tx, session.userId);
    const what = `${PERMISSION_RULES[resource].label} (${action})`;
    await queueEmail(tx, {
      to: approver.email,
      category: "access-request",
      subject: `${requester?.name ?? "A team member"} asked for access to ${PERMISSION_RULES[resource].label}`,
      text:
        `${requester?.name ?? "A team member"} (${requester?.email ?? ""}) asked for ${what} access` +
        (input.data.page ? ` from the page ${input.data.page.name}` : "") +
        `.\n\n${input.note ? `Their note: ${input.note}\n\n` : ""}Grant or decline it in Manage Team.`,
    });
    return created.id;
  });
  const record = await findChangeRequest(db, session.companyId, id);
  if (!record) throw changeRequestNotFound();
  return toChangeRequest(db, record);
}

/** DELETE /v1/job-portal/company/change-request/{id}: the requester withdraws a pending request. */
export async function cancelChangeRequest(db: Executor, session: CompanySessionContext, id: string): Promise<ChangeRequest> {
  const record = await findChangeRequest(db, session.companyId, id);
  if (!record || record.request.memberId !== session.userCompanyId) throw changeRequestNotFound();
  if (record.request.status !== "pending") throw changeRequestNotPending();
  await deleteChangeRequest(db, session.companyId, id);
  return toChangeRequest(db, record);
}

/** Who may answer a request: the Admin, a Team Editor, or for job posts a member managing every job asked for. */
function mayDecide(subject: PermissionSubject, request: ChangeRequestRecord["request"]): boolean {
  const team = NAMED_REQUIREMENTS.manageTeam;
  if (evaluatePermission(subject, team.resource, team.action)) return true;
  if (!isJobScoped(request.resource) || !request.allowedCriteria || request.allowedCriteria.jobIds.length === 0) return false;
  return request.allowedCriteria.jobIds.every((jobId) => evaluatePermission(subject, "jobPost", "manage", { jobId }));
}

/** GET /v1/job-portal/company/{id}/change-request: what the caller can answer, and the caller's own. */
export async function listCompanyChangeRequests(
  db: Executor,
  session: CompanySessionContext,
  status: ChangeRequestRecord["request"]["status"] | undefined,
): Promise<ChangeRequest[]> {
  const subject = await subjectOf(db, session);
  const records = await listChangeRequests(db, session.companyId, { status });
  const visible = records.filter(
    (record) => record.request.memberId === session.userCompanyId || mayDecide(subject, record.request),
  );
  return Promise.all(visible.map((record) => toChangeRequest(db, record)));
}

async function decidable(db: Executor, session: CompanySessionContext, id: string): Promise<ChangeRequestRecord> {
  const record = await findChangeRequest(db, session.companyId, id);
  if (!record) throw changeRequestNotFound();
  if (record.request.memberId === session.userCompanyId) throw forbidden("You cannot answer your own request");
  if (!mayDecide(await subjectOf(db, session), record.request)) {
    throw forbidden("Only the Admin, a Team Editor or the Job Admin can answer this request");
  }
  if (record.request.status !== "pending") throw changeRequestNotPending();
  return record;
}

/** The member's access after granting: per-job permissions gain the jobs; others are replaced. */
function grantedWrites(current: PermissionGrant[], write: PermissionWrite): PermissionWrite[] {
  if (!isJobScoped(write.resource)) return [write];
  const kept = current.filter((grant) => grant.resource === write.resource && grant.action !== "denied" && grant.action !== write.action);
  const same = current.find((grant) => grant.resource === write.resource && grant.action === write.action);
  let criteria = write.allowedCriteria;
  if (same && criteria !== null) {
    criteria = same.allowedCriteria === null ? null : { jobIds: [...new Set([...same.allowedCriteria.jobIds, ...criteria.jobIds])] };
  }
  return [...kept, { ...write, allowedCriteria: criteria }];
}

async function answer(
  db: Database,
  session: CompanySessionContext,
  record: ChangeRequestRecord,
  outcome: { status: "granted" | "declined"; note?: string; writes: PermissionWrite[] },
  now: Date,
): Promise<ChangeRequest> {
  const { request, requester } = record;
  const label = PERMISSION_RULES[request.resource].label;
  await db.transaction(async (tx) => {
    if (outcome.writes.length > 0) {
      await replaceResourcePermissions(tx, { companyId: session.companyId, memberId: request.memberId, entries: outcome.writes });
    }
    await recordAnswer(tx, session.companyId, request.id, {
      status: outcome.status,
      respondedByUserId: session.userId,
      respondedAt: now,
      responseNote: outcome.note ?? null,
      updatedAt: now,
    });
    const granted = outcome.status === "granted";
    await notify(tx, {
      recipientUserIds: [requester.userId],
      companyId: session.companyId,
      type: TEAM_NOTIFICATION_TYPES.userCompanyPermissionChangedReceived,
      category: "company",
      title: granted ? `You now have access to ${label}` : `Your request for ${label} was declined`,
      body: granted
        ? `Your request was granted. You can open ${request.page?.name ?? label} now.`
        : `Your request for ${label} access was declined${outcome.note ? `: ${outcome.note}` : "."} You can ask again in ${CHANGE_REQUEST_RETRY_DAYS} days.`,
      data: {
        userCompanyId: request.memberId,
        pageUrl: granted ? (request.page?.url ?? "/") : "/",
        pageName: granted ? (request.page?.name ?? label) : "Home",
      },
    });
  });
  const updated = await findChangeRequest(db, session.companyId, request.id);
  if (!updated) throw changeRequestNotFound();
  return toChangeRequest(db, updated);
}

/** POST /v1/job-portal/company/change-request/{id}/grant: gives the access and tells the requester. */
export async function grantChangeRequest(db: Database, session: CompanySessionContext, id: string, input: GrantInput, now = new Date()): Promise<ChangeRequest> {
  const record = await decidable(db, session, id);
  const { request } = record;
  const action = input.action ?? (request.action as RequestedAction);
  if (!PERMISSION_RULES[request.resource].editableActions.includes(action)) {
    const message = `${PERMISSION_RULES[request.resource].label} accepts ${PERMISSION_RULES[request.resource].editableActions.join(" or ")}`;
    throw invalidField("action", message);
  }
  const criteria =
    input.allowedCriteria === undefined
      ? request.allowedCriteria
      : input.allowedCriteria === null
        ? null
        : { jobIds: await keepCompanyJobIds(db, session.companyId, input.allowedCriteria.jobIds) };
  const write: PermissionWrite = { resource: request.resource, action, allowedCriteria: criteria ?? null };
  const current = await memberGrants(db, session.companyId, request.memberId);
  await assertMayGive(db, session, [write], [], "action");
  return answer(db, session, record, { status: "granted", writes: grantedWrites(current, write) }, now);
}

/** POST /v1/job-portal/company/change-request/{id}/decline. */
export async function declineChangeRequest(db: Database, session: CompanySessionContext, id: string, input: DeclineInput, now = new Date()): Promise<ChangeRequest> {
  const record = await decidable(db, session, id);
  return answer(db, session, record, { status: "declined", note: input.note || undefined, writes: [] }, now);
}
