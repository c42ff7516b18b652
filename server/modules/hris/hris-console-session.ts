import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/api/context";
import { requireSession } from "@/server/api/middleware/require-session";
import { tokenInvalid } from "@/server/modules/auth/auth-errors";
import { sessionCookieOptions } from "@/server/auth/auth-cookies";
import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import type { SessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { consumeLoginToken } from "@/server/modules/auth/login-token-service";
import { findUserById } from "@/server/modules/auth/user-state-service";
import { HRIS_CONSOLE_BASE_PATH, HRIS_CONSOLE_COOKIE, HRIS_CONSOLE_SESSION_HOURS, HRIS_LOGIN_TOKEN_PLATFORM } from "./hris-contract";
import { findLiveConsoleSession, insertConsoleSession, revokeConsoleSessionByHash } from "./hris-console-session-queries";
import { HRIS_EVENTS, recordHrisEvent } from "./hris-notices";

/**
 * The built-in HRIS console's own session: the handoff's one-time login token (platform hris) is
 * traded for it once; only its SHA-256 is stored, the token itself lives in an httpOnly cookie
 * scoped to /hris, so the portal's pages never carry it.
 */

const SESSION_MS = HRIS_CONSOLE_SESSION_HOURS * 60 * 60 * 1000;

export async function openConsoleSession(db: Database, loginToken: string, now = new Date()): Promise<{ token: string; expiresAt: Date; userId: string }> {
  return db.transaction(async (tx) => {
    const userId = await consumeLoginToken(tx, { loginToken, platform: HRIS_LOGIN_TOKEN_PLATFORM }, now);
    const user = await findUserById(tx, userId);
    if (!user || user.platform !== "employer") throw tokenInvalid("the login token is not for an employer");
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + SESSION_MS);
    await insertConsoleSession(tx, { userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
    const context = await consoleSessionContext(tx, token, now);
    await recordHrisEvent(tx, HRIS_EVENTS.consoleSignedIn, { userId, companyId: context?.companyId ?? null });
    return { token, expiresAt, userId };
  });
}

/** The console session behind a cookie token as a session of the API, with the user's active membership. */
async function consoleSessionContext(db: Executor, token: string, now: Date): Promise<SessionContext | null> {
  const row = await findLiveConsoleSession(db, hashToken(token), now);
  if (!row) return null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    platform: "employer",
    companyId: row.companyId,
    userCompanyId: row.membershipId,
    role: row.role,
    companyActive: row.companyId !== null && row.companyIsActive === true && row.companyDeletedAt === null,
  };
}

export async function revokeConsoleSession(db: Executor, token: string, now = new Date()): Promise<void> {
  await revokeConsoleSessionByHash(db, hashToken(token), now);
}

const cookieOptions = () => ({ ...sessionCookieOptions(), path: HRIS_CONSOLE_BASE_PATH });

export function setConsoleCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, HRIS_CONSOLE_COOKIE, token, { ...cookieOptions(), maxAge: Math.max(0, Math.floor(SESSION_MS / 1000)), expires: expiresAt });
}

export function clearConsoleCookie(c: Context): void {
  deleteCookie(c, HRIS_CONSOLE_COOKIE, cookieOptions());
}

export const readConsoleCookie = (c: Context): string | undefined => getCookie(c, HRIS_CONSOLE_COOKIE) || undefined;

/**
 * The console's routes: the console's cookie when present (pages of /hris forward it in process),
 * otherwise the portal's own session, so a signed-in portal user may call them as well. Either way
 * the caller ends up as `session`, and the routes' rules (Super Admin of their own company) apply.
 */
export const requireConsoleUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = readConsoleCookie(c);
  if (!token) return requireSession(c, next);
  const session = await consoleSessionContext(c.get("db"), token, new Date());
  if (!session) throw tokenInvalid("the HRIS session has ended; open HRIS again from the portal");
  c.set("session", session);
  await next();
});
