import { spawn, type ChildProcessByStdio } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";

// `npm run bench:import-load`: how the API answers while background work runs on the embedded
// database (PGlite: one connection, in this process). The API (the Hono app on @hono/node-server,
// as the portal serves /api) and the worker run in this process on a freshly seeded in-memory
// database; the load comes from a process of its own: one connection sending an authenticated
// GET /v1/notification/status every BENCH_INTERVAL_MS, each timed from when it was due (so a
// request held back by a blocked server counts the whole wait). Phases, in the same run:
//   idle      nothing running in the background (the reference);
//   import    a 4,000-row CSV import, from upload to done;
//   export    the CSV export of those 4,000 applications.
// Knobs: BENCH_SECONDS (the idle phase, default 10), BENCH_INTERVAL_MS (default 20), BENCH_ROWS
// (default 4000).

type LoadResult = { requests: number; p50: number; p99: number; max: number; failures: number };

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

if (process.argv[2] === "--load") {
  // The load process: paced requests until stdin closes (or BENCH_SECONDS pass); prints JSON.
  const [, , , url, token, seconds] = process.argv;
  const interval = Number(process.env.BENCH_INTERVAL_MS ?? 20);
  const until = seconds ? performance.now() + Number(seconds) * 1000 : Number.POSITIVE_INFINITY;
  let stopped = false;
  process.stdin.on("end", () => (stopped = true)).resume();
  const samples: number[] = [];
  let failures = 0;
  let due = performance.now();
  while (!stopped && performance.now() < until) {
    due += interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // A request sent late because the previous one was slow is still timed from when it was due.
    const sentFor = Math.min(due, performance.now());
    const response = await fetch(url!, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    if (!response || response.status !== 200) failures += 1;
    await response?.arrayBuffer();
    samples.push(performance.now() - sentFor);
    if (performance.now() > due) due = performance.now();
  }
  samples.sort((left, right) => left - right);
  const result: LoadResult = { requests: samples.length, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), max: samples.at(-1) ?? Number.NaN, failures };
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

// A private signing secret: the bench must not create DATA_DIR/auth-secret.
process.env.AUTH_SECRET ||= randomBytes(32).toString("hex");
const uploads = mkdtempSync(path.join(tmpdir(), "bench-import-load-"));

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 4000);

const { openPglite } = await import("@/server/db/client");
const { migrateDatabase } = await import("@/server/db/migrate");
const { seedDatabase } = await import("@/server/db/seed/seed-database");
const { demoIds } = await import("@/server/db/seed/demo-ids");
const { createLocalDiskStorage } = await import("@/server/storage/local-disk-storage");
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = createLocalDiskStorage(uploads);
const { startSession } = await import("@/server/modules/auth/session-service");
const { createApiApp } = await import("@/server/api/create-app");
const { startWorker } = await import("@/server/jobs/worker");
const { IMPORT_APPLICANTS_JOB } = await import("@/server/modules/job-imports/job-imports-service");
const { importApplicantsJob } = await import("@/server/modules/job-imports/run-import-job");
const { EXPORT_APPLICATIONS_JOB } = await import("@/server/modules/application-exports/application-exports-service");
const { exportApplicationsJob } = await import("@/server/modules/application-exports/export-jobs");
const { insertTestJob } = await import("@/server/modules/job-imports/testing/import-test-job");
const { toCsv } = await import("@/server/modules/job-imports/testing/import-requests");

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, base: `http://127.0.0.1:${info.port}` }));
  });
}

/** Starts the load process; its result comes when it is told to stop (or its seconds pass). */
function startLoad(url: string, token: string, seconds?: number): { child: ChildProcessByStdio<Writable, Readable, null>; result: Promise<LoadResult> } {
  const args = ["--import", "tsx", import.meta.filename, "--load", url, token, ...(seconds ? [String(seconds)] : [])];
  const child = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const result = new Promise<LoadResult>((resolve, reject) =>
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`load process exited with ${code}`)))),
  );
  return { child, result };
}

async function duringWork(url: string, token: string, work: () => Promise<void>): Promise<LoadResult & { workMs: number }> {
  const load = startLoad(url, token);
  // Let the load process start and send its first requests before the work begins.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const started = performance.now();
  await work();
  const workMs = performance.now() - started;
  load.child.stdin.end();
  return { ...(await load.result), workMs };
}

function row(phase: string, result: LoadResult & { workMs?: number }, reference?: LoadResult): string {
  return [
    phase.padEnd(28),
    String(result.requests).padStart(8),
    result.p50.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(9),
    result.max.toFixed(1).padStart(9),
    String(result.failures).padStart(8),
    (reference ? `${(result.p99 / reference.p99).toFixed(1)}x` : "").padStart(8),
    (result.workMs === undefined ? "" : (result.workMs / 1000).toFixed(1)).padStart(8),
  ].join("  ");
}

const handle = await openPglite(undefined);
let server: ServerType | undefined;
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, "demo");
  const api = createApiApp({ database: async () => handle }, pino({ level: "silent" }));
  const listening = await listen(api.fetch);
  server = listening.server;
  const { token } = await startSession(handle.db, { userId: demoIds.demoOwner, platform: "employer", client: { ipAddress: "127.0.0.1", userAgent: "bench" } });
  const auth = { authorization: `Bearer ${token}` };
  const probeUrl = `${listening.base}/api/v1/notification/status`;
  const job = await insertTestJob(handle.db, demoIds.demoCompany, { role: "Load Bench" });
  // Only the jobs under test: the analyzer's follow-up work is not part of this measurement.
  const handlers = { [IMPORT_APPLICANTS_JOB]: importApplicantsJob, [EXPORT_APPLICATIONS_JOB]: exportApplicationsJob };
  const runQueuedJobs = async () => {
    const worker = startWorker({ db: handle.db, log: pino({ level: "silent" }), handlers, pollIntervalMs: 60_000 });
    await worker.drain();
    await worker.stop();
  };

  const idle = await startLoad(probeUrl, token, SECONDS).result;

  const during = await duringWork(probeUrl, token, async () => {
    const rows = Array.from({ length: ROWS }, (_, index) => [`Person ${index + 1}`, `person${index + 1}@bench.example.com`, "Fresh Graduate", "3.5"]);
    const form = new FormData();
    form.append("file", new File([toCsv([["Full name", "Email", "Experience level", "GPA"], ...rows])], "bench.csv", { type: "text/csv" }));
    form.append("mapping", JSON.stringify({ name: "Full name", email: "Email", experienceLevel: "Experience level", gpa: "GPA" }));
    const response = await fetch(`${listening.base}/api/v1/job-portal/job/${job.id}/import`, { method: "POST", headers: auth, body: form });
    if (response.status !== 202) throw new Error(`import upload answered ${response.status}: ${await response.text()}`);
    await runQueuedJobs();
  });

  const exporting = await duringWork(probeUrl, token, async () => {
    const response = await fetch(`${listening.base}/api/v1/job-portal/job/${job.id}/applications/exports`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ format: "csv", filter: {} }),
    });
    if (response.status !== 202) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    await runQueuedJobs();
  });

  console.log(`Import load bench (PGlite in memory): GET /v1/notification/status every ${process.env.BENCH_INTERVAL_MS ?? 20} ms from a separate process, one connection, HTTP on loopback; times in ms, work in s`);
  console.log(["phase".padEnd(28), "requests".padStart(8), "p50".padStart(8), "p99".padStart(9), "max".padStart(9), "failures".padStart(8), "p99/ref".padStart(8), "work s".padStart(8)].join("  "));
  console.log(row("idle (reference)", idle));
  console.log(row(`during a ${ROWS}-row import`, during, idle));
  console.log(row(`during the export of ${ROWS}`, exporting, idle));
} finally {
  if (server) await new Promise((resolve) => server!.close(resolve));
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
}
