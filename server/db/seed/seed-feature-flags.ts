import type { Executor } from "../client";
import { ensureFlagRows } from "@/server/modules/feature-flags/feature-flags-queries";
import { FEATURE_FLAG_KEYS } from "@/server/modules/feature-flags/feature-flags-contract";

/**
 * Every gate of spec 6 with its description and default (the catalog in feature-flags-contract.ts).
 * No per-company overrides: operators set those with `npm run flags`.
 */
export async function seedFeatureFlags(db: Executor): Promise<void> {
  await ensureFlagRows(db, FEATURE_FLAG_KEYS);
}
