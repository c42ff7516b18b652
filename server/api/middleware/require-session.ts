import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { decodeJwt } from "jose";
import { verifyAccessToken } from "@/server/auth/access-token";
import { readAccessToken } from "@/server/auth/auth-cookies";
import type { AccessTokenClaims } from "@/server/auth/session-contract";
import type { CompanySessionContext, SessionContext } from "@/server/auth/session-types";
import { executeRows, type Executor } from "@/server/db/client";
import { tokenInvalid } from "@/server/modules/auth/auth-errors";
import { companyInactive, companyNotFound, notCompanyMember } from "@/server/modules/companies/companies-errors";
import { ownerOnly, planUpgradeRequired, subscriptionRequired } from "@/server/modules/subscriptions/subscriptions-errors";
import { subscriptionStateOf } from "@/server/modules/subscriptions/subscriptions-service";
import type { AppEnv } from "../context";

/** 401 with a code and message containing TOKEN_INVALID (spec 8): the client refreshes once, then signs out. */

export const SESSION_ENDED = "the session has ended";

type SessionContextRow = {
  session_id: string;
  user_id: string;
  platform: SessionContext["platform"];
  membership_id: string | null;
  company_id: string | null;
  role: "owner" | "member" | null;
  company_active: boolean;
};

/**
 * The session behind a verified access token, with the user's active membership, in one query: the
 * database's `session_context` (migration 0023), whose plan is kept per connection.
 */
async function loadSessionContext(db: Executor, sessionId: string, userId: string, now: Date): Promise<SessionContext | null> {
  const [row] = await executeRows<SessionContextRow>(db, sql`select * from session_context(${sessionId}::uuid, ${userId}::uuid, ${now.toISOString()}::timestamptz)`);
  if (!row) return null;
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    platform: row.platform,
    companyId: row.company_id,
    userCompanyId: row.membership_id,
    role: row.role,
    companyActive: row.company_active,
  };
}

/**
 * The claims of the request's access token (`Authorization: Bearer` or the access-token cookie),
 * signature and expiry checked, without asking the database whether its session still lives:
 * `requireSession` does that for every route; the status poll keeps a cache of it instead
 * (server/modules/notifications/notification-status-cache.ts).
 */
export async function verifiedAccessClaims(c: Context<AppEnv>): Promise<AccessTokenClaims> {
  const token = readAccessToken(c);
  if (!token) throw tokenInvalid("sign in to continue");
  const now = Date.now();
  const known = verifiedTokens.get(token);
  if (known && known.expiresAtMs > now) return known.claims;
  const verified = await verifyAccessToken(token);
  if (!verified) throw tokenInvalid("the access token is invalid or has expired");
  const { exp } = decodeJwt(token);
  if (exp) {
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
    verifiedTokens.set(token, { claims: verified.claims, expiresAtMs: exp * 1000 });
  }
  return verified.claims;
}

/**
 * Access tokens whose signature this process already checked, until they expire: a token is a
 * fixed string, so checking it again gives the same answer (the session behind it is still asked
 * every time, by requireSession or the status cache). Spares the HMAC on every 60-second poll.
 */
const verifiedTokens = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
const VERIFIED_TOKENS_MAX = 50_000;

/**
 * Accepts the access token from `Authorization: Bearer` or the access-token cookie, checks its
 * signature and expiry, and that its session is neither revoked nor expired. Puts the session on
 * the context as `session`.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await verifiedAccessClaims(c);
  const session = await loadSessionContext(c.get("db"), claims.sid, claims.sub, new Date());
  if (!session) throw tokenInvalid(SESSION_ENDED);
  c.set("session", session);
  await next();
});

/** The session `requireSession` put on the context. */
export function sessionOf(c: Context<AppEnv>): SessionContext {
  const session = c.get("session");
  if (!session) throw tokenInvalid("sign in to continue");
  return session;
}

function companySessionOrThrow(session: SessionContext): CompanySessionContext {
  if (!session.companyId || !session.userCompanyId || !session.role) {
    throw notCompanyMember();
  }
  if (!session.companyActive) throw companyInactive();
  return session as CompanySessionContext;
}

/** The session of an active member of an active company (after `requireCompany`). */
export function companySessionOf(c: Context<AppEnv>): CompanySessionContext {
  return companySessionOrThrow(sessionOf(c));
}

/** After `requireSession`: the user must be an active member of an active company. */
export const requireCompany = createMiddleware<AppEnv>(async (c, next) => {
  companySessionOf(c);
  await next();
});

/** After `requireSession`: the company owner only (spec 6, shown as Admin). */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  if (companySessionOf(c).role !== "owner") {
    throw ownerOnly();
  }
  await next();
});

/**
 * After `requireSession`: the company has a trial or paid period running and needs no upgrade —
 * the API side of the /subscription guard of spec 2.7.
 */
export const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const session = companySessionOf(c);
  const state = await subscriptionStateOf(c.get("db"), session.companyId);
  if (!state.subscription || state.subscription.status === "expired") {
    throw subscriptionRequired();
  }
  if (state.needUpgradePlan) {
    throw planUpgradeRequired();
  }
  await next();
});

/**
 * Tenant check for a company id in the path: only the caller's own company (active membership) is
 * visible. Another company answers 404, so ids of other tenants reveal nothing. The company must be
 * active unless `allowInactive` (pages an inactive company is sent to, such as /subscription).
 */
export function assertOwnCompany(
  c: Context<AppEnv>,
  companyId: string,
  options: { allowInactive?: boolean } = {},
): CompanySessionContext {
  const session = sessionOf(c);
  if (session.companyId !== companyId || !session.userCompanyId || !session.role) {
    throw companyNotFound();
  }
  return options.allowInactive ? (session as CompanySessionContext) : companySessionOrThrow(session);
}
