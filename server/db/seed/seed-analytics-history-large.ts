import { sql } from "drizzle-orm";
import { DEFAULT_TECH_TEST } from "../../modules/jobs/jobs-contract";
import { executeRows, type Database, type Executor } from "../client";
import { demoIds } from "./demo-ids";
import { dropHistoryTables, historyJobsTable } from "./seed-analytics-history-plan";
import { writeHistory } from "./seed-analytics-history-write";
import { LARGE_APPLICATION_COUNT } from "./seed-jobs-large";
import { seedUuidSql } from "./seed-uuid";

/**
 * The analytics benchmark's history (quality-bars.md: figures p95 ≤ 100 ms at 1,000,000
 * applications on PostgreSQL, ≤ 300 ms at 100,000 on the embedded database): a year of Demo
 * Company hiring over many jobs, with timelines, written by the demo history's generator.
 */
export const LARGE_HISTORY_APPLICATIONS = { pglite: 100_000, postgres: 1_000_000 } as const;
/** About this many applications per job. */
const APPLICATIONS_PER_JOB = 500;
/** Still open: published jobs count against the plan's quota of 10 (the demo and pipeline seeds publish five). */
const OPEN_JOBS = 3;
const ROLES = ["Account Executive", "Backend Engineer", "Customer Support Agent", "Data Analyst", "Finance Associate", "Frontend Engineer", "HR Generalist", "Marketing Specialist", "Operations Lead", "Product Manager", "QA Engineer", "Warehouse Staff"];
const TEST_STEP = "techTest-0d3e1698";
const INTERVIEW_STEP = "custom-0d3e1699";

/**
 * The analytics triggers of migration 0017. A bulk load turns them off, writes each move's stay
 * with the move, sets each application's facts by the rules of analytics_facts_from_scratch in
 * one grouped pass, and rebuilds the company's aggregates with analytics_rebuild_company: the same
 * result (the test compares it with the migration's functions) in seconds, where row by row the
 * triggers would take many minutes at a million applications.
 */
const ANALYTICS_TRIGGERS = [
  ["job_applications", "job_applications_analytics_state"],
  ["job_applications", "job_applications_analytics"],
  ["job_applications", "job_applications_analytics_update"],
  ["application_events", "application_events_analytics_stay"],
  ["application_events", "application_events_analytics"],
] as const;

async function setAnalyticsTriggers(db: Executor, enabled: boolean): Promise<void> {
  for (const [table, trigger] of ANALYTICS_TRIGGERS) {
    await db.execute(sql.raw(`alter table "${table}" ${enabled ? "enable" : "disable"} trigger "${trigger}"`));
  }
}

export type LargeHistoryOptions = {
  /** Default: 100,000 on the embedded database, 1,000,000 on PostgreSQL. */
  applications?: number;
  /** The talents applicants are drawn from (md5(prefix || i) ids). Default: the large seed's 100,000 (seedLargeJobs). */
  talentPool?: { prefix: string; size: number };
};

export async function isEmbeddedDatabase(db: Executor): Promise<boolean> {
  const [row] = await executeRows<{ version: string }>(db, sql`select version() as version`);
  return row!.version.includes("PGlite");
}

/**
 * A year of hiring: 100,000 applications on the embedded database, 1,000,000 on PostgreSQL (or
 * `applications`), over one job per ~500 of them (three still open), applicants drawn from the
 * large seed's 100,000 talents. Set-based, in one transaction; written once (a database holding
 * the first job is left alone). Answers the applications written.
 */
export async function seedLargeAnalyticsHistory(db: Database, now: Date, options: LargeHistoryOptions = {}): Promise<number> {
  const target = options.applications ?? (await isEmbeddedDatabase(db) ? LARGE_HISTORY_APPLICATIONS.pglite : LARGE_HISTORY_APPLICATIONS.postgres);
  const talentPool = options.talentPool ?? { prefix: "large-talent-", size: LARGE_APPLICATION_COUNT };
  const [present] = await executeRows<{ id: string }>(db, sql`select id from jobs where id = ${seedUuidSql(sql`'analytics-job-1'`)}`);
  if (present) return 0;
  const [pool] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from talents where id = ${seedUuidSql(sql`${talentPool.prefix} || ${talentPool.size}`)}`);
  if (!pool?.n) throw new Error(`The analytics history draws applicants from talents ${talentPool.prefix}1 to ${talentPool.size}: run seedLargeJobs first`);
  const jobCount = Math.max(10, Math.round(target / APPLICATIONS_PER_JOB));
  const nowAt = sql`${now.toISOString()}::timestamptz`;

  return db.transaction(async (tx) => {
    // Each job open 40 to 180 days within the last year; the first three still open.
    await tx.execute(sql`
      insert into jobs (id, company_id, created_by_user_id, status, slug, role, location, workplace_type, employment_types, start_range, end_range,
                        description, requirements, candidate_preference, paid_ads, wizard_step, published_at, closed_at, created_at, updated_at)
      select ${seedUuidSql(sql`'analytics-job-' || g`)}, ${demoIds.demoCompany}, ${demoIds.demoOwner},
             (case when g <= ${OPEN_JOBS} then 'published' else 'closed' end)::job_status, 'analytics-job-' || g,
             (${sql.raw(`array[${ROLES.map((role) => `'${role}'`).join(",")}]`)})[1 + g % ${sql.raw(String(ROLES.length))}] || ' (' || g || ')',
             (array['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Yogyakarta'])[1 + g % 5], (array['remote', 'hybrid', 'onSite'])[1 + g % 3]::job_workplace_type,
             '["fullTime"]'::jsonb, 6000000 + (g % 20) * 1000000, 9000000 + (g % 20) * 1000000,
             '<p>A role in a growing team.</p>', '<ul><li>Relevant experience</li></ul>',
             '{"graduationDateRange":null,"major":[],"skillIds":[],"university":[],"minimumGpa":null,"lastEducations":[]}'::jsonb, 'no', 'hiringSteps',
             ${nowAt} - opened * interval '1 day', case when g > ${OPEN_JOBS} then ${nowAt} - greatest(1, opened - span) * interval '1 day' end,
             ${nowAt} - opened * interval '1 day', ${nowAt} - opened * interval '1 day'
      from generate_series(1, ${jobCount}) as g,
           lateral (select case when g <= ${OPEN_JOBS} then 364 - g else 30 + (g * 37) % 335 end as opened, 40 + (g * 53) % 140 as span) as open_window`);
    await tx.execute(sql`
      insert into recruitment_steps (id, job_id, step_key, type, name, position, action, tech_test)
      select ${seedUuidSql(sql`'analytics-step-' || g || '-' || s.key`)}, ${seedUuidSql(sql`'analytics-job-' || g`)}, s.key, s.type::recruitment_step_type, s.name,
             row_number() over (partition by g order by s.position) - 1,
             (case when s.type = 'techTest' then 'send-case-study' else 'none' end)::recruitment_step_action,
             case when s.type = 'techTest' then ${JSON.stringify({ ...DEFAULT_TECH_TEST, caseStudyUrl: null })}::jsonb end
      from generate_series(1, ${jobCount}) as g
      cross join (values ('notProcessed', 'notProcessed', 'CV Screening', 0), ('accepted', 'accepted', 'CV Shortlisted', 1), (${TEST_STEP}, 'techTest', 'Case Study', 2),
                         (${INTERVIEW_STEP}, 'custom', 'Interview', 3), ('rejected', 'rejected', 'Rejected', 4)) as s(key, type, name, position)
      where s.type <> 'techTest' or g % 4 = 0`);

    await dropHistoryTables(tx);
    await tx.execute(historyJobsTable);
    await tx.execute(sql`
      insert into history_jobs (job_id, job_key, role, opened_ago, closed_ago, per_day, import_share, invite_share, member_share, has_test,
                                test_key, test_name, interview_key, interview_name, skills)
      select j.id, 'aj' || substr(j.slug, 15), j.role,
             (${nowAt}::date - j.published_at::date), coalesce(${nowAt}::date - j.closed_at::date, 0), 1,
             0.15, 0.1, 0, substr(j.slug, 15)::int % 4 = 0,
             case when substr(j.slug, 15)::int % 4 = 0 then ${TEST_STEP} end, case when substr(j.slug, 15)::int % 4 = 0 then 'Case Study' end,
             ${INTERVIEW_STEP}, 'Interview', '["Communication", "Teamwork", "Excel"]'::jsonb
      from jobs j where j.slug like 'analytics-job-%'`);
    // Arrivals per open day so the year holds about the target (0.92: the weekday rhythm's mean).
    await tx.execute(sql`
      update history_jobs set per_day = ${target}::numeric / 0.92 / (select sum(greatest(1, opened_ago - closed_ago - 1)) from history_jobs)`);

    await setAnalyticsTriggers(tx, false);
    const written = await writeHistory(tx, {
      now,
      companyId: demoIds.demoCompany,
      prefix: "analytics",
      publishedJobs: OPEN_JOBS,
      talentPool,
    });
    // Each application's facts, by analytics_facts_from_scratch's rules (the test compares them), in one grouped pass.
    await tx.execute(sql`
      update job_applications a set first_response_at = f.first_response_at, furthest_step_position = f.furthest_step_position,
                                    shortlisted_at = f.shortlisted_at, offered_at = f.offered_at
      from (
        select a.id,
               min(e.created_at) filter (where e.actor = 'member' and e.type in ('statusChanged', 'emailSent', 'noteAdded', 'techTestSent')) as first_response_at,
               -- A step moved into or out of is one the applicant has been in.
               greatest(case when s.type <> 'rejected' then s.position end, max(t.position) filter (where e.type = 'statusChanged' and t.type <> 'rejected'),
                        max(l.position) filter (where e.type = 'statusChanged' and l.type <> 'rejected')) as furthest_step_position,
               least(case when a.status = 'accepted' or (s.type <> 'rejected' and s.position >= sp.position) then a.status_changed_at end,
                     min(e.created_at) filter (where e.type = 'statusChanged' and (e.data->>'toStatus' = 'accepted' or (t.type <> 'rejected' and t.position >= sp.position))))
                 as shortlisted_at,
               least(case when a.status = 'offered' then a.status_changed_at end, min(e.created_at) filter (where e.type = 'statusChanged' and e.data->>'toStatus' = 'offered'))
                 as offered_at
        from job_applications a
        join history_jobs h on h.job_id = a.job_id
        left join recruitment_steps s on s.id = a.recruitment_step_id
        left join recruitment_steps sp on sp.job_id = a.job_id and sp.type = 'accepted'
        left join application_events e on e.application_id = a.id
        left join recruitment_steps t on t.job_id = e.job_id and t.step_key = e.data->'toStep'->>'id'
        left join recruitment_steps l on l.job_id = e.job_id and l.step_key = e.data->'fromStep'->>'id'
        group by a.id, a.status, a.status_changed_at, s.type, s.position, sp.position
      ) f
      where f.id = a.id`);
    await setAnalyticsTriggers(tx, true);
    await tx.execute(sql`select analytics_rebuild_company(${demoIds.demoCompany})`);
    await dropHistoryTables(tx);
    return written;
  });
}
