import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { PGLITE_EXTENSIONS, openPglite, openPostgres, pgliteDataPath, type DatabaseHandle } from "@/server/db/client";
import { companySubscriptions, paymentNotifications, paymentOrders } from "@/server/db/schema/subscriptions";
import { DEMO_PASSWORD, demoIds } from "@/server/db/seed/demo-ids";
import { OTHER_OWNER_EMAIL } from "@/tests/api/auth-helpers";
import { withDatabase } from "@/tests/setup/api-global-setup";
import { signedNotification } from "./testing/checkout-fixtures";

/**
 * kill -9 between the webhook's arrival and its effect, on a real process: the API runs as
 * `npm run api` does, on a database on disk (a PGlite data directory, or a fresh PostgreSQL
 * database when DATABASE_URL is set). The first process pauses inside the notification's
 * transaction, after the notification is recorded and the order activated but before the commit
 * (the PAYMENT_TEST_PAUSE_BEFORE_COMMIT_MS hook of payment-notifications.ts), and is killed with
 * SIGKILL there. A second process on the same database gets the provider's retry: the order is paid
 * once, with one period and the company's first invoice number.
 */

// The child processes and this one must derive the same simulator key: one secret for all.
const AUTH_SECRET = vi.hoisted(() => {
  const secret = "crash-test-auth-secret-0123456789abcdefghijklmnop";
  process.env.AUTH_SECRET = secret;
  return secret;
});

const root = process.cwd();
const tsxCli = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const PAUSE_MARKER = "payment-test-pause: waiting before commit";
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of children) killGroup(child, "SIGKILL");
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  // tsx runs the API in a child of its own: the whole process group goes.
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A database on disk holding the demo seed, and how to reach it from a child process and from here. */
async function diskDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle>; stopSignal: NodeJS.Signals }> {
  const template = inject("postgresTemplateDatabase");
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `hp_crash_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = withDatabase(databaseUrl, name);
    // PostgreSQL holds what was committed whatever becomes of the process, and the API's graceful
    // shutdown on SIGTERM waits out its pool for over a minute: the second process is killed too.
    return { env: { DATABASE_URL: url }, open: async () => openPostgres(url, 2), stopSignal: "SIGKILL" };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "hp-crash-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // The run's migrated and seeded template, written out as the data directory the API opens.
  const seeded = await PGlite.create({
    dataDir: pgliteDataPath(dataDir),
    loadDataDir: new Blob([readFileSync(inject("pgliteTemplatePath"))]),
    extensions: PGLITE_EXTENSIONS,
  });
  await seeded.close();
  // SIGTERM lets the embedded database close its files before this process opens them.
  return { env: { DATA_DIR: dataDir }, open: () => openPglite(pgliteDataPath(dataDir)), stopSignal: "SIGTERM" };
}

type Api = { child: ChildProcess; url: string; stderr: () => string; exited: Promise<number | null> };

async function startApi(databaseEnv: Record<string, string>, extraEnv: Record<string, string> = {}): Promise<Api> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...databaseEnv, ...extraEnv, NODE_ENV: "test", LOG_LEVEL: "warn", PORT: String(port), AUTH_SECRET };
  if (!databaseEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [tsxCli, "server/api/standalone.ts"], { cwd: root, env, detached: true, stdio: ["ignore", "ignore", "pipe"] });
  children.add(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  exited.then(() => children.delete(child));
  const url = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/v1/job-portal/checkout/payment-methods`).then((response) => response.ok, () => false);
    if (ready) return { child, url, stderr: () => stderr, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not start:\n${stderr}`);
}

async function call(api: Api, method: string, route: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${api.url}${route}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.8.7", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("kill -9 between the webhook's arrival and its effect", () => {
  it("leaves the order to the provider's retry after a restart, which pays it once", { timeout: 90_000 }, async () => {
    const database = await diskDatabase();
    const first = await startApi(database.env, { PAYMENT_TEST_PAUSE_BEFORE_COMMIT_MS: "60000" });

    const signedIn = await call(first, "POST", "/v1/login/email", { body: { email: OTHER_OWNER_EMAIL, password: DEMO_PASSWORD } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = signedIn.body.result.token as string;
    const companyId = demoIds.otherCompany;
    const created = await call(first, "POST", `/v1/job-portal/company/${companyId}/orders`, { token, body: { planCode: "enterprise", period: "monthly", paymentMethod: "bca_va" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.result;
    const webhook = signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, "settlement");

    // The webhook arrives; its transaction has written everything and waits to commit.
    const arriving = call(first, "POST", "/v1/payments/notification", { body: webhook }).catch((error: unknown) => error);
    await until(() => first.stderr().includes(PAUSE_MARKER), "the notification to reach the pause");
    killGroup(first.child, "SIGKILL");
    expect(await first.exited).toBeNull();
    expect(await arriving).toBeInstanceOf(Error);

    const second = await startApi(database.env);
    const afterCrash = await call(second, "GET", `/v1/job-portal/company/${companyId}/orders/${order.id}`, { token });
    expect(afterCrash.body.result).toMatchObject({ status: "pending", paidAt: null, invoiceNumber: null });
    const retried = await call(second, "POST", "/v1/payments/notification", { body: webhook });
    expect(retried.body.result).toMatchObject({ status: "paid", outcome: "paid" });
    expect((await call(second, "POST", "/v1/payments/notification", { body: webhook })).body.result.outcome).toBe("ignored");
    const paid = await call(second, "GET", `/v1/job-portal/company/${companyId}/orders/${order.id}`, { token });
    expect(paid.body.result).toMatchObject({ status: "paid", invoiceNumber: expect.stringMatching(/^INV\/\d{4}\/00001$/) });
    killGroup(second.child, database.stopSignal);
    await second.exited;

    const handle = await database.open();
    cleanups.push(() => handle.close());
    const db = handle.db;
    expect(await db.select().from(companySubscriptions).where(eq(companySubscriptions.orderId, order.id))).toHaveLength(1);
    const outcomes = (await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, order.id))).map((row) => row.outcome);
    expect(outcomes.sort()).toEqual(["ignored", "paid"]);
    const invoiced = await db.select({ invoiceNumber: paymentOrders.invoiceNumber }).from(paymentOrders).where(eq(paymentOrders.companyId, companyId));
    expect(invoiced.filter((row) => row.invoiceNumber !== null)).toEqual([{ invoiceNumber: paid.body.result.invoiceNumber }]);
  });
});
