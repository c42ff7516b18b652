import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import type { PermissionResource, RequestedAction } from "@/server/modules/permissions/permissions-contract";
import { permissionDenied } from "@/server/modules/permissions/permissions-errors";
import { can } from "@/server/modules/permissions/permissions-service";
import { findTalentInReach } from "./talent-database-queries";
import type { CompanyTalentOrigin } from "./talents-contract";
import { talentNotFound } from "./talents-errors";

/**
 * Passes when the caller holds the action on any of the resources (a recruiter saves or notes a
 * talent from Talent Search or from the Talent Database). The 403 names the first resource, the
 * one the request-permission dialog asks for.
 */
export async function assertCanAny(db: Executor, session: CompanySessionContext, resources: [PermissionResource, ...PermissionResource[]], action: RequestedAction): Promise<void> {
  for (const resource of resources) if (await can(db, session, resource, action)) return;
  throw permissionDenied(resources[0], action);
}

/**
 * A talent the company may act on: in its talent database, or one it can find in Talent Search.
 * Answers the talent's origin in the database (null when only discoverable); an unknown, private
 * or hidden talent is a 404 that says nothing of why.
 */
export async function requireTalentInReach(db: Executor, companyId: string, talentId: string): Promise<{ origin: CompanyTalentOrigin | null }> {
  const row = await findTalentInReach(db, companyId, talentId);
  if (!row) throw talentNotFound();
  return { origin: row.origin };
}
