import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { executeRows } from "@/server/db/client";
import { jobs } from "@/server/db/schema/jobs";
import { useTestApp } from "@/tests/api/test-app";
import { demoIds } from "./demo-ids";
import { HISTORY_RHYTHM } from "./seed-analytics-history-plan";
import { HISTORY_JOBS, historyJobIds, seedAnalyticsHistory } from "./seed-analytics-history";
import { seedLargeAnalyticsHistory } from "./seed-analytics-history-large";
import { seedUuidSql } from "./seed-uuid";

const ctx = useTestApp();
const ids = Object.values(historyJobIds);
const DAY_MS = 24 * 60 * 60 * 1000;
const rows = <Row>(query: ReturnType<typeof sql>) => executeRows<Row>(ctx.database.db, query);

/** The template database was seeded at the start of the run: the open history job was published 182 days before its now. */
async function seedNow(): Promise<Date> {
  const [job] = await ctx.database.db.select({ publishedAt: jobs.publishedAt }).from(jobs).where(eq(jobs.id, historyJobIds.salesDevelopment));
  return new Date(job!.publishedAt!.getTime() + HISTORY_JOBS[0]!.daysAgo * DAY_MS);
}

describe("the demo's hiring history", () => {
  it("lies on jobs of its own, one still open and three closed, each application inside its job's open window", async () => {
    const jobRows = await ctx.database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(jobRows.map((job) => job.status).sort()).toEqual(["closed", "closed", "closed", "published"]);
    expect(jobRows.every((job) => job.companyId === demoIds.demoCompany)).toBe(true);
    const [outside] = await rows<{ n: number; total: number }>(sql`
      select count(*) filter (where a.applied_at <= j.published_at or a.applied_at >= coalesce(j.closed_at, now()) or a.status_changed_at < a.applied_at)::int as n,
             count(*)::int as total
      from job_applications a join jobs j on j.id = a.job_id where a.job_id in ${ids}`);
    expect(outside!.n).toBe(0);
    // Months of history: hundreds of applications, in every month of the last six.
    expect(outside!.total).toBeGreaterThan(600);
    const months = await rows<{ m: string }>(sql`select distinct to_char(applied_at at time zone 'Asia/Jakarta', 'YYYY-MM') as m from job_applications where job_id in ${ids}`);
    expect(months.length).toBeGreaterThanOrEqual(6);
  });

  it("comes from all three sources; each Talent Search applicant answers an invitation made to them for that job before applying", async () => {
    const sources = await rows<{ source: string; n: number; invited: number }>(sql`
      select a.source, count(*)::int as n,
             count(*) filter (where i.talent_id = a.talent_id and i.job_id = a.job_id and i.created_at < a.applied_at and i.invited_by_user_id is not null)::int as invited
      from job_applications a left join talent_invitations i on i.id = a.invitation_id
      where a.job_id in ${ids} group by a.source`);
    expect(sources.map((row) => row.source).sort()).toEqual(["applicant", "import", "recommendation"]);
    for (const row of sources) {
      expect(row.n, row.source).toBeGreaterThan(20);
      expect(row.invited, row.source).toBe(row.source === "recommendation" ? row.n : 0);
    }
  });

  it("arrives with a weekly rhythm, a hiring push and a quiet holiday stretch", async () => {
    const now = await seedNow();
    const [rhythm] = await rows<{ weekday: number; weekend: number; push: number; lull: number }>(sql`
      with days as (
        select (applied_at at time zone 'Asia/Jakarta')::date as day, (${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta')::date - (applied_at at time zone 'Asia/Jakarta')::date as ago
        from job_applications where job_id in ${ids})
      select count(*) filter (where extract(isodow from day) < 6)::float / 5 as weekday, count(*) filter (where extract(isodow from day) >= 6)::float / 2 as weekend,
             count(*) filter (where ago between ${HISTORY_RHYTHM.push.toDaysAgo} and ${HISTORY_RHYTHM.push.fromDaysAgo})::float as push,
             count(*) filter (where ago between ${HISTORY_RHYTHM.lull.toDaysAgo} and ${HISTORY_RHYTHM.lull.fromDaysAgo})::float as lull
      from days`);
    expect(rhythm!.weekday).toBeGreaterThan(rhythm!.weekend * 2);
    expect(rhythm!.push).toBeGreaterThan(rhythm!.lull * 4);
  });

  it("moves applicants through their job's steps by the owner, with rendered emails, offers, rejections and submitted case studies", async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from job_applications where job_id in ${ids}`);
    expect(statuses.map((row) => row.status)).toEqual(expect.arrayContaining(["notProcessed", "accepted", "rejected", "custom", "offered", "techTestSent", "techTestSubmitted"]));
    const actors = await rows<{ actor: string; user: string | null; n: number }>(sql`
      select actor, actor_user_id as user, count(*)::int as n from application_events where job_id in ${ids} and actor = 'member' group by 1, 2`);
    expect(actors.map((row) => row.user)).toEqual([demoIds.demoOwner]);
    const emails = await rows<{ subject: string; body: string; key: string }>(sql`
      select data->>'subject' as subject, data->>'body' as body, data->>'templateKey' as key from application_events where job_id in ${ids} and type = 'emailSent'`);
    expect(new Set(emails.map((email) => email.key))).toEqual(new Set(["shortlist", "rejection"]));
    for (const email of emails) expect(`${email.subject}\n${email.body}`).not.toContain("{{");
    const [tests] = await rows<{ submitted: number; mirrored: number }>(sql`
      select count(*) filter (where t.status = 'submitted')::int as submitted,
             count(*) filter (where a.tech_test_status = t.status::text)::int as mirrored, count(*)::int as total
      from tech_tests t join job_applications a on a.id = t.application_id where t.job_id in ${ids}`);
    expect(tests!.submitted).toBeGreaterThan(5);
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from tech_tests where job_id in ${ids}`);
    expect(tests!.mirrored).toBe(all!.n);
  });

  it("feeds the analytics the triggers keep: every applicant counted on its day, responses at the team's first action", async () => {
    const [counted] = await rows<{ applications: number; aggregated: number; wrongResponse: number; offered: number }>(sql`
      select (select count(*) from job_applications where job_id in ${ids})::int as applications,
             (select coalesce(sum(applicants), 0) from analytics_application_days where job_id in ${ids})::int as aggregated,
             (select count(*) from job_applications a where a.job_id in ${ids} and a.first_response_at is distinct from
                (select min(e.created_at) from application_events e where e.application_id = a.id and e.actor = 'member'))::int as "wrongResponse",
             (select count(*) from job_applications where job_id in ${ids} and offered_at is not null)::int as offered`);
    expect(counted!.aggregated).toBe(counted!.applications);
    expect(counted!.wrongResponse).toBe(0);
    expect(counted!.offered).toBeGreaterThan(10);
  });

  it("is written once, and the same now writes the same history", async () => {
    const now = await seedNow();
    const snapshot = () => rows<{ id: string; status: string; applied: string; events: number }>(sql`
      select a.id, a.status, a.applied_at::text as applied, (select count(*) from application_events e where e.application_id = a.id)::int as events
      from job_applications a where a.job_id in ${ids} order by a.id`);
    const before = await snapshot();
    expect(await seedAnalyticsHistory(ctx.database.db, now)).toBe(0);
    expect(await snapshot()).toEqual(before);

    await ctx.database.db.delete(jobs).where(inArray(jobs.id, ids));
    expect(await ctx.database.db.transaction((tx) => seedAnalyticsHistory(tx, now))).toBe(before.length);
    expect(await snapshot()).toEqual(before);
  });

  it("gives every record an id the API's checks accept, so its talents can be listed and added to jobs", async () => {
    const written = await rows<{ id: string }>(sql`
      select a.id from job_applications a where a.job_id in ${ids}
      union all select distinct a.talent_id from job_applications a where a.job_id in ${ids}
      union all select i.id from talent_invitations i where i.job_id in ${ids}
      union all select t.id from tech_tests t where t.job_id in ${ids}`);
    expect(written.length).toBeGreaterThan(500);
    const refused = written.filter((row) => !z.uuid().safeParse(row.id).success);
    expect(refused).toEqual([]);
  });
});

describe("the benchmark's history (SEED_SCALE=large), at a small size", () => {
  it("spreads applications over a year and many jobs, fills the figures, and turns the analytics triggers back on", async () => {
    const db = ctx.database.db;
    await db.execute(sql`
      insert into talents (id, email, name, source)
      select ${seedUuidSql(sql`'history-test-talent-' || t`)}, 'history-test-' || t || '@example.com', 'Pool Talent ' || t, 'seed' from generate_series(1, 3000) as t`);
    const now = await seedNow();
    const options = { applications: 4000, talentPool: { prefix: "history-test-talent-", size: 3000 } };
    const written = await seedLargeAnalyticsHistory(db, now, options);
    expect(written).toBeGreaterThan(3400);
    expect(written).toBeLessThan(4600);
    expect(await seedLargeAnalyticsHistory(db, now, options)).toBe(0);

    const [shape] = await rows<{ jobs: number; open: number; days: number; events: number; aggregated: number; applications: number; wrongResponse: number; moves: number; stays: number }>(sql`
      with big as (select id from jobs where slug like 'analytics-job-%')
      select (select count(*) from big)::int as jobs,
             (select count(*) from jobs where slug like 'analytics-job-%' and status = 'published')::int as open,
             (select max(applied_at)::date - min(applied_at)::date from job_applications where job_id in (select id from big))::int as days,
             (select count(*) from application_events where job_id in (select id from big))::int as events,
             (select sum(applicants) from analytics_application_days where job_id in (select id from big))::int as aggregated,
             (select count(*) from job_applications where job_id in (select id from big))::int as applications,
             (select count(*) from job_applications a where a.job_id in (select id from big) and a.first_response_at is distinct from
                (select min(e.created_at) from application_events e where e.application_id = a.id and e.actor = 'member'))::int as "wrongResponse",
             (select count(*) from application_events where job_id in (select id from big) and type = 'statusChanged' and data->'fromStep'->>'id' <> data->'toStep'->>'id')::int as moves,
             (select sum(moves) from analytics_step_days where job_id in (select id from big))::int as stays`);
    expect(shape).toMatchObject({ jobs: 10, open: 3, aggregated: written, applications: written, wrongResponse: 0 });
    expect(shape!.days).toBeGreaterThan(300);
    expect(shape!.events).toBeGreaterThan(written * 2);
    expect(shape!.stays).toBe(shape!.moves);
    // The bulk load's facts and stays are what the migration's own rules give.
    const [reference] = await rows<{ facts: number; stays: number }>(sql`
      select (select count(*) from job_applications a join analytics_facts_from_scratch(${demoIds.demoCompany}) f on f.id = a.id
              where a.job_id in (select id from jobs where slug like 'analytics-job-%')
                and (a.first_response_at, a.furthest_step_position, a.shortlisted_at, a.offered_at)
                    is distinct from (f.first_response_at, f.furthest_step_position, f.shortlisted_at, f.offered_at))::int as facts,
             (select count(*) from application_events e
              join (select x.id, lag(x.created_at) over (partition by x.application_id order by x.created_at, x.id) as previous_at
                    from application_events x where x.type = 'statusChanged' and analytics_is_move(x.data)) m on m.id = e.id
              join job_applications a on a.id = e.application_id
              where e.job_id in (select id from jobs where slug like 'analytics-job-%')
                and e.stay_seconds is distinct from greatest(0, round(extract(epoch from e.created_at - coalesce(m.previous_at, a.applied_at))))::integer)::int as stays`);
    expect(reference).toEqual({ facts: 0, stays: 0 });
    const triggers = await rows<{ name: string; enabled: string }>(sql`select tgname as name, tgenabled as enabled from pg_trigger where tgname like '%analytics%'`);
    expect(triggers.length).toBeGreaterThanOrEqual(5);
    expect(triggers.every((trigger) => trigger.enabled === "O")).toBe(true);
  }, 120_000);
});
