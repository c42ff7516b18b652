import { createRoute } from "@hono/zod-openapi";
import { requireSession, sessionOf } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { verifyAccessToken } from "@/server/auth/access-token";
import { clearSessionCookies, readAccessToken, readRefreshTokenCookie } from "@/server/auth/auth-cookies";
import { currentUserSchema, loginEmailRequestSchema, loginSelfSchema, loginTokenRequestSchema, loginTokenResponseSchema, redeemLoginTokenRequestSchema, refreshRequestSchema, successResponseSchema, tokenResponseSchema } from "./auth-schemas";
import { clientInfoOf, withSessionCookies } from "./auth-http";
import { issueLoginToken, redeemLoginToken } from "./login-token-service";
import { loginWithEmail } from "./login-service";
import { employerPortalOnly, refreshTokenInvalid, signedInAccountMissing } from "./auth-errors";
import { findSessionById, rotateRefreshToken, revokeSession, sessionIdOfRefreshToken } from "./session-service";
import { loadUserState, toCurrentUser } from "./user-state-service";

const tags = ["Auth"];
const tokens = jsonContent(resultEnvelope(tokenResponseSchema), "Signed in: tokens in the body and as HttpOnly cookies");

const loginEmail = createRoute({
  method: "post",
  path: "/v1/login/email",
  tags,
  summary: "Sign in with email and password",
  request: { body: jsonBody(loginEmailRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 401, 403, 404, 422, 429, 500) },
});

const refresh = createRoute({
  method: "post",
  path: "/v1/login/refresh",
  tags,
  summary: "Trade a refresh token (body or cookie) for a new pair; a reused token revokes the session",
  request: { body: jsonBody(refreshRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 401, 422, 500) },
});

const logout = createRoute({
  method: "post",
  path: "/v1/logout",
  tags,
  summary: "Revoke the current session and clear the cookies (always succeeds)",
  responses: { 200: jsonContent(resultEnvelope(successResponseSchema), "Signed out"), ...pickErrors(400, 500) },
});

const me = createRoute({
  method: "get",
  path: "/v1/users/me",
  tags,
  summary: "The signed-in user with company, subscription and guard facts",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(resultEnvelope(currentUserSchema), "The current user"), ...pickErrors(401, 500) },
});

const self = createRoute({
  method: "get",
  path: "/v1/login/self",
  tags,
  summary: "Session check: the current user and the session it runs in",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(resultEnvelope(loginSelfSchema), "The session"), ...pickErrors(401, 500) },
});

const loginToken = createRoute({
  method: "post",
  path: "/v1/auth/login-token",
  tags,
  summary: "A one-time token (60 s) that hands this session's user to another product",
  middleware: [requireSession] as const,
  request: { body: jsonBody(loginTokenRequestSchema) },
  responses: { 200: jsonContent(resultEnvelope(loginTokenResponseSchema), "The login token"), ...pickErrors(400, 401, 422, 500) },
});

const redeem = createRoute({
  method: "post",
  path: "/v1/auth/login-token/redeem",
  tags,
  summary: "Trade a login token, once, for a session",
  request: { body: jsonBody(redeemLoginTokenRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 401, 403, 422, 500) },
});

export const sessionRoutes = createRouter()
  .openapi(loginEmail, async (c) => {
    const input = c.req.valid("json");
    if (input.platform !== "employer") {
      throw employerPortalOnly();
    }
    const result = await loginWithEmail(c.get("db"), input, clientInfoOf(c));
    return c.json({ result: withSessionCookies(c, result) }, 200);
  })
  .openapi(refresh, async (c) => {
    const input = c.req.valid("json");
    const refreshToken = input.refreshToken ?? readRefreshTokenCookie(c);
    try {
      if (!refreshToken) throw refreshTokenInvalid();
      const result = await rotateRefreshToken(c.get("db"), { refreshToken, platform: input.platform });
      return c.json({ result: withSessionCookies(c, result) }, 200);
    } catch (error) {
      // The cookies name a session that is over: drop them, so the proxy stops treating the visitor as signed in.
      clearSessionCookies(c);
      throw error;
    }
  })
  .openapi(logout, async (c) => {
    const db = c.get("db");
    const accessToken = readAccessToken(c);
    const verified = accessToken ? await verifyAccessToken(accessToken, { allowExpired: true }) : null;
    const refreshToken = readRefreshTokenCookie(c);
    const sessionId = verified?.claims.sid ?? (refreshToken ? await sessionIdOfRefreshToken(db, refreshToken) : undefined);
    if (sessionId) await revokeSession(db, sessionId, "logout");
    clearSessionCookies(c);
    return c.json({ result: { success: true as const } }, 200);
  })
  .openapi(me, async (c) => {
    const state = await loadUserState(c.get("db"), sessionOf(c).userId);
    if (!state) throw signedInAccountMissing();
    c.header("Cache-Control", "no-store");
    return c.json({ result: toCurrentUser(state) }, 200);
  })
  .openapi(self, async (c) => {
    const db = c.get("db");
    const session = sessionOf(c);
    const state = await loadUserState(db, session.userId);
    const row = await findSessionById(db, session.sessionId);
    if (!state || !row) throw signedInAccountMissing();
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        result: {
          ...toCurrentUser(state),
          session: {
            id: row.id,
            platform: row.platform,
            createdAt: row.createdAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
          },
        },
      },
      200,
    );
  })
  .openapi(loginToken, async (c) => {
    const { platform } = c.req.valid("json");
    const result = await issueLoginToken(c.get("db"), { userId: sessionOf(c).userId, platform });
    c.header("Cache-Control", "no-store");
    return c.json({ result }, 200);
  })
  .openapi(redeem, async (c) => {
    const result = await redeemLoginToken(c.get("db"), c.req.valid("json"), clientInfoOf(c));
    return c.json({ result: withSessionCookies(c, result) }, 200);
  });
