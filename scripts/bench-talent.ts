import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

// `npm run bench:talent`: Talent Search's query (tab All) at scale (issue 14: p95 ≤ 50 ms at
// 1,000,000 talents on PostgreSQL 15, deep pages ≤ 1.5× page 1; p95 ≤ 150 ms at 100,000 on PGlite).
//
// The npm script runs this under scripts/postgres-test-server.sh (a throwaway PostgreSQL 15;
// DATABASE_URL set). For each database: migrate a fresh one, load the talents set-based
// (insertGeneratedTalents, the large seed's generator) with the search and database indexes (0013 to 0015, 0021) dropped and then
// rebuilt from the migration's own statements, ANALYZE, then time every scenario (text search, each
// filter, each sort both ways, text + filters + sort, deep keyset pages 50 and 500) two ways in
// alternation: the service's query (selectDiscoverableTalents through Drizzle, rows mapped, with its
// fallback for rare filter combinations) and the statement it starts with (the sort index walk,
// bounded when filters are set) as plain SQL sent straight to the driver. p50/p95 of each.
// Knobs: BENCH_ITERATIONS (default 30), BENCH_PG_TALENTS (1,000,000), BENCH_PGLITE_TALENTS
// (100,000), BENCH_ONLY=postgres|pglite, BENCH_EXPLAIN=1 (EXPLAIN ANALYZE of scenarios over target).

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const WARMUP = 3;
const TARGET_P95_MS = { postgres: 50, pglite: 150 } as const;
const DEEP_PAGE_RATIO = 1.5;
const COUNTS = { postgres: Number(process.env.BENCH_PG_TALENTS ?? 1_000_000), pglite: Number(process.env.BENCH_PGLITE_TALENTS ?? 100_000) };
const LOAD_CHUNK = 250_000;

const { openPostgres, executeRows } = await import("@/server/db/client");
const { migrateDatabase, migrationsFolder } = await import("@/server/db/migrate");
const { insertGeneratedTalents } = await import("@/server/db/seed/seed-talent-pool-large");
const {
  boundedWalkQuery,
  companyTalentsQuery,
  discoverableTalentsQuery,
  firstPlanOf,
  selectCompanyTalents,
  selectDiscoverableTalents,
  talentSortOf,
  talentOrderBy,
  talentSortKeyText,
  talentFilterConditions,
  discoverableBy,
} = await import("@/server/modules/talents/talent-search-service");
const { talentFilterSchema } = await import("@/server/modules/talents/talents-schemas");
const { talents } = await import("@/server/db/schema/talents");
const { and, sql } = await import("drizzle-orm");
type DatabaseHandle = import("@/server/db/client").DatabaseHandle;
type Driver = "postgres" | "pglite";

/** A scenario: the search's query (as the API takes it), for deep pages which page, and which list (Talent Search by default). */
type Scenario = { name: string; query: Record<string, unknown>; page?: number; pageOneOf?: string; list?: "database" };
const SCENARIOS: Scenario[] = [
  { name: "default (last active)", query: {} },
  { name: "text: common title 'engineer'", query: { q: "engineer" } },
  { name: "text: a school 'monash'", query: { q: "monash" } },
  { name: "text: a name 'siregar'", query: { q: "siregar" } },
  { name: "text: a rare skill 'zendesk'", query: { q: "zendesk" } },
  { name: "text: no match 'xylophone'", query: { q: "xylophone" } },
  { name: "filter: yearsOfExperience 5+", query: { yearsOfExperience: ["5+"] } },
  { name: "filter: gender female", query: { gender: ["female"] } },
  { name: "filter: schoolType international", query: { schoolType: ["international"] } },
  { name: "filter: traits strongLeadership", query: { traits: ["strongLeadership"] } },
  { name: "filter: rank top1", query: { rank: ["top1"] } },
  { name: "filter: companyTypes gov", query: { companyTypes: ["gov"] } },
  { name: "filter: jobSeekingStatus openOpportunity", query: { jobSeekingStatus: ["openOpportunity"] } },
  ...(["lastActive", "yearsOfExperience", "salary", "IPK", "TOEFL", "BIRTHDATE"] as const).flatMap((sortParam) =>
    (["desc", "asc"] as const).map((sortDir) => ({ name: `sort: ${sortParam} ${sortDir}`, query: { sortParam, sortDir } })),
  ),
  { name: "filters: 4 rare ones together", query: { rank: ["top1"], schoolType: ["international"], companyTypes: ["gov"], gender: ["male"] } },
  { name: "filters: every filter at once", query: { yearsOfExperience: ["5+"], gender: ["female"], schoolType: ["local"], traits: ["ambitious"], rank: ["top25"], companyTypes: ["tech"], jobSeekingStatus: ["activelyLooking"] } },
  { name: "filters: a combination nobody has", query: { companyTypes: ["gov"], yearsOfExperience: ["FY"] } },
  { name: "page 5: every filter at once", query: { yearsOfExperience: ["5+"], gender: ["female"], schoolType: ["local"], traits: ["ambitious"], rank: ["top25"], companyTypes: ["tech"], jobSeekingStatus: ["activelyLooking"] }, page: 5, pageOneOf: "filters: every filter at once" },
  // The filter picks a stretch in the middle of the sort's order: the walk meets none for long.
  { name: "filter + sort: FY, yearsOfExperience asc", query: { yearsOfExperience: ["FY"], sortParam: "yearsOfExperience", sortDir: "asc" } },
  { name: "text + 3 filters + sort", query: { q: "engineer", gender: ["female"], rank: ["top5", "top10"], schoolType: ["topReputation"], sortParam: "IPK", sortDir: "desc" } },
  { name: "text + filter + sort", query: { q: "data", yearsOfExperience: ["1-3", "4-5"], sortParam: "salary", sortDir: "asc" } },
  { name: "page 50: default", query: {}, page: 50, pageOneOf: "default (last active)" },
  { name: "page 500: default", query: {}, page: 500, pageOneOf: "default (last active)" },
  { name: "page 500: IPK asc", query: { sortParam: "IPK", sortDir: "asc" }, page: 500, pageOneOf: "sort: IPK asc" },
  { name: "page 500: salary desc", query: { sortParam: "salary", sortDir: "desc" }, page: 500, pageOneOf: "sort: salary desc" },
  { name: "filter + sort: female, BIRTHDATE desc", query: { gender: ["female"], sortParam: "BIRTHDATE", sortDir: "desc" } },
  { name: "page 50: female, BIRTHDATE desc", query: { gender: ["female"], sortParam: "BIRTHDATE", sortDir: "desc" }, page: 50, pageOneOf: "filter + sort: female, BIRTHDATE desc" },
  { name: "page 50: text 'engineer'", query: { q: "engineer" }, page: 50, pageOneOf: "text: common title 'engineer'" },
  // The Talent Database of a company holding a tenth of the pool (any visibility).
  { name: "database: default", query: {}, list: "database" },
  { name: "database: text 'siregar'", query: { q: "siregar" }, list: "database" },
  { name: "database: filter + sort IPK asc", query: { gender: ["female"], sortParam: "IPK", sortDir: "asc" }, list: "database" },
  { name: "database: page 50", query: {}, page: 50, pageOneOf: "database: default", list: "database" },
  { name: "database: sort salary desc", query: { sortParam: "salary", sortDir: "desc" }, list: "database" },
  { name: "database: sort BIRTHDATE asc", query: { sortParam: "BIRTHDATE", sortDir: "asc" }, list: "database" },
  { name: "database: sort TOEFL desc", query: { sortParam: "TOEFL", sortDir: "desc" }, list: "database" },
  { name: "database: page 50: TOEFL desc", query: { sortParam: "TOEFL", sortDir: "desc" }, page: 50, pageOneOf: "database: sort TOEFL desc", list: "database" },
];
/** The share of the pool in the benchmark company's Talent Database, and the share hidden from it. */
const DATABASE_EVERY = 10;
const HIDDEN_EVERY = 500;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function openFresh(driver: Driver): Promise<{ handle: DatabaseHandle; plain: (text: string, params: unknown[]) => Promise<unknown[]>; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PGLITE_EXTENSIONS, wrapPglite } = await import("@/server/db/client");
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    return { handle, plain: async (text, params) => (await client.query(text, params)).rows, drop: () => handle.close() };
  }
  const url = new URL(process.env.DATABASE_URL!);
  const name = `hp_bench_talent_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 2);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    handle,
    plain: async (text, params) => (await client.query(text, params)).rows,
    drop: async () => {
      await client.end();
      await handle.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The search and database indexes' statements (migrations 0013 to 0015 and 0021) that the migrated
 * database has (a later migration may have dropped one): dropped before the load and rebuilt after it
 * (a bulk build beats row-by-row upkeep).
 */
async function searchIndexStatements(handle: DatabaseHandle): Promise<{ name: string; create: string }[]> {
  const files = readdirSync(migrationsFolder).filter((name) => /^\d{4}_talent_(search_(filter_)?indexes|database_order_index|search_facets_and_database_sort_indexes)\.sql$/.test(name));
  const existing = new Set((await executeRows<{ name: string }>(handle.db, sql`select indexname as name from pg_indexes where tablename = 'talents'`)).map((row) => row.name));
  return files
    .flatMap((name) => readFileSync(path.join(migrationsFolder, name), "utf8").split("--> statement-breakpoint"))
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith("CREATE INDEX"))
    .map((create) => ({ name: create.match(/CREATE INDEX "([^"]+)"/)![1]!, create }))
    .filter((index) => existing.has(index.name));
}

async function load(handle: DatabaseHandle, count: number): Promise<{ loadS: number; indexS: number }> {
  const indexes = await searchIndexStatements(handle);
  for (const index of indexes) await handle.db.execute(sql.raw(`drop index if exists "${index.name}"`));
  const started = performance.now();
  const now = new Date("2026-11-20T00:00:00Z");
  for (let first = 1; first <= count; first += LOAD_CHUNK) {
    await insertGeneratedTalents(handle.db, { first, count: Math.min(LOAD_CHUNK, count - first + 1), prefix: "bench-talent-", now });
    process.stdout.write(`  loaded ${Math.min(count, first + LOAD_CHUNK - 1).toLocaleString("en")} talents\r`);
  }
  const loaded = performance.now();
  for (const index of indexes) await handle.db.execute(sql.raw(index.create));
  await handle.db.execute(sql`analyze talents`);
  return { loadS: (loaded - started) / 1000, indexS: (performance.now() - loaded) / 1000 };
}

type Built = { service: () => Promise<unknown>; plainSql: { text: string; params: unknown[] }; rows: () => Promise<number> };

/** The position after `page - 1` pages of 10, found once (by offset) so the timed query starts there. */
async function positionBefore(handle: DatabaseHandle, companyId: string, filter: ReturnType<typeof talentFilterSchema.parse>, page: number, list: Scenario["list"]) {
  const { sortParam, sortDir, ...rest } = filter;
  const sort = talentSortOf({ sortParam, sortDir });
  const scope = list === "database" ? sql`exists (select 1 from company_talents ct where ct.company_id = ${companyId} and ct.talent_id = "talents"."id")` : discoverableBy(companyId);
  const rows = await handle.db
    .select({ id: talents.id, key: talentSortKeyText(sort) })
    .from(talents)
    .where(and(scope, ...talentFilterConditions(rest)))
    .orderBy(...talentOrderBy(sort))
    .offset((page - 1) * 10 - 1)
    .limit(1);
  return rows[0] ? { key: rows[0].key, id: rows[0].id } : null;
}

async function build(handle: DatabaseHandle, plain: (text: string, params: unknown[]) => Promise<unknown[]>, companyId: string, scenario: Scenario): Promise<Built> {
  const filter = talentFilterSchema.parse(scenario.query);
  const { sortParam, sortDir, ...rest } = filter;
  const sort = talentSortOf({ sortParam, sortDir });
  const position = scenario.page ? await positionBefore(handle, companyId, filter, scenario.page, scenario.list) : null;
  if (scenario.page && !position) throw new Error(`${scenario.name}: fewer than ${scenario.page} pages`);
  const params = { filter: rest, sort, position, limit: 10 };
  const database = scenario.list === "database";
  const first = database ? companyTalentsQuery(handle.db, companyId, params) : firstPlanOf(rest) === "boundedWalk" ? boundedWalkQuery(handle.db, companyId, params) : discoverableTalentsQuery(handle.db, companyId, params);
  const compiled = first.toSQL();
  const service = () => (database ? selectCompanyTalents(handle.db, companyId, params) : selectDiscoverableTalents(handle.db, companyId, params));
  return { service, plainSql: { text: compiled.sql, params: compiled.params }, rows: async () => (await service()).length };
}

async function benchDriver(driver: Driver): Promise<string[]> {
  const count = COUNTS[driver];
  const { handle, plain, drop } = await openFresh(driver);
  const lines: string[] = [];
  try {
    await migrateDatabase(handle);
    const { loadS, indexS } = await load(handle, count);
    const [discoverable] = await executeRows<{ n: number }>(handle.db, sql`select count(*)::int as n from talents where visibility = 'discoverable' and job_seeking_status in ('activelyLooking', 'openOpportunity')`);
    const companyId = randomUUID();
    // A company holding a tenth of the pool in its database, and hidden from a few talents.
    await handle.db.execute(sql`insert into companies (id, name, slug, email_domain) values (${companyId}, 'Bench Company', 'bench-company', 'bench.example.com')`);
    await handle.db.execute(sql`insert into company_talents (company_id, talent_id, origin) select ${companyId}, id, 'applied' from talents where abs(hashtext(id::text)) % ${DATABASE_EVERY} = 0`);
    await handle.db.execute(sql`insert into talent_hidden_companies (talent_id, company_id) select id, ${companyId} from talents where abs(hashtext(id::text)) % ${HIDDEN_EVERY} = 1`);
    await handle.db.execute(sql`analyze company_talents`);
    await handle.db.execute(sql`analyze talent_hidden_companies`);
    const header = `${driver === "postgres" ? "PostgreSQL 15" : "PGlite"}: ${count.toLocaleString("en")} talents (${discoverable!.n.toLocaleString("en")} discoverable; the company's database holds 1 in ${DATABASE_EVERY}, 1 in ${HIDDEN_EVERY} hidden from it), loaded in ${loadS.toFixed(1)} s, indexes built in ${indexS.toFixed(1)} s; ${ITERATIONS} runs each, target p95 ≤ ${TARGET_P95_MS[driver]} ms`;
    console.log(`\n${header}`);
    lines.push(header);
    const row = (cells: string[]) => `${cells[0]!.padEnd(44)} ${cells.slice(1).map((cell) => cell.padStart(9)).join(" ")}`;
    lines.push(row(["scenario", "rows", "svc p50", "svc p95", "sql p50", "sql p95", "verdict"]));
    console.log(lines.at(-1));
    // Deep pages are judged on the median against page 1's: at 30 runs on a shared machine a p95 is one
    // unlucky run, while the plan (an index range from the cursor) shows in the median.
    const p50ByName = new Map<string, number>();
    for (const scenario of SCENARIOS) {
      const built = await build(handle, plain, companyId, scenario);
      const rowCount = await built.rows();
      for (let i = 0; i < WARMUP; i += 1) {
        await built.service();
        await plain(built.plainSql.text, built.plainSql.params);
      }
      const serviceMs: number[] = [];
      const plainMs: number[] = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        let started = performance.now();
        await built.service();
        serviceMs.push(performance.now() - started);
        started = performance.now();
        await plain(built.plainSql.text, built.plainSql.params);
        plainMs.push(performance.now() - started);
      }
      const service = stats(serviceMs);
      const plainStats = stats(plainMs);
      p50ByName.set(scenario.name, service.p50);
      const overTarget = service.p95 > TARGET_P95_MS[driver];
      const pageOne = scenario.pageOneOf ? p50ByName.get(scenario.pageOneOf) : undefined;
      const ratio = pageOne ? service.p50 / pageOne : undefined;
      const verdict = `${overTarget ? "OVER" : "ok"}${ratio !== undefined ? ` ${ratio.toFixed(2)}x p1${ratio > DEEP_PAGE_RATIO ? " OVER" : ""}` : ""}`;
      lines.push(row([scenario.name, String(rowCount), service.p50.toFixed(1), service.p95.toFixed(1), plainStats.p50.toFixed(1), plainStats.p95.toFixed(1), verdict]));
      console.log(lines.at(-1));
      if (process.env.BENCH_EXPLAIN && (overTarget || (ratio ?? 0) > DEEP_PAGE_RATIO)) {
        const explained = await plain(`explain (analyze, buffers) ${built.plainSql.text}`, built.plainSql.params);
        console.log((explained as { "QUERY PLAN": string }[]).map((line) => `    ${line["QUERY PLAN"]}`).join("\n"));
      }
    }
  } finally {
    await drop();
  }
  return lines;
}

const only = process.env.BENCH_ONLY as Driver | undefined;
const report: string[] = [];
if (only !== "pglite") {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run `npm run bench:talent` (it starts a throwaway PostgreSQL 15)");
  report.push(...(await benchDriver("postgres")));
}
if (only !== "postgres") report.push("", ...(await benchDriver("pglite")));
console.log(`\n${report.join("\n")}`);
process.exit(0);
