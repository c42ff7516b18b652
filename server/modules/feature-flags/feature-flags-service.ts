import type { Executor } from "@/server/db/client";
import { badRequest } from "@/server/api/errors";
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_CATALOG,
  FEATURE_FLAG_KEYS,
  MAINTENANCE_FLAG,
  isFeatureFlagKey,
  type FeatureFlagKey,
  type FeatureFlagValues,
  type MaintenanceSettings,
} from "./feature-flags-contract";
import { companyNotFound, overrideNotFound } from "./feature-flags-errors";
import {
  companyExists,
  deleteOverride,
  ensureFlagRows,
  findFlag,
  listFlagRows,
  listFlagsWithOverride,
  listOverrides,
  setFlagConfig,
  setFlagDefault,
  upsertOverride,
} from "./feature-flags-queries";
import type { OperatorFlag, SetFlagBody, SetMaintenanceBody } from "./feature-flags-schemas";

export type EffectiveFlags = { flags: FeatureFlagValues; maintenance: MaintenanceSettings };

/** The maintenance flag's row config, read defensively (it is free-form jsonb). */
function maintenanceFrom(enabled: boolean, config: Record<string, unknown> | undefined): MaintenanceSettings {
  const routes = Array.isArray(config?.routes) ? config.routes.filter((route): route is string => typeof route === "string") : [];
  return { enabled, target: config?.target === "specific" ? "specific" : "all", routes };
}

/**
 * The flags as one company sees them: its override, else the stored default, else the catalog's
 * (a flag added to the code before its row exists). Without a company, the defaults.
 * Maintenance is global: it has no per-company override.
 */
export async function getEffectiveFlags(db: Executor, companyId: string | null): Promise<EffectiveFlags> {
  const rows = await listFlagsWithOverride(db, companyId);
  const flags: FeatureFlagValues = { ...DEFAULT_FEATURE_FLAGS };
  let maintenanceConfig: Record<string, unknown> | undefined;
  for (const row of rows) {
    if (!isFeatureFlagKey(row.key)) continue; // a retired flag still in the table
    flags[row.key] = row.key === MAINTENANCE_FLAG ? row.enabledByDefault : (row.override ?? row.enabledByDefault);
    if (row.key === MAINTENANCE_FLAG) maintenanceConfig = row.config;
  }
  return { flags, maintenance: maintenanceFrom(flags.maintenance, maintenanceConfig) };
}

/** Every flag of the catalog with its stored default and overrides, for the operator command. */
export async function listFlagsForOperator(db: Executor): Promise<{ flags: OperatorFlag[]; maintenance: MaintenanceSettings }> {
  const [rows, overrides] = await Promise.all([listFlagRows(db), listOverrides(db)]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const flags = FEATURE_FLAG_KEYS.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      description: row?.description ?? FEATURE_FLAG_CATALOG[key].description,
      enabledByDefault: row?.enabledByDefault ?? FEATURE_FLAG_CATALOG[key].enabledByDefault,
      overrides: overrides
        .filter((override) => override.flagKey === key)
        .map((override) => ({ companyId: override.companyId, enabled: override.enabled })),
    };
  });
  const maintenanceRow = byKey.get(MAINTENANCE_FLAG);
  return {
    flags,
    maintenance: maintenanceFrom(
      maintenanceRow?.enabledByDefault ?? FEATURE_FLAG_CATALOG.maintenance.enabledByDefault,
      maintenanceRow?.config,
    ),
  };
}

/** Sets a flag's default for everyone, or one company's override. */
export async function setFlag(db: Executor, key: FeatureFlagKey, body: SetFlagBody): Promise<void> {
  if (!body.companyId) {
    if (key === MAINTENANCE_FLAG) await setMaintenance(db, { enabled: body.enabled });
    else await setFlagDefault(db, key, body.enabled);
    return;
  }
  if (key === MAINTENANCE_FLAG) {
    throw badRequest("Maintenance applies to everyone; it has no per-company override", [
      { field: "companyId", message: "Not allowed for the maintenance flag" },
    ]);
  }
  if (!(await companyExists(db, body.companyId))) throw companyNotFound();
  await upsertOverride(db, key, body.companyId, body.enabled);
}

export async function clearOverride(db: Executor, key: FeatureFlagKey, companyId: string): Promise<void> {
  const deleted = await deleteOverride(db, key, companyId);
  if (deleted === 0) throw overrideNotFound();
}

/** Changes the maintenance target, route list and (optionally) switches it on or off. */
export async function setMaintenance(db: Executor, body: SetMaintenanceBody): Promise<MaintenanceSettings> {
  await ensureFlagRows(db, [MAINTENANCE_FLAG]);
  const current = await findFlag(db, MAINTENANCE_FLAG);
  const settings = maintenanceFrom(current?.enabledByDefault ?? false, current?.config);
  const next: MaintenanceSettings = {
    enabled: body.enabled ?? settings.enabled,
    target: body.target ?? settings.target,
    routes: body.routes ? [...new Set(body.routes)] : settings.routes,
  };
  if (next.enabled && next.target === "specific" && next.routes.length === 0) {
    throw badRequest("Target 'specific' needs at least one route", [{ field: "routes", message: "List at least one route" }]);
  }
  await setFlagConfig(db, MAINTENANCE_FLAG, { ...(current?.config ?? {}), target: next.target, routes: next.routes });
  if (body.enabled !== undefined) await setFlagDefault(db, MAINTENANCE_FLAG, body.enabled);
  return next;
}
