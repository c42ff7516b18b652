import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import type { DatabaseHandle } from "@/server/db/client";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { createTestDatabase } from "@/tests/api/test-database";
import { notificationRequest, notifyCommand } from "./notify";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-notify-cli-tests-7";
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
  const code = await notifyCommand(argv, env, { write: (text) => out.push(text), writeError: (text) => err.push(text) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("npm run notify", () => {
  it("builds the operator request from the command line", () => {
    expect(notificationRequest(["jobInterviewReminderReceived", "--company", "c1", "--job", "j1", "--param", "date=24 Nov 2026, 10:00", "--param", "days=2", "--count", "3"])).toEqual({
      type: "jobInterviewReminderReceived",
      companyId: "c1",
      jobId: "j1",
      params: { date: "24 Nov 2026, 10:00", days: 2 },
      count: 3,
    });
  });

  it("raises a notification through the running app's operator API", async () => {
    const result = await run(["awardedAsBestCompany", "--company", demoIds.demoCompany, "--param", "award=2026", "--count", "2"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toBe(`awardedAsBestCompany: 2 notifications written for 1 recipient (${demoIds.demoOwner}).`);
    const rows = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, demoIds.demoOwner), eq(notifications.type, "awardedAsBestCompany")));
    expect(rows).toHaveLength(2);
  });

  it("explains mistakes: unknown type, missing company, the app's refusals, a wrong token", async () => {
    expect((await run(["gossip", "--company", demoIds.demoCompany])).code).toBe(2);
    expect((await run(["awardedAsBestCompany"])).err).toContain("--company");
    const refused = await run(["awardedAsBestCompany", "--company", "not-an-id"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("companyId");
    const wrongToken = await run(["awardedAsBestCompany", "--company", demoIds.demoCompany], { APP_URL: appUrl, OPERATOR_TOKEN: "wrong-token-0000000000" });
    expect(wrongToken.err).toContain("refused the operator token");
    expect((await run(["types"])).out.split("\n")).toHaveLength(19);
  });
});
