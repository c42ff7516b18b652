import type { Context } from "hono";
import { setSessionCookies } from "@/server/auth/auth-cookies";
import { clientIp } from "@/server/auth/client-ip";
import type { TokenResponse } from "./auth-schemas";
import type { Executor } from "@/server/db/client";
import { reissueAccessToken, type ClientInfo } from "./session-service";

/** Who is calling, for the brute-force limit and the session record. */
export function clientInfoOf(c: Context): ClientInfo {
  return { ipAddress: clientIp(c), userAgent: c.req.header("user-agent") };
}

/** Sets the session cookies and answers the tokens too (spec 7.1). */
export function withSessionCookies(c: Context, tokens: TokenResponse): TokenResponse {
  setSessionCookies(c, tokens);
  c.header("Cache-Control", "no-store");
  return tokens;
}

/**
 * After a guard fact changed (onboarding done, trial started): a new access-token cookie for the
 * current session, so proxy.ts routes on the new facts at once.
 */
export async function reissueGuardCookie(c: Context, db: Executor, sessionId: string): Promise<void> {
  const reissued = await reissueAccessToken(db, sessionId);
  if (reissued) setSessionCookies(c, { token: reissued.token, refreshExpire: reissued.refreshExpire });
}
