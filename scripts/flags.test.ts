import { describe, expect, it, vi } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { runCommandForTest, useServedTestApp } from "@/tests/api/served-app";
import { flagsCommand } from "./flags";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-cli-tests-42";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useServedTestApp();

const run = (argv: string[], env: Record<string, string | undefined> = { APP_URL: ctx.appUrl, OPERATOR_TOKEN }) => runCommandForTest(flagsCommand, argv, env);

const effective = async (token?: string) => {
  const response = await fetch(`${ctx.appUrl}/api/v1/feature-flags`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return ((await response.json()) as { result: { flags: Record<string, boolean>; maintenance: unknown } }).result;
};

describe("npm run flags", () => {
  it("lists every flag with its default, and the maintenance settings", async () => {
    const { code, out } = await run(["list"]);
    expect(code).toBe(0);
    expect(out).toMatch(/hide-talent-database\s+off\s+Hides Talent Database/);
    expect(out).toMatch(/alternate-job-urls\s+on/);
    expect(out).toContain("maintenance: off (target all: all pages)");
  });

  it("sets a flag for everyone and for one company, and removes the override", async () => {
    expect((await run(["set", "split-settings", "on"])).out).toBe("split-settings: on by default.");
    expect((await effective()).flags["split-settings"]).toBe(true);

    const scoped = await run(["set", "split-settings", "off", "--company", demoIds.demoCompany]);
    expect(scoped.code).toBe(0);
    expect((await run(["list"])).out).toContain(`overrides: ${demoIds.demoCompany}=off`);

    expect((await run(["unset", "split-settings", "--company", demoIds.demoCompany])).code).toBe(0);
    expect((await run(["list"])).out).not.toContain("overrides:");
    await run(["set", "split-settings", "off"]);
  });

  it("sets maintenance target, routes and state", async () => {
    const specific = await run(["maintenance", "on", "--target", "specific", "--routes", "/job-post, /analytics"]);
    expect(specific.out).toBe("maintenance: on (target specific: routes /job-post, /analytics)");
    expect((await effective()).maintenance).toEqual({ enabled: true, target: "specific", routes: ["/job-post", "/analytics"] });
    expect((await run(["set", "maintenance", "off"])).code).toBe(0);
    expect((await run(["maintenance", "--target", "all"])).out).toBe("maintenance: off (target all: all pages)");
  });

  it("explains usage mistakes and refusals", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(["set", "hris-menu", "maybe"])).err).toContain("'on' or 'off'");
    expect((await run(["unset", "hris-menu"])).err).toContain("--company");
    expect((await run(["frobnicate"])).err).toContain("Unknown command");
    const unknown = await run(["set", "no-such-flag", "on"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("422");
    expect((await run(["list"], { APP_URL: ctx.appUrl, OPERATOR_TOKEN: "wrong-token-but-long-enough" })).err).toContain("refused the operator token");
    expect((await run(["list"], { APP_URL: ctx.appUrl })).err).toContain("Set OPERATOR_TOKEN");
    expect((await run(["list"], { APP_URL: "http://127.0.0.1:9", OPERATOR_TOKEN })).err).toContain("not running");
  });
});
