import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { findUserById } from "@/server/modules/auth/user-state-service";
import type { z } from "zod";
import { HRIS_DEFAULT_ADMIN_ACCESS, type HrisAccessArea } from "./hris-contract";
import { joinRequestNotPending, lastSuperAdmin, notSuperAdmin, recordNotFound, superAdminAccessFixed } from "./hris-errors";
import { HRIS_EVENTS, recordHrisEvent, tellRequesterOfAnswer } from "./hris-notices";
import {
  adminById,
  adminOf,
  decidePendingJoinRequest,
  deleteAdmin,
  hrisCompanyOf,
  insertAdmin,
  joinRequestById,
  listAdmins,
  pendingJoinRequests,
  toHrisCompany,
  toHrisJoinRequest,
  updateAdminAccess,
  type HrisCompanyRow,
} from "./hris-queries";
import type { HrisAccessOverview, HrisAdmin, HrisJoinRequest, hrisAdminAccessPayloadSchema, hrisDecisionPayloadSchema } from "./hris-schemas";

/**
 * The built-in HRIS console's access page (spec 2.3 HRIS SETTINGS › Access): a Super Admin answers
 * join requests, sets admins' access and removes admins. Records are reached only through the
 * caller's own HRIS company; an id of another company's record answers 404.
 */

export type ConsoleMe = { user: { id: string; name: string; email: string }; company: { id: string; name: string } | null; admin: HrisAdmin | null };

/** Who the console's visitor is: their account, their company's HRIS company and their admin record. */
export async function consoleMe(db: Executor, session: CompanySessionContext): Promise<ConsoleMe> {
  const user = await findUserById(db, session.userId);
  const hrisCompany = await hrisCompanyOf(db, session.companyId);
  const admin = hrisCompany ? await adminOf(db, hrisCompany.id, session.userId) : undefined;
  return {
    user: { id: session.userId, name: user?.name ?? "", email: user?.email ?? "" },
    company: hrisCompany ? toHrisCompany(hrisCompany) : null,
    admin: admin ?? null,
  };
}

/** The caller's HRIS company, when they are its Super Admin; 403 otherwise. */
async function superAdminCompany(db: Executor, session: CompanySessionContext): Promise<{ company: HrisCompanyRow; me: HrisAdmin }> {
  const company = await hrisCompanyOf(db, session.companyId);
  const me = company ? await adminOf(db, company.id, session.userId) : undefined;
  if (!company || me?.role !== "superAdmin") throw notSuperAdmin();
  return { company, me };
}

export async function accessOverview(db: Executor, session: CompanySessionContext, now = new Date()): Promise<HrisAccessOverview> {
  const { company } = await superAdminCompany(db, session);
  const [requests, admins] = [await pendingJoinRequests(db, company.id), await listAdmins(db, company.id)];
  return {
    company: toHrisCompany(company),
    pendingRequests: requests.map((row) => toHrisJoinRequest(row.request, row, { now, withEmails: true })),
    admins,
  };
}

/**
 * Approve or deny a pending join request. The status moves only from pending (one conditional
 * UPDATE, so two Super Admin tabs answering at once give one answer); approval creates the admin
 * record in the same transaction; the requester is mailed and notified.
 */
export async function decideJoinRequest(
  db: Database,
  session: CompanySessionContext,
  input: { id: string; approve: boolean; payload: z.output<typeof hrisDecisionPayloadSchema> },
  now = new Date(),
): Promise<HrisJoinRequest> {
  const { company, me } = await superAdminCompany(db, session);
  const found = await joinRequestById(db, company.id, input.id);
  if (!found) throw recordNotFound();
  await db.transaction(async (tx) => {
    const decided = await decidePendingJoinRequest(tx, {
      hrisCompanyId: company.id,
      id: found.request.id,
      status: input.approve ? "approved" : "denied",
      decidedByUserId: session.userId,
      now,
    });
    if (!decided) throw joinRequestNotPending();
    if (input.approve) {
      const access = input.payload.access ?? [...HRIS_DEFAULT_ADMIN_ACCESS];
      await insertAdmin(tx, { hrisCompanyId: company.id, userId: decided.userId, role: "admin", access, source: "joinRequest", createdAt: now, updatedAt: now });
    }
    await tellRequesterOfAnswer(tx, {
      companyId: session.companyId,
      requester: { userId: found.request.userId, name: found.name, email: found.email },
      approved: input.approve,
      decidedBy: me.name,
    });
    await recordHrisEvent(tx, input.approve ? HRIS_EVENTS.accessApproved : HRIS_EVENTS.accessDenied, session, {
      hrisCompanyId: company.id,
      joinRequestId: found.request.id,
      requesterUserId: found.request.userId,
    });
  });
  const after = await joinRequestById(db, company.id, input.id);
  if (!after) throw recordNotFound();
  return toHrisJoinRequest(after.request, after, { now, withEmails: true });
}

/** A Super Admin sets an admin's access (spec 6); the Super Admin's own is always everything. */
export async function setAdminAccess(
  db: Database,
  session: CompanySessionContext,
  input: { id: string; payload: z.output<typeof hrisAdminAccessPayloadSchema> },
  now = new Date(),
): Promise<HrisAdmin> {
  const { company } = await superAdminCompany(db, session);
  const admin = await adminById(db, company.id, input.id);
  if (!admin) throw recordNotFound();
  if (admin.role === "superAdmin") throw superAdminAccessFixed();
  const access: HrisAccessArea[] = [...new Set(input.payload.access)];
  await db.transaction(async (tx) => {
    await updateAdminAccess(tx, { hrisCompanyId: company.id, id: admin.id, access, now });
    await recordHrisEvent(tx, HRIS_EVENTS.adminAccessChanged, session, { hrisCompanyId: company.id, adminUserId: admin.userId, access: access.join(",") });
  });
  return (await adminById(db, company.id, admin.id)) ?? admin;
}

/**
 * Removes an admin. The Super Admin is never removed (one per company, spec 6: someone must keep
 * unrestricted access); the DELETE itself also spares Super Admins, so no race can remove one.
 */
export async function removeAdmin(db: Database, session: CompanySessionContext, id: string): Promise<HrisAdmin> {
  const { company } = await superAdminCompany(db, session);
  const admin = await adminById(db, company.id, id);
  if (!admin) throw recordNotFound();
  if (admin.role === "superAdmin") throw lastSuperAdmin();
  await db.transaction(async (tx) => {
    const removed = await deleteAdmin(tx, { hrisCompanyId: company.id, id: admin.id });
    if (!removed) throw recordNotFound();
    await recordHrisEvent(tx, HRIS_EVENTS.adminRemoved, session, { hrisCompanyId: company.id, adminUserId: admin.userId });
  });
  return admin;
}
