import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { featureFlagOverrides, featureFlags } from "@/server/db/schema/feature-flags";
import { FEATURE_FLAG_CATALOG, type FeatureFlagKey } from "./feature-flags-contract";

export type FlagRow = typeof featureFlags.$inferSelect;
export type OverrideRow = typeof featureFlagOverrides.$inferSelect;

/** Every stored flag with, when a company is given, that company's override (one query). */
export async function listFlagsWithOverride(
  db: Executor,
  companyId: string | null,
): Promise<{ key: string; enabledByDefault: boolean; config: Record<string, unknown>; override: boolean | null }[]> {
  if (!companyId) {
    const rows = await db
      .select({ key: featureFlags.key, enabledByDefault: featureFlags.enabledByDefault, config: featureFlags.config })
      .from(featureFlags);
    return rows.map((row) => ({ ...row, override: null }));
  }
  return db
    .select({
      key: featureFlags.key,
      enabledByDefault: featureFlags.enabledByDefault,
      config: featureFlags.config,
      override: featureFlagOverrides.enabled,
    })
    .from(featureFlags)
    .leftJoin(
      featureFlagOverrides,
      and(eq(featureFlagOverrides.flagKey, featureFlags.key), eq(featureFlagOverrides.companyId, companyId)),
    );
}

export async function listFlagRows(db: Executor): Promise<FlagRow[]> {
  return db.select().from(featureFlags).orderBy(featureFlags.key);
}

export async function listOverrides(db: Executor): Promise<OverrideRow[]> {
  return db.select().from(featureFlagOverrides);
}

export async function findFlag(db: Executor, key: FeatureFlagKey): Promise<FlagRow | undefined> {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.key, key));
  return row;
}

/** Inserts the catalog's row for a flag if the database does not hold it yet (idempotent). */
export async function ensureFlagRows(db: Executor, keys: FeatureFlagKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(featureFlags)
    .values(keys.map((key) => ({ key, ...FEATURE_FLAG_CATALOG[key], config: {} })))
    .onConflictDoNothing();
}

export async function setFlagDefault(db: Executor, key: FeatureFlagKey, enabled: boolean): Promise<void> {
  await ensureFlagRows(db, [key]);
  await db.update(featureFlags).set({ enabledByDefault: enabled }).where(eq(featureFlags.key, key));
}

export async function setFlagConfig(db: Executor, key: FeatureFlagKey, config: Record<string, unknown>): Promise<void> {
  await ensureFlagRows(db, [key]);
  await db.update(featureFlags).set({ config }).where(eq(featureFlags.key, key));
}

export async function upsertOverride(db: Executor, key: FeatureFlagKey, companyId: string, enabled: boolean): Promise<void> {
  await ensureFlagRows(db, [key]);
  await db
    .insert(featureFlagOverrides)
    .values({ flagKey: key, companyId, enabled })
    .onConflictDoUpdate({
      target: [featureFlagOverrides.flagKey, featureFlagOverrides.companyId],
      set: { enabled, updatedAt: new Date() },
    });
}

export async function deleteOverride(db: Executor, key: FeatureFlagKey, companyId: string): Promise<number> {
  const deleted = await db
    .delete(featureFlagOverrides)
    .where(and(eq(featureFlagOverrides.flagKey, key), eq(featureFlagOverrides.companyId, companyId)))
    .returning({ key: featureFlagOverrides.flagKey });
  return deleted.length;
}

export async function companyExists(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}
