import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export type ExpiredTestRow = { id: string; company_id: string; job_id: string; application_id: string; status: "notConfirm" | "notSubmit"; deadline: Date | string };

/**
 * Up to `limit` tests whose deadline passed: waitConfirm past confirmBy becomes notConfirm,
 * waitSubmit past submitBy becomes notSubmit. SKIP LOCKED lets a candidate's confirm or submission
 * in flight finish first (it re-checks the clock).
 */
export function expireDueTests(db: Executor, params: { now: Date; limit: number }): Promise<ExpiredTestRow[]> {
  const at = timestamp(params.now);
  return executeRows<ExpiredTestRow>(
    db,
    sql`
      update tech_tests t
      set status = (case when t.status = 'waitConfirm' then 'notConfirm' else 'notSubmit' end)::tech_test_status,
          updated_at = ${at}
      where t.id in (
        select id from tech_tests
        where (status = 'waitConfirm' and confirm_by <= ${at})
           or (status = 'waitSubmit' and submit_by <= ${at})
        order by id
        limit ${params.limit}
        for update skip locked)
      returning t.id, t.company_id, t.job_id, t.application_id, t.status,
        case when t.status = 'notConfirm' then t.confirm_by else t.submit_by end as deadline`,
  );
}

/** Each application of these tests takes the state of its latest test (an expired older test changes nothing). */
export async function mirrorLatestTests(db: Executor, testIds: readonly string[]): Promise<void> {
  const ids = sql.join(
    testIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    update job_applications a
    set tech_test_status = t.status,
        tech_test_deadline_at = case when t.status in ('waitConfirm', 'notConfirm') then t.confirm_by else t.submit_by end,
        tech_test_submitted_at = t.submitted_at
    from tech_tests t
    where t.id in (${ids})
      and a.id = t.application_id
      and not exists (
        select 1 from tech_tests newer
        where newer.application_id = t.application_id
          and (newer.sent_at > t.sent_at or (newer.sent_at = t.sent_at and newer.id > t.id)))`);
}

export type ReminderRow = {
  id: string;
  company_id: string;
  job_id: string;
  application_id: string;
  stage: "confirm" | "submit";
  deadline: Date | string;
  subject: string;
  sent_at: Date | string;
  candidate_name: string;
  candidate_email: string;
  job_title: string;
  company_name: string;
  step_key: string | null;
};

/**
 * Up to `limit` tests within `leadHours` of their current deadline that have not had its reminder,
 * marked as reminded now, with who and what the reminder names. A deadline that was already less
 * than `leadHours` away when it began is not due.
 */
export function markDueReminders(db: Executor, params: { now: Date; leadHours: number; limit: number }): Promise<ReminderRow[]> {
  const at = timestamp(params.now);
  const lead = sql`make_interval(hours => ${params.leadHours})`;
  return executeRows<ReminderRow>(
    db,
    sql`
      with due as (
        select id from tech_tests
        where reminder_sent_at is null
          and ((status = 'waitConfirm' and confirm_by > ${at} and confirm_by - ${lead} <= ${at} and confirm_by - ${lead} >= sent_at)
            or (status = 'waitSubmit' and submit_by > ${at} and submit_by - ${lead} <= ${at} and submit_by - ${lead} >= confirmed_at))
        order by id
        limit ${params.limit}
        for update skip locked),
      marked as (
        update tech_tests t set reminder_sent_at = ${at}, updated_at = ${at}
        from due where t.id = due.id
        returning t.*)
      select m.id, m.company_id, m.job_id, m.application_id, m.subject, m.sent_at,
        case when m.status = 'waitConfirm' then 'confirm' else 'submit' end as stage,
        case when m.status = 'waitConfirm' then m.confirm_by else m.submit_by end as deadline,
        a.name as candidate_name, a.email as candidate_email, j.role as job_title, c.name as company_name, s.step_key
      from marked m
      join job_applications a on a.id = m.application_id
      join jobs j on j.id = m.job_id
      join companies c on c.id = m.company_id
      left join recruitment_steps s on s.id = m.recruitment_step_id`,
  );
}
