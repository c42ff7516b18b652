import type { Executor } from "@/server/db/client";
import { enqueueJob } from "@/server/jobs/queue";

/** The background job that rebuilds one job's recommended set of talents. */
export const BUILD_RECOMMENDATIONS_JOB = "talents.recommendations.build";

/**
 * Queues a rebuild of the job's recommended set, in the caller's transaction (e.g. the one that
 * publishes the job). `occasion` names the cause, so one cause queues one build.
 */
export async function enqueueRecommendationBuild(db: Executor, jobId: string, occasion: string): Promise<void> {
  await enqueueJob(db, { type: BUILD_RECOMMENDATIONS_JOB, payload: { jobId }, dedupeKey: `talent-recommendations:${jobId}:${occasion}` });
}
