import type { Executor } from "@/server/db/client";
import { notifyEvent, notifyJobAudience } from "./notify-service";
import { APPLICANT_WAIT_REMINDER_DAYS } from "./notifications-contract";
import { findIncompleteCompanyProfiles, findJobsWithWaitingApplicants } from "./reminders-queries";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminder days follow Jakarta's calendar (WIB, UTC+7): the product's users are in Indonesia. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar day (WIB) of an instant, e.g. "2026-11-22": the "per day" of the reminders' dedupe keys. */
export function reminderDay(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** One reminder per subject and day: a second run that day (another worker, a retry) writes nothing. */
export const reminderDedupeKey = (type: string, subject: string, now: Date) => `${type}:${subject}:${reminderDay(now)}`;

/**
 * processApplicantsReminderReceived: for every published job with applicants who have waited more
 * than 3 days in its CV Screening step (step type notProcessed), one reminder to the job's audience
 * (owners and members whose access reaches the job), at most once per job and day.
 */
export async function remindWaitingApplicants(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - APPLICANT_WAIT_REMINDER_DAYS * DAY_MS);
  const waiting = await findJobsWithWaitingApplicants(db, cutoff);
  let written = 0;
  for (const job of waiting) {
    written += await notifyJobAudience(db, {
      type: "processApplicantsReminderReceived",
      companyId: job.company_id,
      jobId: job.job_id,
      subject: { recruitmentStepId: job.step_id },
      params: { jobTitle: job.role || undefined, count: Number(job.waiting), days: APPLICANT_WAIT_REMINDER_DAYS },
      dedupeKey: reminderDedupeKey("processApplicantsReminderReceived", `job:${job.job_id}`, now),
      createdAt: now,
    });
  }
  return written;
}

/**
 * completeCompanyFeaturedMembersReminderReceived: the rule is "the company profile features
 * nobody": an active company with no photo on its profile, or whose team is its owner alone (no
 * other active member, no pending invitation). Companies younger than a day are left alone, so
 * onboarding is not greeted by a nag. To the owners, at most once per company and day.
 */
export async function remindIncompleteCompanyProfiles(db: Executor, now: Date): Promise<number> {
  const incomplete = await findIncompleteCompanyProfiles(db, new Date(now.getTime() - DAY_MS));
  let written = 0;
  for (const company of incomplete) {
    written += await notifyEvent(db, {
      type: "completeCompanyFeaturedMembersReminderReceived",
      recipientUserIds: company.owner_ids,
      companyId: company.id,
      dedupeKey: reminderDedupeKey("completeCompanyFeaturedMembersReminderReceived", `company:${company.id}`, now),
      createdAt: now,
    });
  }
  return written;
}

/** The daily reminders run, as the scheduler calls it (with the slot's time as `now`). */
export async function runNotificationReminders(db: Executor, now: Date): Promise<{ applicants: number; companyProfiles: number }> {
  return { applicants: await remindWaitingApplicants(db, now), companyProfiles: await remindIncompleteCompanyProfiles(db, now) };
}
