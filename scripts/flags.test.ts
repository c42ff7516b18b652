import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import type { DatabaseHandle } from "@/server/db/client";
import { demoIds } from "@/server/db/seed/demo-ids";
import { createTestDatabase } from "@/tests/api/test-database";
import { flagsCommand } from "./flags";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-cli-tests-42";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

let database: DatabaseHandle;
let server: ServerType;
let appUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApiApp({ database: async () => database }, pino({ level: "silent" }));
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function run(argv: string[], env: Record<string, string | undefined> = { APP_URL: appUrl, OPERATOR_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await flagsCommand(argv, env, { write: (text) => out.push(text), writeError: (text) => err.push(text) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const effective = async (token?: string) => {
  const response = await fetch(`${appUrl}/api/v1/feature-flags`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
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
    expect((await run(["list"], { APP_URL: appUrl, OPERATOR_TOKEN: "wrong-token-but-long-enough" })).err).toContain("refused the operator token");
    expect((await run(["list"], { APP_URL: appUrl })).err).toContain("Set OPERATOR_TOKEN");
    expect((await run(["list"], { APP_URL: "http://127.0.0.1:9", OPERATOR_TOKEN })).err).toContain("not running");
  });
});
