import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { loadSubject, stepCounts } from "@/server/modules/jobs/jobs-service";
import { APPLICANT_WAIT_REMINDER_DAYS } from "@/server/modules/notifications/notifications-contract";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { newestOpenJobs, submittedTechTests, waitingByJob, type OpenJobScope } from "./home-queries";
import type { HomeAttention, HomeAttentionQuery, JobPipeline } from "./home-schemas";
import { isUuidText } from "@/server/lib/uuid-text";

const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * GET /v1/job-portal/home/attention: what needs the caller now, over the open jobs they may see
 * (spec 6, jobPost view per job, as the job list and the reminders' audience decide it). The
 * "overdue" flag is the processApplicantsReminderReceived condition of reminders.ts: applied more
 * than APPLICANT_WAIT_REMINDER_DAYS days before now.
 */
export async function getHomeAttention(db: Executor, session: CompanySessionContext, query: HomeAttentionQuery, now = new Date()): Promise<HomeAttention> {
  const subject = await loadSubject(db, session);
  const access = jobScopeOf(subject, "jobPost", "view");
  // Criteria are stored JSON: only well-formed ids can name a job (a uuid cast refuses others).
  const jobIds = access.all ? "all" : access.jobIds.filter(isUuidText);
  const answer: HomeAttention = {
    generatedAt: now.toISOString(),
    reminderDays: APPLICANT_WAIT_REMINDER_DAYS,
    waiting: { docs: [], total: 0, applicantCount: 0, overdueJobCount: 0 },
    techTests: { docs: [], total: 0 },
    pipelines: { docs: [], total: 0 },
  };
  if (jobIds !== "all" && jobIds.length === 0) return answer;

  const scope: OpenJobScope = { companyId: session.companyId, jobIds };
  const cutoff = new Date(now.getTime() - APPLICANT_WAIT_REMINDER_DAYS * DAY_MS);
  const [waiting, tests, openJobs] = await Promise.all([
    waitingByJob(db, scope, cutoff, query.limit),
    submittedTechTests(db, scope, query.limit),
    newestOpenJobs(db, scope, query.limit),
  ]);
  const steps = await stepCounts(
    db,
    openJobs.map((job) => job.job_id),
  );

  answer.waiting = {
    docs: waiting.map((row) => {
      const oldest = Number(row.oldest_ms);
      return {
        jobId: row.job_id,
        role: row.role,
        stepId: row.step_key,
        stepName: row.step_name,
        waitingCount: Number(row.waiting),
        overdueCount: Number(row.overdue),
        oldestAppliedAt: iso(oldest),
        oldestWaitMs: Math.max(0, Math.round(now.getTime() - oldest)),
        overdue: oldest < cutoff.getTime(),
      };
    }),
    total: Number(waiting[0]?.total_jobs ?? 0),
    applicantCount: Number(waiting[0]?.total_waiting ?? 0),
    overdueJobCount: Number(waiting[0]?.overdue_jobs ?? 0),
  };
  answer.techTests = {
    docs: tests.map((row) => ({
      applicationId: row.application_id,
      applicantName: row.applicant_name,
      jobId: row.job_id,
      role: row.role,
      stepId: row.step_key,
      stepName: row.step_name,
      submittedAt: iso(Number(row.submitted_ms)),
      waitMs: Math.max(0, Math.round(now.getTime() - Number(row.submitted_ms))),
    })),
    total: Number(tests[0]?.total ?? 0),
  };
  const stepsByJob = new Map<string, JobPipeline["steps"]>();
  for (const row of steps) {
    const list = stepsByJob.get(row.job_id) ?? [];
    list.push({ id: row.step_key, type: row.type, name: row.name, applicantCount: Number(row.applicants) });
    stepsByJob.set(row.job_id, list);
  }
  answer.pipelines = {
    docs: openJobs.map((job) => {
      const jobSteps = stepsByJob.get(job.job_id) ?? [];
      return {
        jobId: job.job_id,
        role: job.role,
        publishedAt: job.published_ms === null ? null : iso(Number(job.published_ms)),
        applicantCount: jobSteps.reduce((sum, step) => sum + step.applicantCount, 0),
        steps: jobSteps,
      };
    }),
    total: Number(openJobs[0]?.total ?? 0),
  };
  return answer;
}
