import { z } from "zod";
import type { Database } from "@/server/db/client";
import type { JobContext, JobHandler } from "@/server/jobs/worker";
import { openJobIds } from "./talent-recommendations-queries";
import { BUILD_RECOMMENDATIONS_JOB, enqueueRecommendationBuild } from "./talent-recommendations-queue";
import { buildJobRecommendations } from "./talent-recommendations-service";

const payloadSchema = z.object({ jobId: z.uuid() });

/** talents.recommendations.build: rebuilds one job's set (idempotent; a closed or deleted job loses its set). */
export const buildRecommendationsJob: JobHandler = async (payload, { db, log }) => {
  const { jobId } = payloadSchema.parse(payload);
  const outcome = await buildJobRecommendations(db, jobId);
  if (outcome.changed) log.info(outcome, "talent recommendations rebuilt");
};

export const talentRecommendationJobHandlers: Record<string, JobHandler> = {
  [BUILD_RECOMMENDATIONS_JOB]: buildRecommendationsJob,
};

/**
 * The daily run: one build job per open job, so each is retried on its own and a large pool spreads
 * over the worker's polls. The slot names the occasion, so a rerun of the slot queues nothing twice.
 */
export async function enqueueDailyRecommendations(db: Database, slot: Date, context: Pick<JobContext, "log">): Promise<number> {
  const jobIds = await openJobIds(db);
  for (const jobId of jobIds) await enqueueRecommendationBuild(db, jobId, `daily:${slot.toISOString()}`);
  context.log.info({ slot: slot.toISOString(), jobs: jobIds.length }, "talent recommendation builds queued");
  return jobIds.length;
}
