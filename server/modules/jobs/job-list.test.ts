import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { countQueries } from "@/server/modules/pipeline/testing/pipeline-fixtures";
import { jobListSchema } from "./jobs-schemas";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;
const created: { id: string; role: string }[] = [];

const SPECS = [
  { role: "Keyset Backend", workplaceType: "remote", employmentTypes: ["fullTime"] },
  { role: "Keyset Frontend", workplaceType: "hybrid", location: "Jakarta", employmentTypes: ["partTime"] },
  { role: "Keyset Designer", workplaceType: "onSite", location: "Bali", employmentTypes: ["contract", "freelance"] },
  { role: "Keyset Intern", workplaceType: "remote", employmentTypes: ["internship"] },
  { role: "Keyset Analyst", workplaceType: "hybrid", location: "Bandung", employmentTypes: ["fullTime", "contract"] },
  { role: "Keyset 100% Remote", workplaceType: "remote", employmentTypes: ["fullTime"] },
  { role: "Keyset Writer", workplaceType: "onSite", location: "Medan", employmentTypes: ["freelance"] },
];

const list = async (query: string) => {
  const response = await requestJson(ctx.app, "GET", `${JOBS}?${query}`, { token: owner });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result;
};

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  for (const spec of SPECS) {
    const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { ...spec, description: "<p>Work</p>" } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    created.push({ id: response.body.result.id, role: spec.role });
  }
  // Three rows share a timestamp and two differ by a microsecond: the order must still be total.
  const base = new Date("2026-03-01T08:00:00.000Z");
  await ctx.database.db.update(jobs).set({ createdAt: base }).where(inArray(jobs.id, created.slice(0, 3).map((job) => job.id)));
  await ctx.database.db.execute(sql`update jobs set created_at = ${base.toISOString()}::timestamptz + interval '1 microsecond' where id = ${created[3]!.id}`);
  for (const job of created.slice(0, 2)) expect((await requestJson(ctx.app, "POST", `${JOBS}/${job.id}/publish`, { token: owner })).status).toBe(200);
  expect((await requestJson(ctx.app, "POST", `${JOBS}/${created[2]!.id}/close`, { token: owner })).status).toBe(200);
});

describe("GET /v1/job-portal/job", () => {
  it("pages newest first by (created_at, id) without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: any = await list(`q=keyset&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(() => jobListSchema.parse(result)).not.toThrow();
      expect(result.docs.length).toBeLessThanOrEqual(3);
      seen.push(...result.docs.map((doc: any) => doc.id));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(SPECS.length);
    const rows = await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.id, created.map((job) => job.id)))
      .orderBy(sql`${jobs.createdAt} desc, ${jobs.id} desc`);
    expect(seen).toEqual(rows.map((row) => row.id));
  });

  it("counts per status for the tabs, ignoring the status filter", async () => {
    const all = await list("q=keyset");
    expect(all.counts).toEqual({ all: 7, draft: 4, published: 2, closed: 1 });
    const published = await list("q=keyset&status=published");
    expect(published.docs.map((doc: any) => doc.status)).toEqual(["published", "published"]);
    expect(published.counts).toEqual(all.counts);
    const two = await list("q=keyset&status=draft&status=closed");
    expect(two.docs).toHaveLength(5);
    expect(new Set(two.docs.map((doc: any) => doc.status))).toEqual(new Set(["draft", "closed"]));
  });

  it("searches the title case-insensitively, with % and _ taken literally", async () => {
    expect((await list("q=KEYSET%20front")).docs.map((doc: any) => doc.role)).toEqual(["Keyset Frontend"]);
    expect((await list("q=100%25")).docs.map((doc: any) => doc.role)).toEqual(["Keyset 100% Remote"]);
    expect((await list("q=keyset_")).docs).toEqual([]);
  });

  it("filters by workplace types and job types given as repeated keys", async () => {
    const hybrid = await list("q=keyset&workplaceType=hybrid");
    expect(hybrid.docs.map((doc: any) => doc.role).sort()).toEqual(["Keyset Analyst", "Keyset Frontend"]);
    expect(hybrid.counts.all).toBe(2);
    const types = await list("q=keyset&employmentType=contract&employmentType=internship");
    expect(types.docs.map((doc: any) => doc.role).sort()).toEqual(["Keyset Analyst", "Keyset Designer", "Keyset Intern"]);
    const both = await list("q=keyset&workplaceType=onSite&workplaceType=remote&employmentType=freelance");
    expect(both.docs.map((doc: any) => doc.role).sort()).toEqual(["Keyset Designer", "Keyset Writer"]);
  });

  it("gives each job its applicants per step, in step order", async () => {
    const job = created[4]!;
    for (const name of ["Ana", "Bayu", "Citra"]) {
      await addApplicant(ctx.database.db, { id: job.id, companyId: demoIds.demoCompany }, { name, email: `${name.toLowerCase()}@example.com` }, { source: "applicant" });
    }
    const doc = (await list("q=keyset%20analyst")).docs[0];
    expect(doc.applicantCount).toBe(3);
    expect(doc.steps).toEqual([
      { id: "notProcessed", type: "notProcessed", name: "CV Screening", applicantCount: 3 },
      { id: "accepted", type: "accepted", name: "CV Shortlisted", applicantCount: 0 },
      { id: "rejected", type: "rejected", name: "Rejected", applicantCount: 0 },
    ]);
    expect(doc).toMatchObject({ role: "Keyset Analyst", workplaceType: "hybrid", location: "Bandung", canEdit: true, salaryHidden: false });
  });

  it("refuses a cursor it did not make, and bad filters, naming the field", async () => {
    for (const [query, field] of [
      ["cursor=bm9wZQ", "cursor"],
      ["cursor=%5B%5D", "cursor"],
      [`cursor=${Buffer.from(JSON.stringify(["2026-02-30 10:00:00+00", crypto.randomUUID()])).toString("base64url")}`, "cursor"],
      [`cursor=${Buffer.from(JSON.stringify(["2026-01-01 10:00:00+00", "1; drop table jobs"])).toString("base64url")}`, "cursor"],
      ["status=archived", "status.0"],
      ["workplaceType=moon", "workplaceType.0"],
      ["employmentType=slave", "employmentType.0"],
      ["limit=0", "limit"],
      ["limit=abc", "limit"],
    ]) {
      const response = await requestJson(ctx.app, "GET", `${JOBS}?${query}`, { token: owner });
      expect(response.status, query).toBe(422);
      expect(response.body.data.errors[0].field, query).toBe(field);
    }
  });

  it("stays consistent with one job's own answer", async () => {
    const doc = (await list("q=keyset%20backend")).docs[0];
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, doc.id));
    expect(doc).toMatchObject({ id: row!.id, slug: row!.slug, status: "published", publishedAt: row!.publishedAt!.toISOString() });
  });
});

describe("queries per request", () => {
  /** Counts the statements the database client runs during `run`. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    let statements = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return statements;
  }

  it("stays the same whatever the page size and the applicants (no N+1)", async () => {
    const small = await statementsDuring(() => list("q=keyset&limit=1"));
    const large = await statementsDuring(() => list("q=keyset&limit=50"));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it("computes a page of 20 in at most five statements (session, list version where it is read, tab counts, page, steps) however many jobs the company has", async () => {
    // Each job created moves the company's list version, so every count below is of a computed answer.
    const create = async (role: string) => {
      const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role, description: "<p>Work</p>" } });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    };
    await create("Statement Count first");
    const before = await countQueries(ctx.database.db, () => list("limit=20"));
    for (let index = 0; index < 25; index += 1) await create(`Statement Count ${index}`);
    const after = await countQueries(ctx.database.db, () => list("limit=20"));
    const page = await list("limit=20");
    expect(page.docs).toHaveLength(20);
    expect(page.counts.all).toBeGreaterThan(30);
    expect(after).toBe(before);
    expect(after).toBeLessThanOrEqual(5);
  });
});
