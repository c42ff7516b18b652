import { sql } from "drizzle-orm";
import { executeRows, type Database, type Executor } from "@/server/db/client";
import { queueEmail } from "@/server/modules/mail/outbox";
import { notifyEvent } from "@/server/modules/notifications/notify";
import { recordApplicationEvents } from "@/server/modules/pipeline/application-events";
import { jobAudienceUserIds } from "@/server/modules/permissions/job-audience";
import { reminderEmail } from "./tech-test-emails";
import { TECH_TEST_REMINDER_LEAD_HOURS } from "./tech-tests-schemas";

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Tests handled per statement; the sweep repeats until none is left, each batch its own transaction. */
const SWEEP_BATCH = 200;

type ExpiredRow = { id: string; company_id: string; job_id: string; application_id: string; status: "notConfirm" | "notSubmit"; deadline: Date | string };

/**
 * Tests whose deadline passed: waitConfirm past confirmBy becomes notConfirm, waitSubmit past
 * submitBy becomes notSubmit, each recorded as techTestExpired and mirrored to its application.
 * SKIP LOCKED lets a candidate's confirm or submission in flight finish first (it re-checks the clock).
 */
async function expireBatch(db: Executor, now: Date): Promise<number> {
  const at = timestamp(now);
  const rows = await executeRows<ExpiredRow>(
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
        limit ${SWEEP_BATCH}
        for update skip locked)
      returning t.id, t.company_id, t.job_id, t.application_id, t.status,
        case when t.status = 'notConfirm' then t.confirm_by else t.submit_by end as deadline`,
  );
  if (rows.length === 0) return 0;
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  // Each application takes the state of its latest test (an expired older test changes nothing).
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
  await recordApplicationEvents(
    db,
    rows.map((row) => ({
      companyId: row.company_id,
      jobId: row.job_id,
      applicationId: row.application_id,
      type: "techTestExpired" as const,
      actor: "system" as const,
      at: now,
      data: { techTestId: row.id, status: row.status, deadline: new Date(row.deadline).toISOString() },
    })),
  );
  return rows.length;
}

type ReminderRow = {
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
 * Tests within 12 hours of their current deadline that have not had its reminder: one email to the
 * candidate, one notification to the job's audience, a techTestReminderSent record. reminderSentAt
 * is cleared when the deadline moves (confirmation, extension), so each deadline gets one. A
 * deadline that was already less than 12 hours away when it began gets none (the invitation or the
 * confirmation just said it).
 */
async function remindBatch(db: Executor, now: Date): Promise<number> {
  const at = timestamp(now);
  const lead = sql`make_interval(hours => ${TECH_TEST_REMINDER_LEAD_HOURS})`;
  const rows = await executeRows<ReminderRow>(
    db,
    sql`
      with due as (
        select id from tech_tests
        where reminder_sent_at is null
          and ((status = 'waitConfirm' and confirm_by > ${at} and confirm_by - ${lead} <= ${at} and confirm_by - ${lead} >= sent_at)
            or (status = 'waitSubmit' and submit_by > ${at} and submit_by - ${lead} <= ${at} and submit_by - ${lead} >= confirmed_at))
        order by id
        limit ${SWEEP_BATCH}
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
  if (rows.length === 0) return 0;

  await recordApplicationEvents(
    db,
    rows.map((row) => ({
      companyId: row.company_id,
      jobId: row.job_id,
      applicationId: row.application_id,
      type: "techTestReminderSent" as const,
      actor: "system" as const,
      at: now,
      data: { techTestId: row.id, stage: row.stage, deadline: new Date(row.deadline).toISOString() },
    })),
  );
  // The audience is read once per job, not per test.
  const audiences = new Map<string, string[]>();
  for (const row of rows) {
    const deadline = new Date(row.deadline);
    await queueEmail(
      db,
      reminderEmail({
        to: row.candidate_email,
        candidateName: row.candidate_name,
        jobTitle: row.job_title,
        companyName: row.company_name,
        invitationSubject: row.subject,
        invitationSentAt: new Date(row.sent_at),
        stage: row.stage,
        deadline,
      }),
    );
    let audience = audiences.get(row.job_id);
    if (!audience) {
      audience = await jobAudienceUserIds(db, row.company_id, row.job_id);
      audiences.set(row.job_id, audience);
    }
    await notifyEvent(db, {
      type: "jobTechnicalTestAssessmentReminderReceived",
      recipientUserIds: audience,
      companyId: row.company_id,
      params: { jobTitle: row.job_title, applicantName: row.candidate_name, companyName: row.company_name },
      subject: { jobId: row.job_id, jobApplicationId: row.application_id, recruitmentStepId: row.step_key ?? undefined },
      dedupeKey: `tech-test-reminder:${row.id}:${deadline.toISOString()}`,
      createdAt: now,
    });
  }
  return rows.length;
}

/**
 * The scheduled tech-test sweep (every 5 minutes), driven by `now`: expiries first (a test past its
 * deadline gets no reminder), then reminders. Idempotent: a second run at the same time finds nothing.
 */
export async function runTechTestSweep(db: Database, now: Date): Promise<{ expired: number; reminded: number }> {
  let expired = 0;
  let reminded = 0;
  for (;;) {
    const count = await db.transaction((tx) => expireBatch(tx, now));
    expired += count;
    if (count < SWEEP_BATCH) break;
  }
  for (;;) {
    const count = await db.transaction((tx) => remindBatch(tx, now));
    reminded += count;
    if (count < SWEEP_BATCH) break;
  }
  return { expired, reminded };
}
