import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { failuresOf, load, type LoadResult } from "./bench-load";

// `npm run bench:notifications`: what the bell's 60-second poll and the notification list cost.
// The API (the Hono app on @hono/node-server, as the portal server serves /api) runs in this
// process on the seeded database; the load comes from autocannon in a child process of its own,
// 50 connections, each request a random simulated user:
//   status   GET /v1/notification/status with the user's last ETag in If-None-Match (the poll);
//   list     GET /v1/notification/all?limit=16 (the first page);
//   bare     the reference: a bare Hono app (no middleware) answering the status query itself, one
//            indexed query per request, on the same database in the same run.
// A writer notifies random users 20 times a second meanwhile, so some polls see a change.
// Runs on the embedded database (PGlite) and, when DATABASE_URL is set, on PostgreSQL:
//   bash scripts/postgres-test-server.sh npm run bench:notifications
// Knobs: BENCH_SECONDS (per phase, default 10), BENCH_CONCURRENCY (default 50), BENCH_USERS
// (default 200), BENCH_NOTIFICATIONS_PER_USER (default 50).

// A private signing secret: the bench must not create DATA_DIR/auth-secret.
process.env.AUTH_SECRET ||= randomBytes(32).toString("hex");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const PER_USER = Number(process.env.BENCH_NOTIFICATIONS_PER_USER ?? 50);
const WRITES_PER_SECOND = 20;

const { openPglite, openPostgres } = await import("@/server/db/client");
const { migrateDatabase } = await import("@/server/db/migrate");
const { seedDatabase } = await import("@/server/db/seed/seed-database");
const { demoIds } = await import("@/server/db/seed/demo-ids");
const { users } = await import("@/server/db/schema/users");
const { companyMembers } = await import("@/server/db/schema/companies");
const { notifications, notificationLastSeen } = await import("@/server/db/schema/notifications");
const { startSession } = await import("@/server/modules/auth/session-service");
const { notifyEvent } = await import("@/server/modules/notifications/notify-service");
const { hasUnseenUnread } = await import("@/server/modules/notifications/notifications-service");
const { createApiApp } = await import("@/server/api/create-app");
type DatabaseHandle = Awaited<ReturnType<typeof openPglite>>;

async function prepare(handle: DatabaseHandle): Promise<{ tokens: string[]; userIds: string[] }> {
  await migrateDatabase(handle);
  const db = handle.db;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total === 0) await seedDatabase(db, "demo");
  const run = randomBytes(4).toString("hex");
  const created = await db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, index) => ({ name: `Bench User ${index}`, email: `bench-${run}-${index}@demo-company.test`, emailVerifiedAt: new Date() })))
    .returning({ id: users.id });
  const userIds = created.map((row) => row.id);
  await db.insert(companyMembers).values(userIds.map((userId) => ({ companyId: demoIds.demoCompany, userId, role: "member" as const, status: "active" as const })));
  // A history per user: a fifth unread, all older than their last look (the usual state: no dot).
  const start = Date.now() - PER_USER * 60 * 60 * 1000;
  for (let offset = 0; offset < userIds.length; offset += 20) {
    const batch = userIds.slice(offset, offset + 20);
    await db.insert(notifications).values(
      batch.flatMap((userId) =>
        Array.from({ length: PER_USER }, (_, index) => ({
          recipientUserId: userId,
          companyId: demoIds.demoCompany,
          type: "applicantsReceived",
          category: index % 3 === 0 ? "company" : "applicant",
          title: `New applicant ${index}`,
          body: "Someone applied to Backend Engineer.",
          data: { type: "applicantsReceived", pageUrl: "/job-post", pageName: "Job Post" },
          isRead: index % 5 !== 0,
          createdAt: new Date(start + index * 60 * 60 * 1000),
        })),
      ),
    );
  }
  await db.insert(notificationLastSeen).values(userIds.map((userId) => ({ userId, lastSeenAt: new Date() })));
  const tokens: string[] = [];
  for (const userId of userIds) {
    tokens.push((await startSession(db, { userId, platform: "employer", client: { ipAddress: "127.0.0.1", userAgent: "bench" } })).token);
  }
  return { tokens, userIds };
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, base: `http://127.0.0.1:${info.port}` }));
  });
}

function row(driver: string, phase: string, result: LoadResult, reference?: LoadResult): string {
  const share = (code: string) => `${(((result.codes[code] ?? 0) / Math.max(1, result.requests)) * 100).toFixed(1)}%`;
  const failures = failuresOf(result);
  return [
    driver.padEnd(9),
    phase.padEnd(30),
    String(result.requests).padStart(8),
    result.rps.toFixed(0).padStart(7),
    result.p50.toFixed(1).padStart(7),
    result.p99.toFixed(1).padStart(7),
    share("304").padStart(7),
    String(failures).padStart(7),
    (reference ? `${(result.rps / reference.rps).toFixed(2)}x` : "").padStart(8),
  ].join("  ");
}

async function bench(driver: "pglite" | "postgres"): Promise<string[]> {
  const handle = driver === "pglite" ? await openPglite(undefined) : openPostgres(process.env.DATABASE_URL!, 10);
  const servers: ServerType[] = [];
  let writing = false;
  let writer: Promise<void> | undefined;
  try {
    const { tokens, userIds } = await prepare(handle);
    const api = createApiApp({ database: async () => handle }, pino({ level: "silent" }));
    const reference = new Hono().get("/status/:userId", async (c) => c.json({ result: { hasNotification: await hasUnseenUnread(handle.db, c.req.param("userId")) } }));
    const apiServer = await listen(api.fetch);
    const referenceServer = await listen(reference.fetch);
    servers.push(apiServer.server, referenceServer.server);
    const pick = () => Math.floor(Math.random() * userIds.length);

    // Every user's first poll (the browser's first load), not counted.
    for (const token of tokens) await fetch(`${apiServer.base}/api/v1/notification/status`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());

    // New notifications keep arriving, so some polls see a change (200) and most do not (304).
    writing = true;
    writer = (async () => {
      while (writing) {
        await notifyEvent(handle.db, { type: "applicantsReceived", recipientUserIds: [userIds[pick()]!], companyId: demoIds.demoCompany, params: { applicantName: "Bench" } });
        await new Promise((resolve) => setTimeout(resolve, 1000 / WRITES_PER_SECOND));
      }
    })();

    const common = { seconds: SECONDS, connections: CONCURRENCY };
    const bare = await load({
      ...common,
      url: referenceServer.base,
      conditional: false,
      users: userIds.map((userId) => ({ path: `/status/${userId}`, headers: {} })),
    });
    const status = await load({
      ...common,
      url: apiServer.base,
      conditional: true,
      users: tokens.map((token) => ({ path: "/api/v1/notification/status", headers: { authorization: `Bearer ${token}` } })),
    });
    const list = await load({
      ...common,
      url: apiServer.base,
      conditional: false,
      users: tokens.map((token) => ({ path: "/api/v1/notification/all?limit=16", headers: { authorization: `Bearer ${token}` } })),
    });
    return [
      row(driver, "bare Hono + status query (ref)", bare),
      row(driver, "status (If-None-Match)", status, bare),
      row(driver, "list (first page)", list, bare),
    ];
  } finally {
    writing = false;
    await writer;
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await handle.close();
  }
}

const drivers: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
console.log(
  `Notification bench: ${USERS} users x ${PER_USER} notifications, autocannon in its own process, ${CONCURRENCY} connections, ` +
    `${SECONDS} s per phase, ${WRITES_PER_SECOND} new notifications/s, HTTP on loopback`,
);
if (!process.env.DATABASE_URL) console.log("PostgreSQL skipped: set DATABASE_URL (bash scripts/postgres-test-server.sh npm run bench:notifications)");
const header = ["driver".padEnd(9), "phase".padEnd(30), "requests".padStart(8), "req/s".padStart(7), "p50 ms".padStart(7), "p99 ms".padStart(7), "304".padStart(7), "errors".padStart(7), "vs ref".padStart(8)].join("  ");
const lines = [header];
for (const driver of drivers) lines.push(...(await bench(driver)));
console.log(lines.join("\n"));
