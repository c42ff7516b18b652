import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyMembers } from "@/server/db/schema/companies";
import { companyChangeRequests } from "@/server/db/schema/company-change-requests";
import { memberPermissions } from "@/server/db/schema/member-permissions";
import { users } from "@/server/db/schema/users";
import type { PermissionResource } from "@/server/modules/permissions/permissions-contract";

export type ChangeRequestRow = typeof companyChangeRequests.$inferSelect;
export type ChangeRequestRecord = {
  request: ChangeRequestRow;
  requester: { userCompanyId: string; userId: string; name: string; email: string };
  responder: { name: string | null; email: string | null } | null;
};

const responders = alias(users, "responders");

function selectRecords(db: Executor) {
  return db
    .select({
      request: companyChangeRequests,
      requester: { userCompanyId: companyMembers.id, userId: users.id, name: users.name, email: users.email },
      responder: { name: responders.name, email: responders.email },
    })
    .from(companyChangeRequests)
    .innerJoin(companyMembers, eq(companyMembers.id, companyChangeRequests.memberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(responders, eq(responders.id, companyChangeRequests.respondedByUserId));
}

export async function findChangeRequest(db: Executor, companyId: string, id: string): Promise<ChangeRequestRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(eq(companyChangeRequests.companyId, companyId), eq(companyChangeRequests.id, id)))
    .limit(1);
  return row;
}

export async function insertChangeRequest(db: Executor, request: typeof companyChangeRequests.$inferInsert): Promise<{ id: string }> {
  const [created] = await db.insert(companyChangeRequests).values(request).returning({ id: companyChangeRequests.id });
  return created!;
}

export async function deleteChangeRequest(db: Executor, companyId: string, id: string): Promise<void> {
  await db.delete(companyChangeRequests).where(and(eq(companyChangeRequests.companyId, companyId), eq(companyChangeRequests.id, id)));
}

/** The answer to a request: granted or declined, by whom and when. */
export async function recordAnswer(
  db: Executor,
  companyId: string,
  id: string,
  answer: Pick<ChangeRequestRow, "status" | "respondedByUserId" | "respondedAt" | "responseNote" | "updatedAt">,
): Promise<void> {
  await db.update(companyChangeRequests).set(answer).where(and(eq(companyChangeRequests.companyId, companyId), eq(companyChangeRequests.id, id)));
}

/** The company's requests, newest first (bounded: members × resources stay small). */
export function listChangeRequests(
  db: Executor,
  companyId: string,
  filter: { status?: ChangeRequestRow["status"]; memberId?: string },
): Promise<ChangeRequestRecord[]> {
  return selectRecords(db)
    .where(
      and(
        eq(companyChangeRequests.companyId, companyId),
        filter.status ? eq(companyChangeRequests.status, filter.status) : undefined,
        filter.memberId ? eq(companyChangeRequests.memberId, filter.memberId) : undefined,
      ),
    )
    .orderBy(desc(companyChangeRequests.createdAt), desc(companyChangeRequests.id))
    .limit(500);
}

/** The member's latest request for a resource that still blocks a new one (pending or declined, updated since). */
export async function latestBlockingRequest(
  db: Executor,
  input: { companyId: string; memberId: string; resource: PermissionResource; since: Date },
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(companyChangeRequests)
    .where(
      and(
        eq(companyChangeRequests.companyId, input.companyId),
        eq(companyChangeRequests.memberId, input.memberId),
        eq(companyChangeRequests.resource, input.resource),
        inArray(companyChangeRequests.status, ["pending", "declined"]),
        gt(companyChangeRequests.updatedAt, input.since),
      ),
    )
    .orderBy(desc(companyChangeRequests.updatedAt))
    .limit(1);
  return row;
}

export type Contact = { userId: string; name: string; email: string };

/** The company's first active owner. */
export async function firstOwner(db: Executor, companyId: string): Promise<Contact | undefined> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner"), eq(companyMembers.status, "active")))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(1);
  return row;
}

/** A member (not the asker) who manages the job: its Job Admin. */
export async function firstJobAdmin(db: Executor, companyId: string, jobId: string, exceptMemberId: string): Promise<Contact | undefined> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberPermissions)
    .innerJoin(companyMembers, eq(companyMembers.id, memberPermissions.memberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(memberPermissions.companyId, companyId),
        eq(memberPermissions.resource, "jobPost"),
        eq(memberPermissions.action, "manage"),
        eq(companyMembers.status, "active"),
        eq(companyMembers.role, "member"),
        ne(companyMembers.id, exceptMemberId),
        or(isNull(memberPermissions.allowedCriteria), sql`${memberPermissions.allowedCriteria} @> ${JSON.stringify({ jobIds: [jobId] })}::jsonb`),
      ),
    )
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(1);
  return row;
}

/** How many access requests of the company's members wait for an answer. */
export async function countPendingChangeRequests(db: Executor, companyId: string): Promise<number> {
  const [requests] = await db
    .select({ value: count() })
    .from(companyChangeRequests)
    .where(and(eq(companyChangeRequests.companyId, companyId), eq(companyChangeRequests.status, "pending")));
  return requests?.value ?? 0;
}
