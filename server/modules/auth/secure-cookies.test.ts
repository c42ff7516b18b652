import { describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { DEMO_OWNER_EMAIL, freshIp, parseSetCookies } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

// This file's environment is production (parsed on its first request): cookies must be Secure.
vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("AUTH_SECRET", "a-production-secret-of-more-than-32-characters");
const ctx = useTestApp();

describe("session cookies in production", () => {
  it("carry the Secure flag besides HttpOnly and SameSite=Lax", async () => {
    const response = await requestJson(ctx.app, "POST", "/api/v1/login/email", {
      body: { email: DEMO_OWNER_EMAIL, password: "demo-password-123" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(response.status).toBe(200);
    const cookies = parseSetCookies(response.headers);
    for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
      expect(cookies.get(name)!.attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]));
    }
    const logout = await requestJson(ctx.app, "POST", "/api/v1/logout", { token: response.body.result.token });
    expect(parseSetCookies(logout.headers).get(ACCESS_TOKEN_COOKIE)!.attributes).toEqual(expect.arrayContaining(["Secure", "Max-Age=0"]));
  });
});
