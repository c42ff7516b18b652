import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "@/tests/api/test-app";
import { analyticsJobsRequestSchema, analyticsQuerySchema, type AnalyticsQueryInput } from "./analytics-schemas";
import { analyticsJobs, analyticsStats } from "./analytics-service";
import { buildAnalyticsFixture, NOW, type AnalyticsFixture } from "./testing/analytics-fixture";
import { keptAndFromScratch, rollupsAndDailySums } from "./testing/aggregate-check";

// The rollups of migration 0022 (company-wide days, per-job months) must always equal the sums of
// the daily rows they roll up, whatever wrote them: every trigger path is walked here.
const ctx = useTestApp();
let data: AnalyticsFixture;

beforeAll(async () => {
  data = await buildAnalyticsFixture(ctx.database.db);
});

async function expectRollupsEqualDailySums() {
  const { rollups, sums } = await rollupsAndDailySums(ctx.database.db, data.companyId);
  for (const rows of Object.values(rollups)) expect(rows.length).toBeGreaterThan(0);
  expect(rollups).toEqual(sums);
}

describe("analytics rollups kept by the triggers", () => {
  it("equal the sums of the daily rows after applications, notes, emails and pipeline moves", async () => {
    await expectRollupsEqualDailySums();
  });

  it("follow an application moved to another month and job, and a first response added", async () => {
    await ctx.database.db.execute(sql`update job_applications set applied_at = '2026-01-15T03:00:00Z', job_id = ${data.jobs.designer} where id = ${data.applications.a5}`);
    await ctx.database.db.execute(sql`update job_applications set first_response_at = '2026-03-07T05:00:00Z' where id = ${data.applications.b2}`);
    await expectRollupsEqualDailySums();
  });

  it("follow deleted timeline records and applications", async () => {
    await ctx.database.db.execute(sql`delete from application_events where application_id = ${data.applications.b1} and type = 'emailSent'`);
    await ctx.database.db.execute(sql`delete from application_events where application_id = ${data.applications.a4} and type = 'statusChanged' and data->>'toStatus' = 'rejected'`);
    await ctx.database.db.execute(sql`delete from job_applications where id = ${data.applications.a3}`);
    await expectRollupsEqualDailySums();
  });

  it("are recomputed with the rest when the company's time zone changes, and equal a rebuild from scratch", async () => {
    await ctx.database.db.execute(sql`update companies set time_zone = 'Asia/Jayapura' where id = ${data.companyId}`);
    await expectRollupsEqualDailySums();
    // The facts are left aside: the updates above set them by hand, unlike any timeline would.
    const { kept, scratch } = await keptAndFromScratch(ctx.database.db, data.companyId);
    expect(kept.companyApplicationDays.length).toBeGreaterThan(0);
    expect({ ...kept, facts: [] }).toEqual({ ...scratch, facts: [] });
    await ctx.database.db.execute(sql`update companies set time_zone = 'Asia/Jakarta' where id = ${data.companyId}`);
  });
});

describe("figures over every job (company-wide and monthly rollups) and over the same jobs chosen (daily rows)", () => {
  const every = (query: AnalyticsQueryInput) => analyticsStats(ctx.database.db, data.owner, analyticsQuerySchema.parse(query), NOW);
  const chosen = (query: AnalyticsQueryInput) =>
    analyticsStats(ctx.database.db, data.owner, analyticsQuerySchema.parse({ ...query, jobFilter: "selectedJob", jobIds: [data.jobs.backend, data.jobs.designer, data.jobs.closed] }), NOW);

  for (const query of [{ period: "allTime" }, { period: "custom", from: "2025-12-20", to: "2026-03-10" }, { period: "monthly" }] as AnalyticsQueryInput[]) {
    it(`agree over ${query.period === "custom" ? `${query.from}..${query.to}` : query.period}`, async () => {
      const [a, b] = await Promise.all([every(query), chosen(query)]);
      expect(a.summary.applicants.current).toBeGreaterThan(0);
      expect(a.team.length).toBeGreaterThan(0);
      expect({ ...a, range: { ...a.range, jobFilter: "selectedJob" } }).toEqual(b);
    });
  }

  it("agree on the per-job table over All Time", async () => {
    const request = { period: "allTime", sort: "role", sortDir: "asc" } as const;
    const all = await analyticsJobs(ctx.database.db, data.owner, analyticsJobsRequestSchema.parse(request), NOW);
    const picked = await analyticsJobs(
      ctx.database.db,
      data.owner,
      analyticsJobsRequestSchema.parse({ ...request, jobFilter: "selectedJob", jobIds: [data.jobs.backend, data.jobs.designer, data.jobs.closed] }),
      NOW,
    );
    expect(all.rows.some((row) => row.newApplicants > 0)).toBe(true);
    expect(all.rows).toEqual(picked.rows);
  });
});
