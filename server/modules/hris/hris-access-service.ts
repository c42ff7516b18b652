import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { findUserById } from "@/server/modules/auth/user-state-service";
import type { z } from "zod";
import { HRIS_ACCESS_AREAS, HRIS_RESEND_AFTER_MS, hrisReRequestAt } from "./hris-contract";
import { adminNotFound, alreadyAdmin, hrisCompanyNotFound, joinRequestAlreadySent, joinRequestNotFound, notYours, superAdminExists } from "./hris-errors";
import { HRIS_EVENTS, recordHrisEvent, tellSuperAdminsOfRequest } from "./hris-notices";
import {
  adminOf,
  companyOf,
  hrisCompanyOf,
  insertAdmin,
  insertHrisCompany,
  insertJoinRequest,
  joinRequestOfUser,
  resendJoinRequest,
  superAdminsOf,
  toHrisCompany,
  toHrisJoinRequest,
  type HrisCompanyRow,
} from "./hris-queries";
import type {
  HrisAdmin,
  HrisCompany,
  HrisJoinRequest,
  hrisCompanyQuerySchema,
  hrisCreateAdminPayloadSchema,
  hrisJoinRequestPayloadSchema,
} from "./hris-schemas";

/**
 * The five /v2/hris endpoints of spec 7.4, as the portal's switcher calls them (spec 4). The caller
 * reads and writes only their own records, for their own company: another user's id answers 403,
 * another company's domain 403 and its HRIS company id 404, and none of them reveals anything.
 */


function assertSelf(session: CompanySessionContext, userId: string, what: string): void {
  if (userId.toLowerCase() !== session.userId.toLowerCase()) throw notYours(what);
}

/** GET /v2/hris/company/one?email_domain_eq= : the HRIS company of the caller's own email domain. */
export async function findHrisCompany(
  db: Executor,
  session: CompanySessionContext,
  query: z.output<typeof hrisCompanyQuerySchema>,
): Promise<HrisCompany> {
  const company = await companyOf(db, session.companyId);
  if (!company || company.emailDomain.toLowerCase() !== query.email_domain_eq) throw notYours("look up your own company's email domain");
  const hrisCompany = await hrisCompanyOf(db, session.companyId);
  if (!hrisCompany) throw hrisCompanyNotFound();
  return toHrisCompany(hrisCompany);
}

/** GET /v2/hris/admin/one?user_id_eq= : the caller's own admin record in their company's HRIS. */
export async function findHrisAdmin(db: Executor, session: CompanySessionContext, userId: string): Promise<HrisAdmin> {
  assertSelf(session, userId, "look up your own HRIS admin record");
  const hrisCompany = await hrisCompanyOf(db, session.companyId);
  const admin = hrisCompany ? await adminOf(db, hrisCompany.id, session.userId) : undefined;
  if (!admin) throw adminNotFound();
  return admin;
}

/** GET /v2/hris/joinrequest/one?user_id_eq=&with=emails : the caller's own join request. */
export async function findJoinRequest(
  db: Executor,
  session: CompanySessionContext,
  input: { userId: string; withEmails: boolean },
  now = new Date(),
): Promise<HrisJoinRequest> {
  assertSelf(session, input.userId, "read your own HRIS access request");
  const hrisCompany = await hrisCompanyOf(db, session.companyId);
  const row = hrisCompany ? await joinRequestOfUser(db, hrisCompany.id, session.userId) : undefined;
  if (!row) throw joinRequestNotFound();
  return toHrisJoinRequest(row.request, row, { now, withEmails: input.withEmails });
}

/**
 * POST /v2/hris/joinrequest/one: asks the Super Admin for access, or asks again once the last
 * request may be resent (spec 9: 3 days after its last update, pending or denied; at once when it
 * was approved and the admin since removed). The resend is one conditional UPDATE, so two sends at
 * once cannot both pass the 3-day rule.
 */
export async function createJoinRequest(
  db: Database,
  session: CompanySessionContext,
  input: z.output<typeof hrisJoinRequestPayloadSchema>,
  now = new Date(),
): Promise<HrisJoinRequest> {
  assertSelf(session, input.userId, "ask for HRIS access for yourself");
  const hrisCompany = await hrisCompanyOf(db, session.companyId);
  if (!hrisCompany || hrisCompany.id !== input.companyId.toLowerCase()) throw hrisCompanyNotFound();
  if (await adminOf(db, hrisCompany.id, session.userId)) throw alreadyAdmin();

  await db.transaction(async (tx) => {
    const values = { note: input.note ?? null, status: "pending" as const, source: input.from, decidedByUserId: null, decidedAt: null, updatedAt: now };
    const inserted = await insertJoinRequest(tx, { hrisCompanyId: hrisCompany.id, userId: session.userId, createdAt: now, values });
    if (!inserted) {
      const resent = await resendJoinRequest(tx, { hrisCompanyId: hrisCompany.id, userId: session.userId, updatedBy: new Date(now.getTime() - HRIS_RESEND_AFTER_MS), values });
      if (!resent) await throwAlreadySent(tx, hrisCompany.id, session.userId);
    }
    const requester = await findUserById(tx, session.userId);
    await tellSuperAdminsOfRequest(tx, {
      companyId: session.companyId,
      superAdmins: await superAdminsOf(tx, hrisCompany.id),
      requester: { userId: session.userId, name: requester?.name ?? "A team member", email: requester?.email ?? "" },
      note: input.note,
    });
    await recordHrisEvent(tx, HRIS_EVENTS.accessRequested, session, { hrisCompanyId: hrisCompany.id, resent: !inserted, hasNote: Boolean(input.note) });
  });
  return findJoinRequest(db, session, { userId: session.userId, withEmails: true }, now);
}

async function throwAlreadySent(db: Executor, hrisCompanyId: string, userId: string): Promise<never> {
  const existing = await joinRequestOfUser(db, hrisCompanyId, userId);
  const reRequestAt = existing ? hrisReRequestAt(existing.request.updatedAt).toISOString() : new Date().toISOString();
  throw joinRequestAlreadySent(reRequestAt);
}

/**
 * POST /v2/hris/admin/action/create-from-external: the first user of a company to enter HRIS
 * creates its HRIS company and becomes its Super Admin (spec 6). Two users racing: the unique
 * HRIS company per company and the one-Super-Admin index let exactly one insert through; the
 * other gets 409 HRIS_SUPER_ADMIN_EXISTS and asks for access instead.
 */
export async function createSuperAdminFromExternal(
  db: Database,
  session: CompanySessionContext,
  input: z.output<typeof hrisCreateAdminPayloadSchema>,
  now = new Date(),
): Promise<HrisAdmin> {
  assertSelf(session, input.userId, "make yourself the HRIS Super Admin");
  const company = await companyOf(db, session.companyId);
  if (!company) throw hrisCompanyNotFound();
  const hrisCompanyId = await db.transaction(async (tx) => {
    const existing = await hrisCompanyOf(tx, session.companyId);
    if (existing && (await adminOf(tx, existing.id, session.userId))) throw alreadyAdmin();
    const hrisCompany = existing ?? (await createHrisCompany(tx, company, session.userId, now));
    const admin = await insertAdmin(tx, {
      hrisCompanyId: hrisCompany.id,
      userId: session.userId,
      role: "superAdmin",
      access: [...HRIS_ACCESS_AREAS],
      source: input.from,
      createdAt: now,
      updatedAt: now,
    });
    if (!admin) throw superAdminExists();
    await recordHrisEvent(tx, HRIS_EVENTS.superAdminCreated, session, { hrisCompanyId: hrisCompany.id });
    return hrisCompany.id;
  });
  const admin = await adminOf(db, hrisCompanyId, session.userId);
  if (!admin) throw adminNotFound();
  return admin;
}

/** The loser of a race inserts nothing here and finds the winner's row. */
async function createHrisCompany(
  db: Executor,
  company: { id: string; name: string; emailDomain: string },
  userId: string,
  now: Date,
): Promise<HrisCompanyRow> {
  const created = await insertHrisCompany(db, {
    companyId: company.id,
    emailDomain: company.emailDomain.toLowerCase(),
    name: company.name,
    createdByUserId: userId,
    createdAt: now,
    updatedAt: now,
  });
  // Nothing inserted: another user's transaction created it, with its Super Admin, first.
  if (!created) throw superAdminExists();
  return created;
}
