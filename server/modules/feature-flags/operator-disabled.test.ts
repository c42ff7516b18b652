import { describe, expect, it, vi } from "vitest";
import { secretsMatch } from "@/server/api/middleware/require-operator";
import { requestJson, useTestApp } from "@/tests/api/test-app";

vi.hoisted(() => {
  delete process.env.OPERATOR_TOKEN;
});

const ctx = useTestApp();

describe("operator API without OPERATOR_TOKEN", () => {
  it("is switched off: every call answers 403, whatever token is sent", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer " }, { authorization: "Bearer anything-at-all-here" }];
    for (const headers of attempts) {
      const response = await requestJson(ctx.app, "PUT", "/api/v1/operator/feature-flags/hris-menu", { headers, body: { enabled: true } });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe("OPERATOR_API_DISABLED");
    }
    const flags = await requestJson(ctx.app, "GET", "/api/v1/feature-flags");
    expect(flags.body.result.flags["hris-menu"]).toBe(false);
  });
});

describe("secretsMatch", () => {
  it("matches equal secrets only, whatever their lengths", () => {
    expect(secretsMatch("operator-token-123456", "operator-token-123456")).toBe(true);
    expect(secretsMatch("operator-token-123457", "operator-token-123456")).toBe(false);
    expect(secretsMatch("short", "operator-token-123456")).toBe(false);
    expect(secretsMatch("", "operator-token-123456")).toBe(false);
  });
});
