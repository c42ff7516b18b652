import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { authSessions, refreshTokens } from "@/server/db/schema/sessions";

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertSession(
  db: Executor,
  values: Pick<typeof authSessions.$inferInsert, "userId" | "platform" | "ipAddress" | "userAgent" | "createdAt" | "lastUsedAt" | "expiresAt">,
): Promise<AuthSessionRow> {
  const [created] = await db.insert(authSessions).values(values).returning();
  return created!;
}

export async function insertRefreshToken(
  db: Executor,
  values: { sessionId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with this hash and its session, whatever their state. */
export async function findRefreshTokenWithSession(
  db: Executor,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: AuthSessionRow } | undefined> {
  const [found] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return found;
}

/** Marks the refresh token used if it still is not; answers whether this call did. */
export async function claimRefreshToken(db: Executor, tokenId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

export async function extendSession(db: Executor, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  await db.update(authSessions).set({ expiresAt, lastUsedAt: now }).where(eq(authSessions.id, sessionId));
}

/** The session, whatever its state. */
export async function findSessionById(db: Executor, sessionId: string): Promise<AuthSessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row;
}

/** The session while it is neither revoked nor expired. */
export async function findLiveSession(db: Executor, sessionId: string, now: Date): Promise<AuthSessionRow | undefined> {
  const [session] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  return session;
}

export async function markSessionRevoked(db: Executor, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every open session of the user, except optionally one. */
export async function markUserSessionsRevoked(
  db: Executor,
  input: { userId: string; reason: string; exceptSessionId?: string },
  now: Date,
): Promise<void> {
  const conditions = [eq(authSessions.userId, input.userId), isNull(authSessions.revokedAt)];
  if (input.exceptSessionId) conditions.push(ne(authSessions.id, input.exceptSessionId));
  await db.update(authSessions).set({ revokedAt: now, revokedReason: input.reason }).where(and(...conditions));
}

/** The session id of the refresh token with this hash, whatever its state. */
export async function findSessionIdByRefreshTokenHash(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionId;
}
