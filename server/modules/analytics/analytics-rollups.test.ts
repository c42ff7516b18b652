import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { useTestApp } from "@/tests/api/test-app";
import { FUNNEL_STEP_TYPE_ORDER } from "./analytics-contract";
import { analyticsJobsRequestSchema, analyticsQuerySchema, type AnalyticsQueryInput } from "./analytics-schemas";
import { analyticsJobs, analyticsStats } from "./analytics-service";
import { buildAnalyticsFixture, NOW, type AnalyticsFixture } from "./testing/analytics-fixture";
import { keptAndFromScratch, rollupsAndDailySums } from "./testing/aggregate-check";

// The rollups of migrations 0022 (company-wide days, per-job months) and 0026 (the company's funnel
// and time in step by step type) must always equal the sums of the daily rows they roll up (for
// 0026, by the types the jobs' current steps give them), whatever wrote them: every trigger path,
// step edits included, is walked here.
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

  it("follow a job's steps edited: a step's type changed, steps reordered in one statement, a step deleted and one added", async () => {
    const db = ctx.database.db;
    const stepTypeRows = async () => (await rollupsAndDailySums(db, data.companyId)).rollups;
    const before = await stepTypeRows();
    // a4 stayed in Coding Test: that stay moves from Tech Test to Approached.
    await db.execute(sql`update recruitment_steps set type = 'approached' where job_id = ${data.jobs.backend} and step_key = ${data.keys.codingTest}`);
    await expectRollupsEqualDailySums();
    const retyped = await stepTypeRows();
    expect(retyped.companyStepTypeDays).not.toEqual(before.companyStepTypeDays);
    // CV Shortlisted (1) and Coding Test (3) swap places: those who got no further than position 1
    // (a1, a5) passed an Approached step now, not a Shortlisted one.
    await db.execute(sql`update recruitment_steps set position = case position when 1 then 3 else 1 end
      where job_id = ${data.jobs.backend} and position in (1, 3)`);
    await expectRollupsEqualDailySums();
    const reordered = await stepTypeRows();
    expect(reordered.companyFunnelDays).not.toEqual(retyped.companyFunnelDays);
    // Coding Test holds no one now: removed, its stays leave the figures; a Tech Test step added in
    // front of everything is passed by every applicant.
    await db.execute(sql`delete from recruitment_steps where job_id = ${data.jobs.backend} and step_key = ${data.keys.codingTest}`);
    await expectRollupsEqualDailySums();
    await db.execute(sql`insert into recruitment_steps (job_id, step_key, type, name, position) values (${data.jobs.designer}, 'techTest-added', 'techTest', 'Take-home', -1)`);
    await expectRollupsEqualDailySums();
    const edited = await stepTypeRows();
    expect(edited.companyStepTypeDays).not.toEqual(reordered.companyStepTypeDays);
    expect(edited.companyFunnelDays).not.toEqual(reordered.companyFunnelDays);
  });

  it("rank step types in the database as FUNNEL_STEP_TYPE_ORDER does", async () => {
    const rows = await executeRows<{ type: string; rank: number | null }>(
      ctx.database.db,
      sql`select t::text as type, analytics_funnel_type_rank(t) as rank from unnest(enum_range(null::recruitment_step_type)) t order by 1`,
    );
    const order: readonly string[] = FUNNEL_STEP_TYPE_ORDER;
    expect(rows).toEqual(rows.map((row) => ({ type: row.type, rank: order.includes(row.type) ? order.indexOf(row.type) + 1 : null })));
    expect(rows.filter((row) => row.rank !== null)).toHaveLength(FUNNEL_STEP_TYPE_ORDER.length);
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
      // The funnel and time in step have something to agree on past the first stage.
      expect(a.funnel.stages.slice(1).some((stage) => stage.reached > 0)).toBe(true);
      expect(a.speed.timeInStep.some((step) => step.moves > 0)).toBe(true);
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
