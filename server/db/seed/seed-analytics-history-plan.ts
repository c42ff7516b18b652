import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../client";
import { seedUuidSql } from "./seed-uuid";

/**
 * The hiring history generator shared by the demo seed and the large seed (issue 16): from a table
 * of jobs and their rhythm it plans, in one set-based statement, every application of every day
 * each job was open, and what the team did with it, at realistic delays. Nothing here computes a
 * figure: the rows are written as the product writes them and the database keeps the analytics.
 *
 * Deterministic: every roll is an md5 of the job's key and the application's number, and the days
 * count back from the seed's now, so the same now plans the same history.
 */

/** The temporary table of jobs the plan reads (the caller fills it, see historyJobsTable). */
export const historyJobsTable = sql`
  create temp table history_jobs (
    job_id uuid not null, job_key text not null, role text not null,
    opened_ago int not null, closed_ago int not null, per_day numeric not null,
    import_share numeric not null, invite_share numeric not null, member_share numeric not null,
    has_test boolean not null, test_key text, test_name text, interview_key text not null, interview_name text not null,
    skills jsonb not null
  )`;

const at = (when: Date) => sql`${when.toISOString()}::timestamptz`;
/** A constant of the plan, written into the SQL (a parameter's type would be guessed from its context). */
const num = (value: number) => sql.raw(String(value));
/** A roll in [0, 1) from four hex digits of a hash column. */
const roll = (hash: string, digit: number) => sql.raw(`(('x' || substr(${hash}, ${digit * 4 + 1}, 4))::bit(16)::int / 65536.0)`);

/** Arrival rhythm: weekday peaks (ISO day 1 = Monday), a hiring push and a quiet holiday stretch, in days before now. */
export const HISTORY_RHYTHM = {
  weekday: [1.3, 1.25, 1.15, 1.05, 0.85, 0.4, 0.45],
  push: { fromDaysAgo: 112, toDaysAgo: 98, factor: 2.4 },
  lull: { fromDaysAgo: 52, toDaysAgo: 40, factor: 0.25 },
} as const;

/**
 * Plans the applications into the temporary table history_plan: one row per application with its
 * rolls, the time of each step of its story and the flags of what happened by now.
 */
export function planHistory(now: Date, prefix: string): SQL {
  const { weekday, push, lull } = HISTORY_RHYTHM;
  const weekdayFactor = sql.raw(`(array[${weekday.join(",")}])[extract(isodow from day)::int]`);
  return sql`
    create temp table history_plan as
    -- Materialized steps: each later time is built on the earlier ones, which inlining would recompute at every use.
    with days as (
      select j.*, d, ((${at(now)} at time zone 'Asia/Jakarta')::date - d) as day
      -- Applications from the day after publishing to the day before closing (today when still open).
      from history_jobs j, generate_series(case when j.closed_ago > 0 then j.closed_ago + 1 else 0 end, j.opened_ago - 1) as d
    ),
    counted as (
      select days.*,
             floor(per_day * ${weekdayFactor}
                   * (case when d between ${num(push.toDaysAgo)} and ${num(push.fromDaysAgo)} then ${num(push.factor)} else 1 end)
                   * (case when d between ${num(lull.toDaysAgo)} and ${num(lull.fromDaysAgo)} then ${num(lull.factor)} else 1 end)
                   + ${roll("md5(job_key || ':day:' || d)", 0)})::int as arrivals
      from days
    ),
    numbered as (
      select c.job_id, c.job_key, c.role, c.opened_ago, c.closed_ago, c.import_share, c.invite_share, c.member_share, c.has_test,
             c.test_key, c.test_name, c.interview_key, c.interview_name, c.skills, c.d, c.day,
             row_number() over (partition by c.job_id order by c.d desc, i) as n
      from counted c, generate_series(1, c.arrivals) as i
    ),
    hashed as (
      select numbered.*, md5(job_key || ':' || n) as h1, md5(job_key || ':' || n || '#') as h2 from numbered
    ),
    rolled as materialized (
      select job_id, job_key, role, has_test, test_key, test_name, interview_key, interview_name, skills, d, n,
             ${seedUuidSql(sql`${prefix} || '-application-' || job_key || '-' || n`)} as application_id,
             ${seedUuidSql(sql`${prefix} || '-talent-' || job_key || '-' || n`)} as talent_id,
             ${seedUuidSql(sql`${prefix} || '-invitation-' || job_key || '-' || n`)} as invitation_id,
             ${seedUuidSql(sql`${prefix} || '-tech-test-' || job_key || '-' || n`)} as tech_test_id,
             ((day + time '07:00' + ${roll("h1", 0)} * interval '15 hours') at time zone 'Asia/Jakarta') as applied_at,
             case when ${roll("h1", 1)} < import_share then 'import'
                  when ${roll("h1", 1)} < import_share + invite_share then 'recommendation' else 'applicant' end as source,
             ${roll("h1", 2)} as r_name, ${roll("h1", 3)} as r_profile,
             -- The first response: hours to days, faster as the team settled in (older days wait longer).
             -- One in eight applications of the last two weeks is still in the queue at any hour of
             -- any weekday, so the demo always has applicants waiting for a first look.
             (1 + 110 * power(${roll("h1", 4)}, 2.5)) * (0.45 + d / 250.0)
               + case when d <= 14 and ${roll("md5(job_key || ':' || n || '@')", 1)} < 0.125 then 24 * (d + 1) else 0 end as respond_hours,
             ${roll("h1", 5)} < 0.5 as shortlisted,
             ${roll("h1", 6)} < 0.8 as emailed,
             ${roll("h1", 7)} < (case when has_test then 0.7 else 0.55 end) as goes_on,
             12 + 96 * ${roll("h2", 0)} as next_hours,
             ${roll("h2", 1)} < 0.65 as will_submit,
             3 + 20 * ${roll("h2", 2)} as confirm_hours,
             8 + 36 * ${roll("h2", 3)} as submit_hours,
             ${roll("h2", 4)} < 0.6 as interviewed,
             24 + 72 * ${roll("h2", 5)} as interview_hours,
             ${roll("h2", 6)} as r_outcome,
             72 + 168 * ${roll("h2", 7)} as outcome_hours,
             case when ${roll("md5(job_key || ':' || n || '@')", 0)} < member_share then 'member' else 'owner' end as acting
      from hashed
    ),
    timed as materialized (
      select rolled.*,
             applied_at + respond_hours * interval '1 hour' as t1,
             applied_at + (respond_hours + next_hours) * interval '1 hour' as t2
      from rolled
      where applied_at < ${at(now)}
    ),
    tested as materialized (
      select timed.*,
             t2 + confirm_hours * interval '1 hour' as confirmed_at,
             t2 + (confirm_hours + submit_hours) * interval '1 hour' as submitted_at,
             t2 + interval '72 hours' as confirm_by
      from timed
    ),
    staged as materialized (
      select tested.*,
             case when has_test then submitted_at + interview_hours * interval '1 hour' else t2 end as t3,
             t1 <= ${at(now)} as s1,
             t1 <= ${at(now)} and shortlisted and goes_on and t2 <= ${at(now)} as s2
      from tested
    ),
    flagged as materialized (
      select staged.*,
             s2 and has_test and will_submit and confirmed_at <= ${at(now)} as confirmed,
             s2 and has_test and will_submit and submitted_at <= ${at(now)} as submitted,
             s2 and has_test and not will_submit and confirm_by <= ${at(now)} as expired,
             t3 + outcome_hours * interval '1 hour' as t4
      from staged
    ),
    interviewed as materialized (
      select flagged.*,
             case when has_test then submitted and interviewed and t3 <= ${at(now)} else s2 end as s3
      from flagged
    )
    select interviewed.*,
           s3 and r_outcome < 0.75 and t4 <= ${at(now)} as s4,
           case when r_outcome < 0.35 then 'offered' else 'rejected' end as outcome
    from interviewed`;
}

/** Where each planned application stands now: its step key, status and when that last changed. */
export const historyFinalState = sql`
  create temp table history_final as
  select p.*,
         case when s4 and outcome = 'rejected' then 'rejected'
              when s4 or s3 then interview_key
              when s2 and has_test then test_key
              when s1 and shortlisted then 'accepted'
              when s1 then 'rejected'
              else 'notProcessed' end as step_key,
         case when s4 then outcome
              when s3 then 'custom'
              when s2 and has_test then case when submitted then 'techTestSubmitted' else 'techTestSent' end
              when s1 and shortlisted then 'accepted'
              when s1 then 'rejected'
              else 'notProcessed' end as status,
         case when s4 then t4
              when s3 then t3
              when s2 and has_test then case when submitted then submitted_at else t2 end
              when s1 then t1
              else applied_at end as status_changed_at,
         case when s2 and has_test then case when submitted then 'submitted' when expired then 'notConfirm' when confirmed then 'waitSubmit' else 'waitConfirm' end end as test_status
  from history_plan p`;

export async function dropHistoryTables(db: Executor): Promise<void> {
  await db.execute(sql`drop table if exists history_final`);
  await db.execute(sql`drop table if exists history_plan`);
  await db.execute(sql`drop table if exists history_jobs`);
}
