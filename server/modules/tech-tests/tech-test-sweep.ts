import type { Database, Executor } from "@/server/db/client";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notifyEvent } from "@/server/modules/notifications/notify-service";
import { recordApplicationEvents } from "@/server/modules/pipeline/timeline-service";
import { jobAudienceUserIds } from "@/server/modules/permissions/permissions-service";
import { reminderEmail } from "./tech-test-emails";
import { expireDueTests, markDueReminders, mirrorLatestTests } from "./tech-test-sweep-queries";
import { TECH_TEST_REMINDER_LEAD_HOURS } from "./tech-tests-schemas";

/** Tests handled per statement; the sweep repeats until none is left, each batch its own transaction. */
const SWEEP_BATCH = 200;

/**
 * Tests whose deadline passed: waitConfirm past confirmBy becomes notConfirm, waitSubmit past
 * submitBy becomes notSubmit, each recorded as techTestExpired and mirrored to its application.
 * SKIP LOCKED lets a candidate's confirm or submission in flight finish first (it re-checks the clock).
 */
async function expireBatch(db: Executor, now: Date): Promise<number> {
  const rows = await expireDueTests(db, { now, limit: SWEEP_BATCH });
  if (rows.length === 0) return 0;
  // Each application takes the state of its latest test (an expired older test changes nothing).
  await mirrorLatestTests(
    db,
    rows.map((row) => row.id),
  );
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

/**
 * Tests within 12 hours of their current deadline that have not had its reminder: one email to the
 * candidate, one notification to the job's audience, a techTestReminderSent record. reminderSentAt
 * is cleared when the deadline moves (confirmation, extension), so each deadline gets one. A
 * deadline that was already less than 12 hours away when it began gets none (the invitation or the
 * confirmation just said it).
 */
async function remindBatch(db: Executor, now: Date): Promise<number> {
  const rows = await markDueReminders(db, { now, leadHours: TECH_TEST_REMINDER_LEAD_HOURS, limit: SWEEP_BATCH });
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
