import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { count, sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { failuresOf, load, type LoadResult } from "./bench-load";

// `npm run bench:job-list`: GET /v1/job-portal/job?limit=20 (the job posts page) under 50
// concurrent clients. The API is served as `npm start` serves /api: a Node HTTP server handing
// requests to the Hono app through @hono/node-server's request listener, with the product's JSON
// access log (written to /dev/null). The seeded demo company gets the large job seed (1,000 jobs,
// 100,000 applicants over their steps), hiring teams and long descriptions on its jobs, and
// BENCH_MEMBERS members besides the owner: half see every job, half a hiring team's 200 jobs.
// Each request is a random one of these users. Load comes from autocannon in its own process.
//   reference  a bare Hono app (no middleware, no session) answering one fixed query of the same
//              page (the list's columns of the company's 20 newest jobs) on the same database in
//              the same run;
//   list       the API, first page: once cold (each user's first question, code not yet optimised),
//              then again warm; list p2 the API, second page (cursor); the first page again
//              while an applicant of the newest job moves between two steps every 100 ms (each
//              move makes the kept answers stale: job-list-cache.ts).
// Also printed: statements one list request sends (owner and a job-limited member).
// Runs on the embedded database (PGlite) and, when DATABASE_URL is set, on PostgreSQL too:
//   bash scripts/postgres-test-server.sh npm run bench:job-list
// Knobs: BENCH_SECONDS (per phase, default 10), BENCH_CONCURRENCY (default 50), BENCH_MEMBERS
// (default 20), BENCH_PGLITE_DIR (keep the embedded database in this folder and reuse it next run:
// seeding takes a minute or two).

// A private signing secret: the bench must not create DATA_DIR/auth-secret.
process.env.AUTH_SECRET ||= randomBytes(32).toString("hex");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
const LIMITED_JOBS = 200;
const LIST_PATH = "/api/v1/job-portal/job?limit=20";

const { openPglite, openPostgres } = await import("@/server/db/client");
const { migrateDatabase } = await import("@/server/db/migrate");
const { seedDatabase } = await import("@/server/db/seed/seed-database");
const { seedLargeJobs } = await import("@/server/db/seed/seed-jobs-large");
const { demoIds } = await import("@/server/db/seed/demo-ids");
const { users } = await import("@/server/db/schema/users");
const { companyMembers } = await import("@/server/db/schema/companies");
const { memberPermissions } = await import("@/server/db/schema/member-permissions");
const { startSession } = await import("@/server/modules/auth/session-service");
const { createApiApp } = await import("@/server/api/create-app");
const { createLogger } = await import("@/server/lib/logger");
const { countQueries } = await import("@/server/modules/pipeline/testing/pipeline-fixtures");
const { keepPlannerStatistics } = await import("@/server/db/planner-statistics");
type DatabaseHandle = Awaited<ReturnType<typeof openPglite>>;
type Database = DatabaseHandle["db"];

const DESCRIPTION = `<p>${"You will build and run the services our customers rely on every day, with a team that ships small changes often. ".repeat(20)}</p><ul>${"<li>Own a part of the product end to end</li>".repeat(10)}</ul>`;

async function prepare(db: Database): Promise<{ owner: string; members: string[] }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total === 0) await seedDatabase(db, "demo");
  await seedLargeJobs(db);
  // What a real job carries beside the list's columns: a long description and a hiring team.
  await db.execute(sql`
    update jobs set description = ${DESCRIPTION}, responsibilities = ${DESCRIPTION},
           hiring_team = '[{"email":"budi@demo-company.test","access":"editor"},{"email":"sari@demo-company.test","access":"viewer"},{"email":"rina@demo-company.test","access":"viewerSalary"}]'::jsonb
     where company_id = ${demoIds.demoCompany}`);
  const limitedJobs = await db.execute(sql`select id from jobs where company_id = ${demoIds.demoCompany} order by created_at desc limit ${LIMITED_JOBS}`);
  const jobIds = (limitedJobs as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);

  const run = randomBytes(4).toString("hex");
  const created = await db
    .insert(users)
    .values(Array.from({ length: MEMBERS }, (_, index) => ({ name: `Bench Recruiter ${index}`, email: `bench-jobs-${run}-${index}@demo-company.test`, emailVerifiedAt: new Date() })))
    .returning({ id: users.id });
  const memberships = await db
    .insert(companyMembers)
    .values(created.map((user) => ({ companyId: demoIds.demoCompany, userId: user.id, role: "member" as const, status: "active" as const })))
    .returning({ id: companyMembers.id });
  await db.insert(memberPermissions).values(
    memberships.flatMap((membership, index) => {
      // Half see every job (and its salary); half are on the hiring team of 200 jobs, editors of half of them.
      const limited = index % 2 === 1;
      const base = { companyId: demoIds.demoCompany, memberId: membership.id };
      return [
        { ...base, resource: "jobPost" as const, action: "view" as const, allowedCriteria: limited ? { jobIds } : null },
        { ...base, resource: "jobPost" as const, action: "manage" as const, allowedCriteria: limited ? { jobIds: jobIds.slice(0, LIMITED_JOBS / 2) } : null },
        { ...base, resource: "jobPostSalary" as const, action: "view" as const, allowedCriteria: limited ? { jobIds: jobIds.slice(0, LIMITED_JOBS / 4) } : null },
        { ...base, resource: "userCompany" as const, action: "view" as const, allowedCriteria: null },
        { ...base, resource: "talentDb" as const, action: "manage" as const, allowedCriteria: null },
      ];
    }),
  );
  const session = async (userId: string) => (await startSession(db, { userId, platform: "employer", client: { ipAddress: "127.0.0.1", userAgent: "bench" } })).token;
  const owner = await session(demoIds.demoOwner);
  const members: string[] = [];
  for (const user of created) members.push(await session(user.id));
  return { owner, members };
}

/** Served as server/http/portal-server.ts serves /api (without Next.js, which never sees /api). */
function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: Server; base: string }> {
  const server = createServer(getRequestListener(fetch, { overrideGlobalObjects: false }));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

function row(driver: string, phase: string, result: LoadResult, reference?: LoadResult): string {
  return [
    driver.padEnd(9),
    phase.padEnd(38),
    String(result.requests).padStart(8),
    result.rps.toFixed(0).padStart(7),
    result.p50.toFixed(1).padStart(7),
    result.p99.toFixed(1).padStart(7),
    String(failuresOf(result)).padStart(7),
    (reference ? `${(result.rps / reference.rps).toFixed(2)}x` : "").padStart(8),
  ].join("  ");
}

async function bench(driver: "pglite" | "postgres"): Promise<string[]> {
  const handle = driver === "pglite" ? await openPglite(process.env.BENCH_PGLITE_DIR || undefined) : openPostgres(process.env.DATABASE_URL!, 10);
  const servers: Server[] = [];
  try {
    await migrateDatabase(handle);
    const { owner, members } = await prepare(handle.db);
    // As a start of the portal does on the embedded database; PostgreSQL's autovacuum would get
    // there on its own, analyzed now so the run does not depend on when it wakes.
    if (handle.embedded) (await keepPlannerStatistics(handle, pino({ level: "silent" })))();
    else await handle.db.execute(sql`analyze`);
    const api = createApiApp({ database: async () => handle }, createLogger("info", pino.destination("/dev/null")));
    const reference = new Hono().get("/jobs", async (c) => {
      const result = await handle.db.execute(
        sql`select id, role, status, slug, workplace_type, employment_types, location, salary_type, start_range, end_range, application_platform,
                   created_at, updated_at, published_at, closed_at
              from jobs where company_id = ${demoIds.demoCompany} order by created_at desc nulls last, id desc nulls last limit 21`,
      );
      return c.json({ result: (result as unknown as { rows: unknown[] }).rows.slice(0, 20) });
    });
    const apiServer = await listen(api.fetch);
    const referenceServer = await listen(reference.fetch);
    servers.push(apiServer.server, referenceServer.server);

    const get = async (token: string, path = LIST_PATH) => {
      const response = await fetch(`${apiServer.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { result: { docs: unknown[]; nextCursor: string | null } };
    };
    const first = await get(owner);
    const second = `${LIST_PATH}&cursor=${first.result.nextCursor}`;
    const member = members[1] ?? owner;
    // A question asked before (what nearly every request of the load below is) and a member's first.
    const statements = {
      owner: await countQueries(handle.db, () => get(owner)),
      memberFirst: await countQueries(handle.db, () => get(member)),
      memberAgain: await countQueries(handle.db, () => get(member)),
    };
    const tokens = [owner, ...members];
    const users = (path: string) => tokens.map((token) => ({ path, headers: { authorization: `Bearer ${token}` } }));
    const common = { seconds: SECONDS, connections: CONCURRENCY, conditional: false };
    const bare = await load({ ...common, url: referenceServer.base, users: [{ path: "/jobs", headers: {} }] });
    // The first run of the list meets every user's first question and a process whose code paths
    // are not yet optimised: printed as "cold". The same load again is the steady state.
    const cold = await load({ ...common, url: apiServer.base, users: users(LIST_PATH) });
    const list = await load({ ...common, url: apiServer.base, users: users(LIST_PATH) });
    const next = await load({ ...common, url: apiServer.base, users: users(second) });
    // Answers are kept per company list version: with a recruiter moving an applicant every 100 ms,
    // each move makes the next requests compute the list again (one computation per question).
    const moving = await handle.db.execute(sql`
      select a.id, a.recruitment_step_id as step, (select s.id from recruitment_steps s where s.job_id = a.job_id and s.id <> a.recruitment_step_id limit 1) as other
        from job_applications a join jobs j on j.id = a.job_id where j.company_id = ${demoIds.demoCompany} order by j.created_at desc limit 1`);
    const applicant = (moving as unknown as { rows: { id: string; step: string; other: string }[] }).rows[0]!;
    let moves = 0;
    const mover = setInterval(() => {
      moves += 1;
      void handle.db.execute(sql`update job_applications set recruitment_step_id = ${moves % 2 ? applicant.other : applicant.step} where id = ${applicant.id}`);
    }, 100);
    const writing = await load({ ...common, url: apiServer.base, users: users(LIST_PATH) }).finally(() => clearInterval(mover));
    return [
      row(driver, "bare Hono + page query (ref)", bare),
      row(driver, "list ?limit=20 (first page, cold)", cold, bare),
      row(driver, "list ?limit=20 (first page)", list, bare),
      row(driver, "list ?limit=20 (second page)", next, bare),
      row(driver, "list, an applicant moved every 100 ms", writing, bare),
      `${driver.padEnd(9)}  statements per list request: owner ${statements.owner} (asked before), job-limited member ${statements.memberFirst} (first) and ${statements.memberAgain} (again); ${first.result.docs.length} jobs a page, ${JSON.stringify(first).length} bytes`,
    ];
  } finally {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await handle.close();
  }
}

const drivers: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
console.log(
  `Job list bench: the demo company with 1,006 jobs and 100,000+ applicants, the owner and ${MEMBERS} members, autocannon in its own process, ` +
    `${CONCURRENCY} connections, ${SECONDS} s per phase, HTTP on loopback (load average at start: ${(await import("node:os")).loadavg().map((value) => value.toFixed(1)).join(" ")})`,
);
if (!process.env.DATABASE_URL) console.log("PostgreSQL skipped: set DATABASE_URL (bash scripts/postgres-test-server.sh npm run bench:job-list)");
const header = ["driver".padEnd(9), "phase".padEnd(38), "requests".padStart(8), "req/s".padStart(7), "p50 ms".padStart(7), "p99 ms".padStart(7), "errors".padStart(7), "vs ref".padStart(8)].join("  ");
const lines = [header];
for (const driver of drivers) lines.push(...(await bench(driver)));
console.log(lines.join("\n"));
