import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { COMPANY_TYPES, RANKS, SCHOOL_TYPES, TRAITS } from "@/server/modules/pipeline/pipeline-contract";
import { TECH_TEST_STATUSES } from "@/server/modules/jobs/jobs-contract";
import { useTestApp } from "@/tests/api/test-app";
import { STATUSES_BY_STEP_TYPE } from "./seed-applicant-timeline";
import { LARGE_PIPELINE_APPLICANTS, LARGE_PIPELINE_JOB, LARGE_PIPELINE_JOB_ID, seedLargePipelineJob } from "./seed-pipeline-large";

const ctx = useTestApp();
const now = new Date("2026-11-20T10:00:00.000Z");
const job = sql`${LARGE_PIPELINE_JOB_ID}::uuid`;

beforeAll(async () => {
  await seedLargePipelineJob(ctx.database.db, now);
  // A second run adds nothing.
  await seedLargePipelineJob(ctx.database.db, now);
}, 120_000);

const rows = <Row>(query: ReturnType<typeof sql>) => executeRows<Row>(ctx.database.db, query);
const distinct = async (expression: ReturnType<typeof sql>) =>
  (await rows<{ value: string | null }>(sql`select distinct ${expression} as value from job_applications a join talents t on t.id = a.talent_id where a.job_id = ${job}`))
    .map((row) => row.value)
    .sort();

describe("the large scale's 10,000-applicant job", () => {
  it("is one published Demo Company job with exactly 10,000 applicants, once", async () => {
    const [counts] = await rows<{ jobs: number; applications: number; talents: number; published: boolean }>(sql`
      select (select count(*) from jobs where id = ${job})::int as jobs,
             (select count(*) from job_applications where job_id = ${job})::int as applications,
             (select count(distinct talent_id) from job_applications where job_id = ${job})::int as talents,
             (select status = 'published' from jobs where id = ${job}) as published`);
    expect(counts).toEqual({ jobs: 1, applications: LARGE_PIPELINE_APPLICANTS, talents: LARGE_PIPELINE_APPLICANTS, published: true });
  });

  it("spreads the applicants over every step, each with a status its step holds", async () => {
    const perStep = await rows<{ step_key: string; type: keyof typeof STATUSES_BY_STEP_TYPE; status: string; n: number }>(sql`
      select s.step_key, s.type, a.status, count(*)::int as n from job_applications a join recruitment_steps s on s.id = a.recruitment_step_id and s.job_id = a.job_id
      where a.job_id = ${job} group by 1, 2, 3`);
    expect(new Set(perStep.map((row) => row.step_key))).toEqual(new Set(LARGE_PIPELINE_JOB.steps.map((step) => step.key)));
    for (const row of perStep) expect(STATUSES_BY_STEP_TYPE[row.type], `${row.status} in ${row.step_key}`).toContain(row.status);
    const screening = perStep.filter((row) => row.type === "notProcessed").reduce((sum, row) => sum + row.n, 0);
    expect(screening).toBeGreaterThan(4_000);
  });

  it("gives every filter and sort option data to work on", async () => {
    expect(await distinct(sql`t.gender::text`)).toEqual(["female", "male"]);
    expect(await distinct(sql`t.school_type`)).toEqual([...SCHOOL_TYPES].sort());
    expect(await distinct(sql`t.rank`)).toEqual([...RANKS].sort());
    expect(await distinct(sql`a.experience_level::text`)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(await distinct(sql`a.source::text`)).toEqual(["applicant", "import", "recommendation"]);
    expect(await distinct(sql`jsonb_array_elements_text(t.traits)`)).toEqual([...TRAITS].sort());
    expect(await distinct(sql`jsonb_array_elements_text(t.company_types)`)).toEqual([...COMPANY_TYPES].sort());
    expect(await distinct(sql`a.tech_test_status`)).toEqual([...TECH_TEST_STATUSES, null].sort());
    const [spread] = await rows<Record<string, number>>(sql`
      select count(distinct t.expected_salary)::int as salaries, count(distinct t.gpa)::int as gpas, count(distinct t.toefl_score)::int as toefl,
             count(*) filter (where t.toefl_score is null)::int as no_toefl, count(distinct t.birth_date)::int as birth_dates,
             count(distinct a.applied_at)::int as applied, count(*) filter (where a.tech_test_submitted_at is not null)::int as submitted
      from job_applications a join talents t on t.id = a.talent_id where a.job_id = ${job}`);
    expect(spread!.salaries).toBeGreaterThan(10);
    expect(spread!.gpas).toBeGreaterThan(100);
    expect(spread!.toefl).toBeGreaterThan(100);
    expect(spread!.no_toefl).toBeGreaterThan(1_000);
    expect(spread!.birth_dates).toBeGreaterThan(1_000);
    expect(spread!.applied).toBe(LARGE_PIPELINE_APPLICANTS);
    expect(spread!.submitted).toBeGreaterThan(50);
  });

  it("keeps the tech tests and the applications' copies in agreement with the clock", async () => {
    const [check] = await rows<Record<string, number>>(sql`
      select count(*)::int as tests,
             count(*) filter (where a.tech_test_status is distinct from t.status::text)::int as status_mismatch,
             count(*) filter (where a.tech_test_deadline_at is distinct from case when t.status in ('waitConfirm', 'notConfirm') then t.confirm_by else t.submit_by end)::int as deadline_mismatch,
             count(*) filter (where t.status = 'waitConfirm' and t.confirm_by <= ${now.toISOString()}::timestamptz)::int as stale_confirm,
             count(*) filter (where t.status = 'notConfirm' and t.confirm_by > ${now.toISOString()}::timestamptz)::int as early_not_confirm,
             count(*) filter (where t.status = 'waitSubmit' and t.submit_by <= ${now.toISOString()}::timestamptz)::int as stale_submit,
             count(*) filter (where t.status = 'notSubmit' and t.submit_by > ${now.toISOString()}::timestamptz)::int as early_not_submit,
             count(*) filter (where t.sent_at <= a.applied_at or t.submitted_at > t.submit_by)::int as out_of_order
      from tech_tests t join job_applications a on a.id = t.application_id where t.job_id = ${job}`);
    expect(check).toEqual({ tests: expect.any(Number), status_mismatch: 0, deadline_mismatch: 0, stale_confirm: 0, early_not_confirm: 0, stale_submit: 0, early_not_submit: 0, out_of_order: 0 });
    expect(check!.tests).toBeGreaterThan(500);
  });

  it("starts each timeline with the application and records the move to a later step", async () => {
    const [events] = await rows<{ first: number; moves: number; moved: number }>(sql`
      select (select count(*) from application_events where job_id = ${job} and type in ('applied', 'imported'))::int as first,
             (select count(*) from application_events where job_id = ${job} and type = 'statusChanged')::int as moves,
             (select count(*) from job_applications where job_id = ${job} and status <> 'notProcessed')::int as moved`);
    expect(events!.first).toBe(LARGE_PIPELINE_APPLICANTS);
    expect(events!.moves).toBe(events!.moved);
  });
});
