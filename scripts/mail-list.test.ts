import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import type { DatabaseHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { createTestDatabase } from "@/tests/api/test-database";
import { mailList } from "./mail-list";

let database: DatabaseHandle;
const servers: ServerType[] = [];

/** The API over real HTTP, as `npm run dev` would serve it. */
async function serveApi(localMailbox: boolean): Promise<string> {
  const app = createApiApp({ database: async () => database }, pino({ level: "silent" }), { localMailbox });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function run(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await mailList(argv, env, (text) => out.push(text), (text) => err.push(text));
  return { code, out: out.join("\n"), err: err.join("\n") };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.delete(emailOutbox);
  await queueEmail(database.db, {
    to: "owner@demo-company.test",
    subject: "Your verification code",
    text: "Your code is 482913",
    category: "email-verification",
  });
  await queueEmail(database.db, {
    to: "member@demo-company.test",
    subject: "You are invited",
    text: "Join the Demo Company team.",
    category: "invitation",
  });
});
afterAll(async () => {
  for (const server of servers) server.close();
  await database.close();
});

describe("npm run mail:list", () => {
  it("prints the mailbox through the running app, codes on their own line", async () => {
    const appUrl = await serveApi(true);
    const result = await run([], { APP_URL: appUrl });
    expect(result.code).toBe(0);
    expect(result.out).toContain("2 mails, newest first");
    expect(result.out).toMatch(/To: +owner@demo-company\.test/);
    expect(result.out).toMatch(/Code: +482913/);
    expect(result.out).toContain("Join the Demo Company team.");
  });

  it("filters by recipient", async () => {
    const appUrl = await serveApi(true);
    const result = await run(["--to", "member@demo-company.test"], { APP_URL: appUrl });
    expect(result.code).toBe(0);
    expect(result.out).toContain("1 mail to member@demo-company.test");
    expect(result.out).not.toContain("482913");
  });

  it("says clearly when the app is not running", async () => {
    const appUrl = await serveApi(true);
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    const result = await run([], { APP_URL: appUrl });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`The app is not running at ${appUrl}`);
  });

  it("uses http://localhost:$PORT when APP_URL is unset", async () => {
    const result = await run([], { PORT: "9" });
    expect(result.code).toBe(1);
    expect(result.err).toContain("The app is not running at http://localhost:9");
  });

  it("says how to turn the mailbox on when it is off", async () => {
    const appUrl = await serveApi(false);
    const result = await run([], { APP_URL: appUrl });
    expect(result.code).toBe(1);
    expect(result.err).toContain("LOCAL_MAILBOX=1");
  });

  it("reports a bad option value with the API's field error", async () => {
    const appUrl = await serveApi(true);
    const result = await run(["--limit", "0"], { APP_URL: appUrl });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/422[\s\S]*limit/);
  });
});
