import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count } from "drizzle-orm";
import pino from "pino";

// `npm run bench:notifications`: what the bell's 60-second poll and the notification list cost.
// Simulated signed-in users hit GET /v1/notification/status (with If-None-Match, as the portal's
// poll does) and GET /v1/notification/all (first page, then the next by its cursor) over HTTP on
// loopback, while a writer keeps notifying random users. Runs on the embedded database (PGlite)
// and, when DATABASE_URL is set, on PostgreSQL:
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

type Sample = { ms: number; status: number };
type PhaseResult = { name: string; samples: Sample[]; seconds: number };

const { openPglite, openPostgres } = await import("@/server/db/client");
const { migrateDatabase } = await import("@/server/db/migrate");
const { seedDatabase } = await import("@/server/db/seed/seed-database");
const { demoIds } = await import("@/server/db/seed/demo-ids");
const { users } = await import("@/server/db/schema/users");
const { companyMembers } = await import("@/server/db/schema/companies");
const { notifications, notificationLastSeen } = await import("@/server/db/schema/notifications");
const { startSession } = await import("@/server/modules/auth/session-service");
const { notifyEvent } = await import("@/server/modules/notifications/notify");
const { createApiApp } = await import("@/server/api/create-app");
type DatabaseHandle = Awaited<ReturnType<typeof openPglite>>;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

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

async function runPhase(name: string, seconds: number, step: () => Promise<Sample[]>): Promise<PhaseResult> {
  const samples: Sample[] = [];
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) samples.push(...(await step()));
    }),
  );
  return { name, samples, seconds: (Date.now() - started) / 1000 };
}

async function timed(url: string, headers: Record<string, string>): Promise<{ sample: Sample; response: Response; body: string }> {
  const begin = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  return { sample: { ms: performance.now() - begin, status: response.status }, response, body };
}

function report(driver: string, phase: PhaseResult): string {
  const times = phase.samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = phase.samples.filter((sample) => sample.status >= 400).length;
  const notModified = phase.samples.filter((sample) => sample.status === 304).length;
  const share = phase.samples.length ? ((notModified / phase.samples.length) * 100).toFixed(1) : "0";
  return [
    driver.padEnd(10),
    phase.name.padEnd(26),
    String(phase.samples.length).padStart(7),
    (phase.samples.length / phase.seconds).toFixed(0).padStart(8),
    percentile(times, 50).toFixed(2).padStart(8),
    percentile(times, 95).toFixed(2).padStart(8),
    percentile(times, 99).toFixed(2).padStart(8),
    `${share}%`.padStart(7),
    String(errors).padStart(7),
  ].join("  ");
}

async function bench(driver: "pglite" | "postgres"): Promise<string[]> {
  const handle = driver === "pglite" ? await openPglite(undefined) : openPostgres(process.env.DATABASE_URL!, 10);
  let server: ServerType | undefined;
  try {
    const { tokens, userIds } = await prepare(handle);
    const app = createApiApp({ database: async () => handle }, pino({ level: "silent" }));
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const pick = () => Math.floor(Math.random() * tokens.length);

    // New notifications keep arriving, so some polls see a change (200) and most do not (304).
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await notifyEvent(handle.db, { type: "applicantsReceived", recipientUserIds: [userIds[pick()]!], companyId: demoIds.demoCompany, params: { applicantName: "Bench" } });
        await new Promise((resolve) => setTimeout(resolve, 1000 / WRITES_PER_SECOND));
      }
    })();

    const etags = new Map<number, string>();
    // Warm-up: every user's first poll (the browser's first load), not counted.
    for (let index = 0; index < tokens.length; index += 1) {
      const first = await timed(`${base}/v1/notification/status`, { authorization: `Bearer ${tokens[index]}` });
      etags.set(index, first.response.headers.get("etag") ?? "");
    }
    const status = await runPhase("status (If-None-Match)", SECONDS, async () => {
      const index = pick();
      const { sample, response } = await timed(`${base}/v1/notification/status`, { authorization: `Bearer ${tokens[index]}`, "if-none-match": etags.get(index) ?? "" });
      const etag = response.headers.get("etag");
      if (etag) etags.set(index, etag);
      return [sample];
    });
    const list = await runPhase("list (page 1 + page 2)", SECONDS, async () => {
      const headers = { authorization: `Bearer ${tokens[pick()]}` };
      const first = await timed(`${base}/v1/notification/all?limit=16`, headers);
      const next = (JSON.parse(first.body) as { result?: { nextDatetime?: string | null } }).result?.nextDatetime;
      if (!next) return [first.sample];
      const second = await timed(`${base}/v1/notification/all?limit=16&datetime=${encodeURIComponent(next)}`, headers);
      return [first.sample, second.sample];
    });
    writing = false;
    await writer;
    return [report(driver, status), report(driver, list)];
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await handle.close();
  }
}

const drivers: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
console.log(
  `Notification bench: ${USERS} users x ${PER_USER} notifications, ${CONCURRENCY} concurrent clients, ${SECONDS} s per phase, ` +
    `${WRITES_PER_SECOND} new notifications/s, HTTP on loopback (client and API in this one process)`,
);
if (!process.env.DATABASE_URL) console.log("PostgreSQL skipped: set DATABASE_URL (bash scripts/postgres-test-server.sh npm run bench:notifications)");
const header = ["driver".padEnd(10), "phase".padEnd(26), "requests".padStart(7), "req/s".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8), "p99 ms".padStart(8), "304".padStart(7), "errors".padStart(7)].join("  ");
const lines = [header];
for (const driver of drivers) lines.push(...(await bench(driver)));
console.log(lines.join("\n"));
