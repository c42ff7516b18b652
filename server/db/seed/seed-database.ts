import type { FileStorage } from "../../storage/file-storage";
import { fileStorage } from "../../storage/storage";
import type { Database } from "../client";
import { seedAccounts } from "./seed-accounts";
import { seedAnalyticsHistory } from "./seed-analytics-history";
import { seedLargeAnalyticsHistory } from "./seed-analytics-history-large";
import { seedFeatureFlags } from "./seed-feature-flags";
import { seedJobs } from "./seed-jobs";
import { seedLargeJobs } from "./seed-jobs-large";
import { seedNotifications } from "./seed-notifications";
import { seedDemoFiles } from "./seed-pipeline";
import { seedLargePipelineJob } from "./seed-pipeline-large";
import { seedSubscriptions } from "./seed-subscriptions";
import { seedTalentPool } from "./seed-talent-pool";
import { seedLargeTalentPool } from "./seed-talent-pool-large";
import { seedTeam } from "./seed-team";
import { buildAllRecommendations } from "../../modules/talents/talent-recommendations-service";

export type SeedScale = "demo" | "large";

/**
 * A bulk data set for the benchmark scale of quality-bars.md. Each domain that owns large tables
 * (talents, jobs, applications) adds one here; `demo` seeding never runs them.
 */
type LargeSeedStep = { name: string; run: (db: Database, now: Date) => Promise<number> };
const largeSeedSteps: LargeSeedStep[] = [
  { name: "jobs and applications", run: (db) => seedLargeJobs(db) },
  { name: "one published job with 10,000 applicants", run: seedLargePipelineJob },
  { name: "100,000 talents in the pool", run: seedLargeTalentPool },
  { name: "a year of hiring history (analytics)", run: seedLargeAnalyticsHistory },
];

export type SeedReport = { scale: SeedScale; largeSets: { name: string; rows: number; ms: number }[] };

export type SeedOptions = {
  /**
   * The seed's "now": applications, timelines and tech-test deadlines are written relative to it,
   * so the demo looks alive (open tech tests are still open). Default: the current minute.
   */
  now?: Date;
  /** Where demo CVs and tech-test documents go. Default: the process's file storage. */
  storage?: FileStorage;
};

/** Idempotent: every record has a fixed id and is inserted only when missing. */
export async function seedDatabase(db: Database, scale: SeedScale, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedFeatureFlags(tx);
    await seedSubscriptions(tx);
    await seedTeam(tx);
    await seedJobs(tx, now);
    // After the applicants: some of them opt in to be found.
    await seedTalentPool(tx, now);
    await seedNotifications(tx);
    // Months of hiring on jobs of their own, so /analytics tells a story on a fresh start.
    await seedAnalyticsHistory(tx, now);
  });
  // Files after the records are committed: a failure leaves records without files, which the next run completes.
  await seedDemoFiles(db, options.storage ?? fileStorage(), now);
  // For You has talents on the first run: each open demo job's recommended set, built from the pool
  // above without notifying (the demo's notifications are seeded). A large pool is left to the
  // worker's daily build, which runs when it first starts.
  await buildAllRecommendations(db, { notify: false, now });
  const largeSets: SeedReport["largeSets"] = [];
  if (scale === "large") {
    for (const step of largeSeedSteps) {
      const started = performance.now();
      const rows = await step.run(db, now);
      largeSets.push({ name: step.name, rows, ms: Math.round(performance.now() - started) });
    }
  }
  return { scale, largeSets };
}
