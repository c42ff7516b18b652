import type { Context } from "hono";
import { errorResponse } from "@/server/api/openapi";
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

/** Error responses for the OpenAPI document, by status. */
export const errorResponses = {
  400: errorResponse("Malformed request, or a rule of the request refused (code says which)"),
  401: errorResponse("No valid session or credentials (code contains TOKEN_INVALID for sessions)"),
  403: errorResponse("Not allowed"),
  404: errorResponse("Not found"),
  409: errorResponse("Conflicts with the current state"),
  422: errorResponse("Invalid input; data.errors names each field"),
  429: errorResponse("Too many attempts; Retry-After says when to try again"),
  500: errorResponse("Unexpected error; errorId identifies it in the log"),
} as const;

export function pickErrors<K extends keyof typeof errorResponses>(...statuses: K[]): Pick<typeof errorResponses, K> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<typeof errorResponses, K>;
}

/**
 * After a guard fact changed (onboarding done, trial started): a new access-token cookie for the
 * current session, so proxy.ts routes on the new facts at once.
 */
export async function reissueGuardCookie(c: Context, db: Executor, sessionId: string): Promise<void> {
  const reissued = await reissueAccessToken(db, sessionId);
  if (reissued) setSessionCookies(c, { token: reissued.token, refreshExpire: reissued.refreshExpire });
}
