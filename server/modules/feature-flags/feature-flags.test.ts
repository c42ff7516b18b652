import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { featureFlags } from "@/server/db/schema/feature-flags";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_KEYS } from "./feature-flags-contract";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-tests-0123456789";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useTestApp();
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

async function flagsAs(token?: string) {
  const response = await requestJson(ctx.app, "GET", "/api/v1/feature-flags", { token });
  expect(response.status).toBe(200);
  return response.body.result as { flags: Record<string, boolean>; maintenance: { enabled: boolean; target: string; routes: string[] } };
}

const setFlag = (key: string, body: Record<string, unknown>, headers = operator) =>
  requestJson(ctx.app, "PUT", `/api/v1/operator/feature-flags/${key}`, { body, headers });

describe("GET /v1/feature-flags", () => {
  it("answers every flag of spec 6 with its default, and maintenance off, without a session", async () => {
    const result = await flagsAs();
    expect(Object.keys(result.flags).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
    expect(result.flags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(result.maintenance).toEqual({ enabled: false, target: "all", routes: [] });
  });

  it("stores every flag in the database with a description and a default (seeded)", async () => {
    const rows = await ctx.database.db.select().from(featureFlags);
    expect(rows.map((row) => row.key).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
    for (const row of rows) {
      expect(row.description.length).toBeGreaterThan(10);
      expect(row.enabledByDefault).toBe(DEFAULT_FEATURE_FLAGS[row.key as keyof typeof DEFAULT_FEATURE_FLAGS]);
    }
  });

  it("applies the caller's company override over the default, and only for that company", async () => {
    expect((await setFlag("hris-menu", { enabled: true })).status).toBe(200);
    expect((await setFlag("hris-menu", { enabled: false, companyId: demoIds.demoCompany })).status).toBe(200);

    const owner = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const member = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const other = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    expect((await flagsAs(owner.token)).flags["hris-menu"]).toBe(false);
    expect((await flagsAs(member.token)).flags["hris-menu"]).toBe(false);
    expect((await flagsAs(other.token)).flags["hris-menu"]).toBe(true);
    expect((await flagsAs()).flags["hris-menu"]).toBe(true);

    // Removing the override brings the company back to the default.
    const removed = await requestJson(ctx.app, "DELETE", `/api/v1/operator/feature-flags/hris-menu/overrides/${demoIds.demoCompany}`, {
      headers: operator,
    });
    expect(removed.status).toBe(200);
    expect((await flagsAs(owner.token)).flags["hris-menu"]).toBe(true);
    await setFlag("hris-menu", { enabled: false });
  });

  it("treats an invalid token as no session rather than failing", async () => {
    const response = await requestJson(ctx.app, "GET", "/api/v1/feature-flags", { token: "not-a-jwt" });
    expect(response.status).toBe(200);
    expect(response.body.result.flags).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it("falls back to the catalog default for a flag whose row is missing", async () => {
    await ctx.database.db.delete(featureFlags).where(eq(featureFlags.key, "alternate-job-urls"));
    expect((await flagsAs()).flags["alternate-job-urls"]).toBe(true);
    // Setting it stores the row again.
    await setFlag("alternate-job-urls", { enabled: false });
    expect((await flagsAs()).flags["alternate-job-urls"]).toBe(false);
    await setFlag("alternate-job-urls", { enabled: true });
  });

  it("is never stored by a shared cache", async () => {
    const response = await requestJson(ctx.app, "GET", "/api/v1/feature-flags");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("operator API", () => {
  it("refuses a missing or wrong token with 401", async () => {
    const missing = await requestJson(ctx.app, "GET", "/api/v1/operator/feature-flags");
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe("OPERATOR_TOKEN_INVALID");
    const wrong = await requestJson(ctx.app, "GET", "/api/v1/operator/feature-flags", { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const userToken = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const asUser = await setFlag("hris-menu", { enabled: true }, { authorization: `Bearer ${userToken}` });
    expect(asUser.status).toBe(401);
    expect((await flagsAs()).flags["hris-menu"]).toBe(false);
  });

  it("lists every flag with its description, default and overrides", async () => {
    await setFlag("split-settings", { enabled: true, companyId: demoIds.otherCompany });
    const response = await requestJson(ctx.app, "GET", "/api/v1/operator/feature-flags", { headers: operator });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const split = response.body.result.flags.find((flag: { key: string }) => flag.key === "split-settings");
    expect(split).toMatchObject({ enabledByDefault: false, overrides: [{ companyId: demoIds.otherCompany, enabled: true }] });
    expect(split.description).toContain("Settings");
    expect(response.body.result.flags).toHaveLength(FEATURE_FLAG_KEYS.length);
  });

  it("rejects unknown flags, unknown companies and a per-company maintenance override", async () => {
    expect((await setFlag("no-such-flag", { enabled: true })).status).toBe(422);
    const unknownCompany = await setFlag("hris-menu", { enabled: true, companyId: "0d3e0000-0000-4000-8000-00000000ffff" });
    expect(unknownCompany.status).toBe(404);
    expect(unknownCompany.body.code).toBe("COMPANY_NOT_FOUND");
    const maintenance = await setFlag("maintenance", { enabled: true, companyId: demoIds.demoCompany });
    expect(maintenance.status).toBe(400);
    expect(maintenance.body.data.errors[0].field).toBe("companyId");
    expect((await setFlag("hris-menu", { enabled: "yes" })).status).toBe(422);
    const noOverride = await requestJson(ctx.app, "DELETE", `/api/v1/operator/feature-flags/hris-menu/overrides/${demoIds.otherCompany}`, {
      headers: operator,
    });
    expect(noOverride.status).toBe(404);
  });

  it("sets the maintenance target and routes, and switches maintenance on and off", async () => {
    const specific = await requestJson(ctx.app, "PUT", "/api/v1/operator/maintenance", {
      headers: operator,
      body: { enabled: true, target: "specific", routes: ["/job-post", "/analytics", "/job-post"] },
    });
    expect(specific.status).toBe(200);
    expect(specific.body.result).toEqual({ enabled: true, target: "specific", routes: ["/job-post", "/analytics"] });
    expect((await flagsAs()).maintenance).toEqual({ enabled: true, target: "specific", routes: ["/job-post", "/analytics"] });
    expect((await flagsAs()).flags.maintenance).toBe(true);

    // `npm run flags -- set maintenance off` keeps the target and routes for next time.
    expect((await setFlag("maintenance", { enabled: false })).status).toBe(200);
    expect((await flagsAs()).maintenance).toEqual({ enabled: false, target: "specific", routes: ["/job-post", "/analytics"] });

    const all = await requestJson(ctx.app, "PUT", "/api/v1/operator/maintenance", { headers: operator, body: { target: "all" } });
    expect(all.body.result).toEqual({ enabled: false, target: "all", routes: ["/job-post", "/analytics"] });
  });

  it("refuses routes that are not paths, and 'specific' with no route", async () => {
    const badRoute = await requestJson(ctx.app, "PUT", "/api/v1/operator/maintenance", {
      headers: operator,
      body: { routes: ["https://evil.example.com"] },
    });
    expect(badRoute.status).toBe(422);
    const empty = await requestJson(ctx.app, "PUT", "/api/v1/operator/maintenance", {
      headers: operator,
      body: { enabled: true, target: "specific", routes: [] },
    });
    expect(empty.status).toBe(400);
    expect((await flagsAs()).maintenance.enabled).toBe(false);
  });
});
