import { and, asc, eq, sql } from "drizzle-orm";
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
