import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { hrisConsoleSessions } from "@/server/db/schema/hris";

export async function insertConsoleSession(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(hrisConsoleSessions).values(values);
}

/** The live (unrevoked, unexpired) console session of a token hash, with the user's first active membership and its company's state. */
export async function findLiveConsoleSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: hrisConsoleSessions.id,
      userId: hrisConsoleSessions.userId,
      membershipId: companyMembers.id,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      companyIsActive: companies.isActive,
      companyDeletedAt: companies.deletedAt,
    })
    .from(hrisConsoleSessions)
    .leftJoin(companyMembers, and(eq(companyMembers.userId, hrisConsoleSessions.userId), eq(companyMembers.status, "active")))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(hrisConsoleSessions.tokenHash, tokenHash), isNull(hrisConsoleSessions.revokedAt), gt(hrisConsoleSessions.expiresAt, now)))
    .orderBy(asc(companyMembers.createdAt))
    .limit(1);
  return row;
}

export async function revokeConsoleSessionByHash(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(hrisConsoleSessions).set({ revokedAt: now }).where(eq(hrisConsoleSessions.tokenHash, tokenHash));
}
