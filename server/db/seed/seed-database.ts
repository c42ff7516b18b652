import type { Database } from "../client";
import { seedAccounts } from "./seed-accounts";
import { seedFeatureFlags } from "./seed-feature-flags";
import { seedJobs } from "./seed-jobs";
import { seedLargeJobs } from "./seed-jobs-large";
import { seedNotifications } from "./seed-notifications";
import { seedSubscriptions } from "./seed-subscriptions";
import { seedTeam } from "./seed-team";

export type SeedScale = "demo" | "large";

/**
 * A bulk data set for the benchmark scale of quality-bars.md. Each domain that owns large tables
 * (talents, jobs, applications) adds one here; `demo` seeding never runs them.
 */
type LargeSeedStep = { name: string; run: (db: Database) => Promise<number> };
const largeSeedSteps: LargeSeedStep[] = [{ name: "jobs and applications", run: seedLargeJobs }];

export type SeedReport = { scale: SeedScale; largeSets: { name: string; rows: number }[] };

/** Idempotent: every record has a fixed id and is inserted only when missing. */
export async function seedDatabase(db: Database, scale: SeedScale): Promise<SeedReport> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedFeatureFlags(tx);
    await seedSubscriptions(tx);
    await seedTeam(tx);
    await seedJobs(tx);
    await seedNotifications(tx);
  });
  const largeSets: SeedReport["largeSets"] = [];
  if (scale === "large") {
    for (const step of largeSeedSteps) {
      largeSets.push({ name: step.name, rows: await step.run(db) });
    }
  }
  return { scale, largeSets };
}
