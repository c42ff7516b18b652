import { and, asc, eq, lte, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { hrisAdmins, hrisCompanies, hrisJoinRequests } from "@/server/db/schema/hris";
import { users } from "@/server/db/schema/users";
import { hrisReRequestAt, HRIS_ACCESS_AREAS, type HrisAccessArea } from "./hris-contract";
import type { HrisAdmin, HrisCompany, HrisJoinRequest } from "./hris-schemas";

/**
 * The HRIS side's records, always reached through the caller's own company (the HRIS company is
 * found by our company id, never by an id the client names), so another tenant's rows are out of
 * reach by construction.
 */

export type HrisCompanyRow = typeof hrisCompanies.$inferSelect;
type AdminRow = typeof hrisAdmins.$inferSelect;
type JoinRequestRow = typeof hrisJoinRequests.$inferSelect;
type Person = { name: string; email: string };

export async function companyOf(db: Executor, companyId: string): Promise<{ id: string; name: string; emailDomain: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, emailDomain: companies.emailDomain })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function hrisCompanyOf(db: Executor, companyId: string): Promise<HrisCompanyRow | undefined> {
  const [row] = await db.select().from(hrisCompanies).where(eq(hrisCompanies.companyId, companyId));
  return row;
}

export function toHrisCompany(row: HrisCompanyRow): HrisCompany {
  return { id: row.id, name: row.name };
}

/** A Super Admin has every area whatever is stored; an admin's stored areas in the contract's order. */
function accessOf(row: AdminRow): HrisAccessArea[] {
  if (row.role === "superAdmin") return [...HRIS_ACCESS_AREAS];
  return HRIS_ACCESS_AREAS.filter((area) => row.access.includes(area));
}

export function toHrisAdmin(row: AdminRow, person: Person): HrisAdmin {
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.hrisCompanyId,
    role: row.role,
    access: accessOf(row),
    name: person.name,
    email: person.email,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toHrisJoinRequest(row: JoinRequestRow, person: Person, options: { now: Date; withEmails: boolean }): HrisJoinRequest {
  const reRequestAt = hrisReRequestAt(row.updatedAt);
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.hrisCompanyId,
    status: row.status,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    // Spec 9: a pending request may be sent again 3 days after its last update; an answered one
    // (denied, or approved and the admin since removed) after the same wait from the answer.
    canResend: options.now.getTime() >= reRequestAt.getTime() || row.status === "approved",
    reRequestAt: reRequestAt.toISOString(),
    emails: options.withEmails ? [{ email: person.email }] : [],
    name: person.name,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function adminOf(db: Executor, hrisCompanyId: string, userId: string): Promise<HrisAdmin | undefined> {
  const [row] = await db
    .select({ admin: hrisAdmins, name: users.name, email: users.email })
    .from(hrisAdmins)
    .innerJoin(users, eq(users.id, hrisAdmins.userId))
    .where(and(eq(hrisAdmins.hrisCompanyId, hrisCompanyId), eq(hrisAdmins.userId, userId)));
  return row ? toHrisAdmin(row.admin, row) : undefined;
}

export async function adminById(db: Executor, hrisCompanyId: string, adminId: string): Promise<HrisAdmin | undefined> {
  const [row] = await db
    .select({ admin: hrisAdmins, name: users.name, email: users.email })
    .from(hrisAdmins)
    .innerJoin(users, eq(users.id, hrisAdmins.userId))
    .where(and(eq(hrisAdmins.hrisCompanyId, hrisCompanyId), eq(hrisAdmins.id, adminId)));
  return row ? toHrisAdmin(row.admin, row) : undefined;
}

/** The company's admins, Super Admin first, then by when they joined. */
export async function listAdmins(db: Executor, hrisCompanyId: string): Promise<HrisAdmin[]> {
  const rows = await db
    .select({ admin: hrisAdmins, name: users.name, email: users.email })
    .from(hrisAdmins)
    .innerJoin(users, eq(users.id, hrisAdmins.userId))
    .where(eq(hrisAdmins.hrisCompanyId, hrisCompanyId))
    .orderBy(sql`${hrisAdmins.role} = 'superAdmin' desc`, asc(hrisAdmins.createdAt), asc(hrisAdmins.id));
  return rows.map((row) => toHrisAdmin(row.admin, row));
}

export async function superAdminsOf(db: Executor, hrisCompanyId: string): Promise<Array<Person & { userId: string }>> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(hrisAdmins)
    .innerJoin(users, eq(users.id, hrisAdmins.userId))
    .where(and(eq(hrisAdmins.hrisCompanyId, hrisCompanyId), eq(hrisAdmins.role, "superAdmin")));
}

export async function joinRequestOfUser(db: Executor, hrisCompanyId: string, userId: string) {
  const [row] = await db
    .select({ request: hrisJoinRequests, name: users.name, email: users.email })
    .from(hrisJoinRequests)
    .innerJoin(users, eq(users.id, hrisJoinRequests.userId))
    .where(and(eq(hrisJoinRequests.hrisCompanyId, hrisCompanyId), eq(hrisJoinRequests.userId, userId)));
  return row;
}

export async function joinRequestById(db: Executor, hrisCompanyId: string, id: string) {
  const [row] = await db
    .select({ request: hrisJoinRequests, name: users.name, email: users.email })
    .from(hrisJoinRequests)
    .innerJoin(users, eq(users.id, hrisJoinRequests.userId))
    .where(and(eq(hrisJoinRequests.hrisCompanyId, hrisCompanyId), eq(hrisJoinRequests.id, id)));
  return row;
}

/** Pending join requests, oldest first (the one waiting longest on top). */
export async function pendingJoinRequests(db: Executor, hrisCompanyId: string) {
  return db
    .select({ request: hrisJoinRequests, name: users.name, email: users.email })
    .from(hrisJoinRequests)
    .innerJoin(users, eq(users.id, hrisJoinRequests.userId))
    .where(and(eq(hrisJoinRequests.hrisCompanyId, hrisCompanyId), eq(hrisJoinRequests.status, "pending")))
    .orderBy(asc(hrisJoinRequests.updatedAt), asc(hrisJoinRequests.id));
}

// ---------------------------------------------------------------------------------------------
// Writes

type JoinRequestAnswer = { note: string | null; status: "pending"; source: JoinRequestRow["source"]; decidedByUserId: null; decidedAt: null; updatedAt: Date };

/** The user's first join request; undefined when they already have one. */
export async function insertJoinRequest(db: Executor, params: { hrisCompanyId: string; userId: string; createdAt: Date; values: JoinRequestAnswer }) {
  const [inserted] = await db
    .insert(hrisJoinRequests)
    .values({ hrisCompanyId: params.hrisCompanyId, userId: params.userId, createdAt: params.createdAt, ...params.values })
    .onConflictDoNothing()
    .returning({ id: hrisJoinRequests.id });
  return inserted;
}

/**
 * Sends the user's join request again, in one conditional UPDATE: only when it was approved (the
 * admin since removed) or last updated at or before `updatedBy`. Undefined when it may not be resent yet.
 */
export async function resendJoinRequest(db: Executor, params: { hrisCompanyId: string; userId: string; updatedBy: Date; values: JoinRequestAnswer }) {
  const [resent] = await db
    .update(hrisJoinRequests)
    .set(params.values)
    .where(
      and(
        eq(hrisJoinRequests.hrisCompanyId, params.hrisCompanyId),
        eq(hrisJoinRequests.userId, params.userId),
        or(eq(hrisJoinRequests.status, "approved"), lte(hrisJoinRequests.updatedAt, params.updatedBy)),
      ),
    )
    .returning({ id: hrisJoinRequests.id });
  return resent;
}

/** Answers a join request of the HRIS company, only while it is pending; undefined otherwise. */
export async function decidePendingJoinRequest(
  db: Executor,
  params: { hrisCompanyId: string; id: string; status: "approved" | "denied"; decidedByUserId: string; now: Date },
) {
  const [decided] = await db
    .update(hrisJoinRequests)
    .set({ status: params.status, decidedByUserId: params.decidedByUserId, decidedAt: params.now, updatedAt: params.now })
    .where(and(eq(hrisJoinRequests.id, params.id), eq(hrisJoinRequests.hrisCompanyId, params.hrisCompanyId), eq(hrisJoinRequests.status, "pending")))
    .returning({ userId: hrisJoinRequests.userId });
  return decided;
}

/** A new admin record; undefined when the user is already one, or when a Super Admin already exists (the one-Super-Admin index). */
export async function insertAdmin(db: Executor, values: typeof hrisAdmins.$inferInsert) {
  const [admin] = await db.insert(hrisAdmins).values(values).onConflictDoNothing().returning({ id: hrisAdmins.id });
  return admin;
}

export async function updateAdminAccess(db: Executor, params: { hrisCompanyId: string; id: string; access: HrisAccessArea[]; now: Date }): Promise<void> {
  await db
    .update(hrisAdmins)
    .set({ access: params.access, updatedAt: params.now })
    .where(and(eq(hrisAdmins.id, params.id), eq(hrisAdmins.hrisCompanyId, params.hrisCompanyId)));
}

/** Deletes an admin of the HRIS company, never a Super Admin; undefined when nothing was deleted. */
export async function deleteAdmin(db: Executor, params: { hrisCompanyId: string; id: string }) {
  const [removed] = await db
    .delete(hrisAdmins)
    .where(and(eq(hrisAdmins.id, params.id), eq(hrisAdmins.hrisCompanyId, params.hrisCompanyId), eq(hrisAdmins.role, "admin")))
    .returning({ id: hrisAdmins.id });
  return removed;
}

/** The company's HRIS company; undefined when it already has one (unique per company). */
export async function insertHrisCompany(db: Executor, values: typeof hrisCompanies.$inferInsert): Promise<HrisCompanyRow | undefined> {
  const [created] = await db.insert(hrisCompanies).values(values).onConflictDoNothing().returning();
  return created;
}
