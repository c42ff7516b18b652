import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "@/server/auth/access-token";
import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import type { Platform } from "@/server/auth/session-contract";
import type { Executor } from "@/server/db/client";
import type { TokenResponse } from "./auth-schemas";
import { refreshTokenInvalid, refreshTokenReused } from "./auth-errors";
import { accessClaimsOf, loadUserState } from "./user-state-service";
import {
  claimRefreshToken,
  extendSession,
  findLiveSession,
  findRefreshTokenWithSession,
  findSessionIdByRefreshTokenHash,
  insertRefreshToken,
  insertSession,
  markSessionRevoked,
  markUserSessionsRevoked,
} from "./sessions-queries";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export type RevokeReason = "logout" | "password-change" | "password-reset" | "refresh-token-reuse";

export type ClientInfo = { ipAddress: string; userAgent: string | undefined };

export { findSessionById } from "./sessions-queries";

/** A fresh access token for a session, with the user's current guard facts. */
export async function accessTokenFor(
  db: Executor,
  session: { id: string; userId: string; platform: Platform },
): Promise<string> {
  const state = await loadUserState(db, session.userId);
  if (!state) throw refreshTokenInvalid();
  return signAccessToken(accessClaimsOf(state, session.id, session.platform));
}

function secondsUntil(date: Date, now: Date): number {
  return Math.max(0, Math.floor((date.getTime() - now.getTime()) / 1000));
}

/** Signs a user in: a new session (refresh-token family), its first refresh token and an access token. */
export async function startSession(
  db: Executor,
  input: { userId: string; platform: Platform; client: ClientInfo },
  now = new Date(),
): Promise<TokenResponse> {
  const refreshToken = randomToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const session = await db.transaction(async (tx) => {
    const created = await insertSession(tx, {
      userId: input.userId,
      platform: input.platform,
      ipAddress: input.client.ipAddress,
      userAgent: input.client.userAgent?.slice(0, 512),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    });
    await insertRefreshToken(tx, { sessionId: created.id, tokenHash: hashToken(refreshToken), expiresAt, createdAt: now });
    return created;
  });
  return {
    token: await accessTokenFor(db, session),
    expire: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken,
    refreshExpire: REFRESH_TOKEN_TTL_SECONDS,
  };
}

type RotationOutcome =
  | { kind: "rotated"; session: { id: string; userId: string; platform: Platform }; refreshToken: string }
  | { kind: "reused" }
  | { kind: "invalid" };

/**
 * Trades a refresh token for a new pair. Each refresh token works once; presenting one that was
 * already used means it leaked (or the client misbehaved), so the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: Executor,
  input: { refreshToken: string; platform: Platform },
  now = new Date(),
): Promise<TokenResponse> {
  const outcome = await db.transaction(async (tx): Promise<RotationOutcome> => {
    const found = await findRefreshTokenWithSession(tx, hashToken(input.refreshToken));
    if (!found || found.session.revokedAt) return { kind: "invalid" };
    const { token, session } = found;
    if (token.usedAt) {
      await revokeSession(tx, session.id, "refresh-token-reuse", now);
      return { kind: "reused" };
    }
    if (token.expiresAt <= now || session.expiresAt <= now || session.platform !== input.platform) return { kind: "invalid" };
    // Claim the token atomically: of two concurrent refreshes with one token, one wins.
    if (!(await claimRefreshToken(tx, token.id, now))) {
      await revokeSession(tx, session.id, "refresh-token-reuse", now);
      return { kind: "reused" };
    }
    const nextToken = randomToken();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await insertRefreshToken(tx, { sessionId: session.id, tokenHash: hashToken(nextToken), expiresAt, createdAt: now });
    await extendSession(tx, session.id, expiresAt, now);
    return { kind: "rotated", session: { id: session.id, userId: session.userId, platform: session.platform }, refreshToken: nextToken };
  });

  if (outcome.kind === "reused") {
    throw refreshTokenReused();
  }
  if (outcome.kind === "invalid") throw refreshTokenInvalid();
  return {
    token: await accessTokenFor(db, outcome.session),
    expire: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken: outcome.refreshToken,
    refreshExpire: REFRESH_TOKEN_TTL_SECONDS,
  };
}

/** A new access token in an existing session, after its guard facts changed (onboarding, trial). */
export async function reissueAccessToken(
  db: Executor,
  sessionId: string,
  now = new Date(),
): Promise<{ token: string; expire: number; refreshExpire: number } | null> {
  const session = await findLiveSession(db, sessionId, now);
  if (!session) return null;
  return {
    token: await accessTokenFor(db, session),
    expire: ACCESS_TOKEN_TTL_SECONDS,
    refreshExpire: secondsUntil(session.expiresAt, now),
  };
}

export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason, now = new Date()): Promise<void> {
  await markSessionRevoked(db, sessionId, reason, now);
}

/** Ends every session of a user, except optionally the one making the request. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  reason: RevokeReason,
  options: { exceptSessionId?: string } = {},
  now = new Date(),
): Promise<void> {
  await markUserSessionsRevoked(db, { userId, reason, exceptSessionId: options.exceptSessionId }, now);
}

/** The session a refresh token belongs to, whatever its state (logout uses it). */
export async function sessionIdOfRefreshToken(db: Executor, refreshToken: string): Promise<string | undefined> {
  return findSessionIdByRefreshTokenHash(db, hashToken(refreshToken));
}
