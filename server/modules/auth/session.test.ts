import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { loginTokens } from "@/server/db/schema/auth-codes";
import { authSessions, refreshTokens } from "@/server/db/schema/sessions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, decodeJwt, parseSetCookies, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

const refresh = (body: unknown, headers: Record<string, string> = {}) =>
  requestJson(ctx.app, "POST", "/api/v1/login/refresh", { body, headers });
const me = (token: string) => requestJson(ctx.app, "GET", "/api/v1/users/me", { token });

describe("POST /v1/login/refresh", () => {
  it("rotates: a new pair every time, new cookies, the same session", async () => {
    const first = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const response = await refresh({ refreshToken: first.refreshToken, platform: "employer" });
    expect(response.status).toBe(200);
    const second = response.body.result;
    expect(second).toMatchObject({ expire: 900, refreshExpire: 30 * 24 * 60 * 60 });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.token).sid).toBe(decodeJwt(first.token).sid);
    const cookies = parseSetCookies(response.headers);
    expect(cookies.get(REFRESH_TOKEN_COOKIE)!.value).toBe(second.refreshToken);
    expect(cookies.get(ACCESS_TOKEN_COOKIE)!.value).toBe(second.token);
    expect((await me(second.token)).status).toBe(200);
  });

  it("takes the refresh token from the cookie when the body has none (the portal's way)", async () => {
    const first = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const response = await refresh({ platform: "employer" }, { cookie: `${REFRESH_TOKEN_COOKIE}=${first.refreshToken}` });
    expect(response.status).toBe(200);
    expect(response.body.result.token).toEqual(expect.any(String));
  });

  it("stores refresh tokens only as hashes", async () => {
    const { refreshToken } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const rows = await ctx.database.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("revokes the whole session when a used refresh token comes back", async () => {
    const first = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const rotated = (await refresh({ refreshToken: first.refreshToken, platform: "employer" })).body.result;

    const replay = await refresh({ refreshToken: first.refreshToken, platform: "employer" });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("REFRESH_TOKEN_REUSED_TOKEN_INVALID");
    // The failure clears the cookies.
    expect(parseSetCookies(replay.headers).get(REFRESH_TOKEN_COOKIE)!.attributes).toContain("Max-Age=0");

    // Everything issued in that session is dead: the newest refresh token and the access token.
    const afterReuse = await refresh({ refreshToken: rotated.refreshToken, platform: "employer" });
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.body.code).toBe("REFRESH_TOKEN_INVALID");
    const meResponse = await me(rotated.token);
    expect(meResponse.status).toBe(401);
    expect(meResponse.body.code).toBe("TOKEN_INVALID");
    const [session] = await ctx.database.db.select().from(authSessions).where(eq(authSessions.id, decodeJwt(first.token).sid as string));
    expect(session!.revokedReason).toBe("refresh-token-reuse");

    // Other sessions of the same user go on.
    const other = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    expect((await me(other.token)).status).toBe(200);
  });

  it("refuses unknown, missing, expired and wrong-platform refresh tokens", async () => {
    expect((await refresh({ refreshToken: "made-up-token", platform: "employer" })).body.code).toBe("REFRESH_TOKEN_INVALID");
    const missing = await refresh({ platform: "employer" });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe("REFRESH_TOKEN_INVALID");

    const talent = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const wrongPlatform = await refresh({ refreshToken: talent.refreshToken, platform: "talent" });
    expect(wrongPlatform.status).toBe(401);

    const expiring = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.sessionId, decodeJwt(expiring.token).sid as string));
    expect((await refresh({ refreshToken: expiring.refreshToken, platform: "employer" })).status).toBe(401);
  });

  it("validates the platform", async () => {
    const response = await refresh({ refreshToken: "x" });
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("platform");
  });
});

describe("POST /v1/logout", () => {
  it("revokes the session and clears both cookies", async () => {
    const session = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const response = await requestJson(ctx.app, "POST", "/api/v1/logout", { token: session.token });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ success: true });
    const cookies = parseSetCookies(response.headers);
    expect(cookies.get(ACCESS_TOKEN_COOKIE)!.attributes).toContain("Max-Age=0");
    expect(cookies.get(REFRESH_TOKEN_COOKIE)!.attributes).toContain("Max-Age=0");
    expect((await me(session.token)).status).toBe(401);
    expect((await refresh({ refreshToken: session.refreshToken, platform: "employer" })).status).toBe(401);
  });

  it("finds the session from the refresh-token cookie alone (access token already expired or gone)", async () => {
    const session = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const response = await requestJson(ctx.app, "POST", "/api/v1/logout", {
      headers: { cookie: `${REFRESH_TOKEN_COOKIE}=${session.refreshToken}` },
    });
    expect(response.status).toBe(200);
    expect((await me(session.token)).status).toBe(401);
  });

  it("succeeds without any session (idempotent)", async () => {
    const response = await requestJson(ctx.app, "POST", "/api/v1/logout");
    expect(response.status).toBe(200);
  });
});

describe("POST /v1/auth/login-token", () => {
  it("issues a one-time, short-lived token that the target product redeems once for a session", async () => {
    const session = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const issued = await requestJson(ctx.app, "POST", "/api/v1/auth/login-token", { token: session.token, body: { platform: "hris" } });
    expect(issued.status).toBe(200);
    expect(issued.body.result).toMatchObject({ expire: 60, platform: "hris" });
    const { loginToken } = issued.body.result;
    expect(Buffer.from(loginToken, "base64url").length).toBe(32);

    const redeem = (platform: string) =>
      requestJson(ctx.app, "POST", "/api/v1/auth/login-token/redeem", { body: { loginToken, platform } });
    const redeemed = await redeem("hris");
    expect(redeemed.status).toBe(200);
    expect(decodeJwt(redeemed.body.result.token)).toMatchObject({ sub: demoIds.demoOwner });
    expect(decodeJwt(redeemed.body.result.token).sid).not.toBe(decodeJwt(session.token).sid);

    const again = await redeem("hris");
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("LOGIN_TOKEN_INVALID");
  });

  it("refuses a token redeemed by another product, or after it expired", async () => {
    const session = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const issue = async () =>
      (await requestJson(ctx.app, "POST", "/api/v1/auth/login-token", { token: session.token, body: { platform: "hris" } })).body.result
        .loginToken as string;
    const forHris = await issue();
    const wrong = await requestJson(ctx.app, "POST", "/api/v1/auth/login-token/redeem", { body: { loginToken: forHris, platform: "talent" } });
    expect(wrong.status).toBe(401);

    const expiring = await issue();
    await ctx.database.db.update(loginTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await requestJson(ctx.app, "POST", "/api/v1/auth/login-token/redeem", { body: { loginToken: expiring, platform: "hris" } });
    expect(expired.status).toBe(401);
  });

  it("needs a session and a known platform", async () => {
    expect((await requestJson(ctx.app, "POST", "/api/v1/auth/login-token", { body: { platform: "hris" } })).status).toBe(401);
    const session = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const bad = await requestJson(ctx.app, "POST", "/api/v1/auth/login-token", { token: session.token, body: { platform: "mars" } });
    expect(bad.status).toBe(422);
  });
});
