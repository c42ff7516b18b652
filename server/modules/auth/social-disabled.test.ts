import { describe, expect, it } from "vitest";
import { setFlag } from "@/server/modules/feature-flags/feature-flags-service";
import { requestJson, useTestApp } from "@/tests/api/test-app";

// No GOOGLE_CLIENT_ID in this file's environment: Google sign-in is off.
delete process.env.GOOGLE_CLIENT_ID;
const ctx = useTestApp();

describe("Google sign-in when not configured", () => {
  it("answers 404 SOCIAL_LOGIN_DISABLED on every social endpoint, without any network call", async () => {
    const idToken = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
    for (const [path, body] of [
      ["/api/v1/login/socmed", { provider: "google", idToken }],
      ["/api/v1/registration/socmed", { provider: "google", idToken }],
      ["/api/v1/registration/socmed/google", { credential: idToken }],
    ] as const) {
      const response = await requestJson(ctx.app, "POST", path, { body });
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe("SOCIAL_LOGIN_DISABLED");
    }
  });
});

describe("Continue with Google when not configured", () => {
  it("is not offered, even with the new-socmed-auth flag on, and its endpoints send the visitor back without contacting anyone", async () => {
    await setFlag(ctx.database.db, "new-socmed-auth", { enabled: true });
    const providers = await requestJson(ctx.app, "GET", "/api/v1/login/socmed/providers");
    expect(providers.body).toEqual({ result: { google: false } });

    const started = await ctx.app.request("http://localhost/api/v1/login/socmed/google/start?intent=sign-in");
    expect(started.status).toBe(302);
    const location = new URL(started.headers.get("location")!);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("socialError")).toBe("SOCIAL_LOGIN_DISABLED");
    expect(started.headers.getSetCookie()).toEqual([]);

    const callback = await ctx.app.request("http://localhost/api/v1/login/socmed/google/callback?code=abc&state=xyz");
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get("location")!).searchParams.get("socialError")).toBe("SOCIAL_LOGIN_STATE_INVALID");
  });
});
