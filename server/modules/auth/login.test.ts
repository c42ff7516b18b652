import { describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { useTestApp, requestJson } from "@/tests/api/test-app";
import { DEMO_OWNER_EMAIL, decodeJwt, freshIp, parseSetCookies, signIn } from "@/tests/api/auth-helpers";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";

const ctx = useTestApp();

describe("POST /v1/login/email", () => {
  it("signs the demo owner in with tokens in the body and HttpOnly cookies", async () => {
    const response = await requestJson(ctx.app, "POST", "/api/v1/login/email", {
      body: { email: DEMO_OWNER_EMAIL, password: "demo-password-123" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(response.status).toBe(200);
    const { token, expire, refreshToken, refreshExpire } = response.body.result;
    expect(expire).toBe(900);
    expect(refreshExpire).toBe(30 * 24 * 60 * 60);
    expect(Buffer.from(refreshToken, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(decodeJwt(token)).toMatchObject({
      sub: demoIds.demoOwner,
      plt: "employer",
      cid: demoIds.demoCompany,
      mid: demoIds.demoOwnerMembership,
      df: true,
      sst: "active",
      upg: false,
      cact: true,
    });
    const cookies = parseSetCookies(response.headers);
    for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
      const cookie = cookies.get(name)!;
      expect(cookie.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", `Max-Age=${refreshExpire}`]));
      // Tests run with NODE_ENV=test: no Secure flag outside production.
      expect(cookie.attributes).not.toContain("Secure");
    }
    expect(cookies.get(ACCESS_TOKEN_COOKIE)!.value).toBe(token);
    expect(cookies.get(REFRESH_TOKEN_COOKIE)!.value).toBe(refreshToken);
  });

  it("accepts the token from the bearer header and from the cookie", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const byBearer = await requestJson(ctx.app, "GET", "/api/v1/users/me", { token });
    expect(byBearer.status).toBe(200);
    const byCookie = await requestJson(ctx.app, "GET", "/api/v1/users/me", { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${token}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.result.email).toBe(DEMO_OWNER_EMAIL);
  });
});
