import type { Logger } from "pino";
import { z } from "zod";
import { enqueueJob } from "@/server/jobs/queue";
import type { JobHandler } from "@/server/jobs/worker";
import { isAnalyzerEnabled } from "./analyzer-flag";
import { findAnalysisSubjects, findAnalyzerJob } from "./ai-analyzer-queries";
import {
  ANALYZE_APPLICATIONS_JOB,
  ANALYZE_BATCH_SIZE,
  analyzeSubjects,
  defaultAnalyzerDeps,
  type AnalyzeJobPayload,
  type AnalyzerDeps,
} from "./ai-analyzer-service";

const payloadSchema = z.union([
  z.object({ companyId: z.uuid(), jobId: z.uuid(), applicationIds: z.array(z.uuid()).min(1).max(ANALYZE_BATCH_SIZE) }),
  z.object({ companyId: z.uuid(), jobId: z.uuid(), runId: z.string().min(1).max(64), afterApplicationId: z.uuid().nullable() }),
]);

/**
 * applications.analyze: analyses one batch of a job's applications and stores each verdict and
 * ai_score. A job-wide run takes the next ANALYZE_BATCH_SIZE applications by id and queues the
 * batch after it. Idempotent: a rerun skips verdicts already fresh, and the next batch's dedupe key
 * keeps it queued once. Does nothing once the company's flag is off or the job is gone.
 */
export function createAnalyzeApplicationsJob(depsFor: (log: Logger) => AnalyzerDeps = defaultAnalyzerDeps): JobHandler {
  return async (payload, { db, log }) => {
    const input = payloadSchema.parse(payload);
    if (!(await isAnalyzerEnabled(db, input.companyId))) {
      log.info({ jobId: input.jobId }, "AI analyzer is off for the company; nothing analysed");
      return;
    }
    const job = await findAnalyzerJob(db, input.companyId, input.jobId);
    if (!job) return;
    const deps = depsFor(log);
    if ("applicationIds" in input) {
      const subjects = await findAnalysisSubjects(db, { companyId: input.companyId, jobId: input.jobId, applicationIds: input.applicationIds });
      await analyzeSubjects(db, deps, job, subjects);
      return;
    }
    const subjects = await findAnalysisSubjects(db, { companyId: input.companyId, jobId: input.jobId, afterApplicationId: input.afterApplicationId, limit: ANALYZE_BATCH_SIZE });
    await analyzeSubjects(db, deps, job, subjects);
    const last = subjects.at(-1);
    if (subjects.length === ANALYZE_BATCH_SIZE && last) {
      const next: AnalyzeJobPayload = { companyId: input.companyId, jobId: input.jobId, runId: input.runId, afterApplicationId: last.id };
      await enqueueJob(db, { type: ANALYZE_APPLICATIONS_JOB, payload: next, dedupeKey: `analyze:${input.jobId}:${input.runId}:${last.id}` });
    }
  };
}

/** Background job types of this module, by type name. */
export const aiAnalyzerJobHandlers: Record<string, JobHandler> = {
  [ANALYZE_APPLICATIONS_JOB]: createAnalyzeApplicationsJob(),
};
