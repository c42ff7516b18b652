import type { Executor } from "@/server/db/client";
import { endLapsedBoosts } from "./job-boosts-queries";

/**
 * The worker's sweep: boosts whose end has passed are marked ended. Readers never wait for it
 * (they compare the end with the clock); it keeps the one-running-boost index and the lists tidy.
 */
export async function endExpiredBoosts(db: Executor, now: Date): Promise<{ ended: number }> {
  return { ended: await endLapsedBoosts(db, now) };
}
