import { describe, expect, it } from "vitest";
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
