import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import pino from "pino";

// `npm run bench:analytics`: the hiring analytics endpoints at scale (issue 16, quality-bars.md:
// p95 ≤ 100 ms at 1,000,000 applications on PostgreSQL 15, ≤ 300 ms at 100,000 on PGlite).
//
// The npm script runs this under scripts/postgres-test-server.sh (a throwaway PostgreSQL 15,
// DATABASE_URL set). Each database is seeded once with SEED_SCALE=large (the analytics history
// writes 100,000 applications on PGlite, 1,000,000 on PostgreSQL, over a year and many jobs):
// PGlite in .bench/analytics-pglite, kept for the next run; PostgreSQL in the database
// hp_bench_analytics on DATABASE_URL's server, kept while that server lives. The API (the Hono app
// on @hono/node-server, as the portal serves /api) runs in this process as the signed-in demo
// owner; the load comes from a child process of its own, one request at a time: for each endpoint
// (stats, avg-response-time, stats/jobs) and filter (All Time, Last 30 Days, Today, a custom
// quarter; all jobs, active jobs, three selected jobs), warm-up requests and then BENCH_ITERATIONS
// timed ones, each after a request of the reference: a bare Hono app on the same database answering
// the plain SQL count of the company's applications. p50/p95 of both and the ratio.
// Knobs: BENCH_ITERATIONS (default 30), BENCH_ONLY=pglite|postgres, BENCH_FRESH=1 (seed again).

type Scenario = { name: string; path: string };
type LoadSpec = { base: string; reference: string; token: string; iterations: number; scenarios: Scenario[] };
type Measured = { name: string; ms: number[]; referenceMs: number[]; errors: number; firstError?: string };

const WARMUP = 3;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

if (process.argv[2] === "--load") {
  // The load process: requests one at a time over keep-alive connections; prints the timings as JSON.
  const spec = JSON.parse(readFileSync(process.argv[3]!, "utf8")) as LoadSpec;
  const headers = { authorization: `Bearer ${spec.token}` };
  const timed = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  };
  const results: Measured[] = [];
  for (const scenario of spec.scenarios) {
    const result: Measured = { name: scenario.name, ms: [], referenceMs: [], errors: 0 };
    for (let index = 0; index < WARMUP; index += 1) {
      const first = await timed(spec.base + scenario.path);
      if (index === 0 && first.status !== 200) result.firstError = `${first.status} ${first.body.slice(0, 300)}`;
    }
    for (let index = 0; index < spec.iterations; index += 1) {
      result.referenceMs.push((await timed(spec.reference)).ms);
      const response = await timed(spec.base + scenario.path);
      result.ms.push(response.ms);
      if (response.status !== 200) result.errors += 1;
    }
    results.push(result);
  }
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
}

// A private signing secret: the bench must not create DATA_DIR/auth-secret.
process.env.AUTH_SECRET ||= randomBytes(32).toString("hex");
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const TARGET_P95_MS = { pglite: 300, postgres: 100 } as const;
const PGLITE_DIR = path.resolve(".bench/analytics-pglite");
const PG_DATABASE = "hp_bench_analytics";

const { openPglite, openPostgres, executeRows } = await import("@/server/db/client");
const { migrateDatabase } = await import("@/server/db/migrate");
const { seedDatabase } = await import("@/server/db/seed/seed-database");
const { demoIds } = await import("@/server/db/seed/demo-ids");
const { startSession } = await import("@/server/modules/auth/session-service");
const { createApiApp } = await import("@/server/api/create-app");
const { sql } = await import("drizzle-orm");
type DatabaseHandle = Awaited<ReturnType<typeof openPglite>>;
type Driver = "pglite" | "postgres";

async function open(driver: Driver): Promise<DatabaseHandle> {
  if (driver === "pglite") {
    if (process.env.BENCH_FRESH) rmSync(PGLITE_DIR, { recursive: true, force: true });
    mkdirSync(path.dirname(PGLITE_DIR), { recursive: true });
    return openPglite(PGLITE_DIR);
  }
  const url = new URL(process.env.DATABASE_URL!);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  if (process.env.BENCH_FRESH) await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
  const exists = await admin.query("select 1 from pg_database where datname = $1", [PG_DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${PG_DATABASE}`);
  await admin.end();
  url.pathname = `/${PG_DATABASE}`;
  return openPostgres(url.toString(), 5);
}

/** Seeds SEED_SCALE=large unless the database already holds it; answers what it holds. */
async function seedOnce(driver: Driver, handle: DatabaseHandle): Promise<string> {
  await migrateDatabase(handle);
  const seeded = async () => (await executeRows<{ n: number }>(handle.db, sql`select count(*)::int as n from jobs where slug = 'analytics-job-1'`))[0]!.n > 0;
  if (!(await seeded())) {
    const started = performance.now();
    const report = await seedDatabase(handle.db, "large");
    await handle.db.execute(sql`analyze`);
    console.log(
      `${driver}: seeded (large) in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
        report.largeSets.map((set) => `${set.name} ${set.rows.toLocaleString("en")} rows ${(set.ms / 1000).toFixed(1)} s`).join("; "),
    );
  }
  const [size] = await executeRows<{ applications: number; events: number; jobs: number; first: string; last: string }>(
    handle.db,
    sql`select (select count(*) from job_applications where company_id = ${demoIds.demoCompany})::int as applications,
               (select count(*) from application_events where company_id = ${demoIds.demoCompany})::int as events,
               (select count(*) from jobs where company_id = ${demoIds.demoCompany})::int as jobs,
               (select min(applied_at)::date::text from job_applications where company_id = ${demoIds.demoCompany}) as first,
               (select max(applied_at)::date::text from job_applications where company_id = ${demoIds.demoCompany}) as last`,
  );
  return `${driver}: Demo Company holds ${size!.applications.toLocaleString("en")} applications (${size!.first} to ${size!.last}), ${size!.events.toLocaleString("en")} timeline records, ${size!.jobs.toLocaleString("en")} jobs`;
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, base: `http://127.0.0.1:${info.port}` }));
  });
}

/** The last full calendar quarter before today (UTC), as the custom period. */
function lastQuarter(now: Date): { from: string; to: string } {
  const quarterStart = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3 - 3, 1));
  const quarterEnd = new Date(Date.UTC(quarterStart.getUTCFullYear(), quarterStart.getUTCMonth() + 3, 0));
  return { from: quarterStart.toISOString().slice(0, 10), to: quarterEnd.toISOString().slice(0, 10) };
}

async function scenarios(handle: DatabaseHandle): Promise<Scenario[]> {
  // Three of the history's open jobs, the busiest there are.
  const selected = await executeRows<{ id: string }>(handle.db, sql`select id from jobs where slug in ('analytics-job-1', 'analytics-job-2', 'analytics-job-3') order by slug`);
  const quarter = lastQuarter(new Date());
  const periods = [
    { name: "All Time", query: "period=allTime" },
    { name: "Last 30 Days", query: "period=monthly" },
    { name: "Today", query: "period=daily" },
    { name: `custom ${quarter.from}..${quarter.to}`, query: `period=custom&from=${quarter.from}&to=${quarter.to}` },
  ];
  const jobFilters = [
    { name: "all jobs", query: "jobFilter=allJob" },
    { name: "active jobs", query: "jobFilter=allActiveJob" },
    { name: "3 selected jobs", query: `jobFilter=selectedJob&${selected.map((job) => `jobIds=${job.id}`).join("&")}` },
  ];
  const base = `/api/v1/job-portal/company/${demoIds.demoCompany}`;
  const endpoints = [
    { name: "stats", path: `${base}/stats` },
    { name: "avg-response-time", path: `${base}/avg-response-time` },
    { name: "stats/jobs", path: `${base}/stats/jobs` },
  ];
  return endpoints.flatMap((endpoint) =>
    periods.flatMap((period) => jobFilters.map((filter) => ({ name: `${endpoint.name} · ${period.name} · ${filter.name}`, path: `${endpoint.path}?${period.query}&${filter.query}` }))),
  );
}

function runLoad(spec: LoadSpec): Promise<Measured[]> {
  // The load process reads its spec from a file in .bench, which a PostgreSQL-only run has not made yet.
  mkdirSync(path.resolve(".bench"), { recursive: true });
  const specPath = path.join(path.resolve(".bench"), `analytics-load-${process.pid}.json`);
  writeFileSync(specPath, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--load", specPath], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      rmSync(specPath, { force: true });
      if (code === 0) resolve(JSON.parse(output) as Measured[]);
      else reject(new Error(`The load process exited with ${code}`));
    });
  });
}

async function bench(driver: Driver): Promise<string[]> {
  const handle = await open(driver);
  const servers: ServerType[] = [];
  try {
    console.log(await seedOnce(driver, handle));
    const { token } = await startSession(handle.db, { userId: demoIds.demoOwner, platform: "employer", client: { ipAddress: "127.0.0.1", userAgent: "bench-analytics" } });
    const api = await listen(createApiApp({ database: async () => handle }, pino({ level: "silent" })).fetch);
    // The reference: a bare Hono app (no middleware) answering the plain SQL count of the company's applications.
    const bare = new Hono().get("/count", async (c) => {
      const [row] = await executeRows<{ n: number }>(handle.db, sql`select count(*)::int as n from job_applications where company_id = ${demoIds.demoCompany}`);
      return c.json({ n: row!.n });
    });
    const reference = await listen(bare.fetch);
    servers.push(api.server, reference.server);
    const results = await runLoad({ base: api.base, reference: `${reference.base}/count`, token, iterations: ITERATIONS, scenarios: await scenarios(handle) });
    return results.flatMap((result) => {
      const p95 = percentile(result.ms, 95);
      const referenceP95 = percentile(result.referenceMs, 95);
      const verdict = result.errors > 0 ? "ERRORS" : p95 <= TARGET_P95_MS[driver] ? "ok" : "over";
      const line = [
        driver.padEnd(8),
        result.name.padEnd(58),
        percentile(result.ms, 50).toFixed(1).padStart(7),
        p95.toFixed(1).padStart(7),
        percentile(result.referenceMs, 50).toFixed(1).padStart(7),
        referenceP95.toFixed(1).padStart(7),
        `${(p95 / referenceP95).toFixed(2)}x`.padStart(7),
        String(result.errors).padStart(6),
        verdict.padStart(6),
      ].join("  ");
      return result.firstError ? [line, `${"".padEnd(10)}first answer: ${result.firstError}`] : [line];
    });
  } finally {
    for (const server of servers) server.close();
    await handle.close();
  }
}

const only = process.env.BENCH_ONLY;
const drivers = (["pglite", "postgres"] as const).filter((driver) => (!only || only === driver) && (driver === "pglite" || process.env.DATABASE_URL));
console.log(
  `Analytics bench: GET stats, avg-response-time and stats/jobs of Demo Company as its owner, from a load process of its own, one request at a time, ` +
    `${ITERATIONS} timed requests per row after ${WARMUP} warm-up. Target p95: ≤ ${TARGET_P95_MS.postgres} ms on PostgreSQL (1,000,000 applications), ` +
    `≤ ${TARGET_P95_MS.pglite} ms on PGlite (100,000).\n"ref" is a bare Hono app on the same database answering the plain SQL count of the company's applications, ` +
    `its requests alternating with the row's; "x ref" is the row's p95 over the reference's.`,
);
if (!process.env.DATABASE_URL) console.log("PostgreSQL skipped: set DATABASE_URL (npm run bench:analytics starts a throwaway PostgreSQL 15)");
const lines = [
  ["driver".padEnd(8), "endpoint · period · jobs".padEnd(58), "p50 ms".padStart(7), "p95 ms".padStart(7), "ref p50".padStart(7), "ref p95".padStart(7), "x ref".padStart(7), "errors".padStart(6), "p95 ok".padStart(6)].join("  "),
];
for (const driver of drivers) lines.push(...(await bench(driver)));
console.log(lines.join("\n"));
