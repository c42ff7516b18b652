import type { MaintenanceSettings } from "@/server/modules/feature-flags/feature-flags-contract";

/** Pages that stay reachable during maintenance: the maintenance page itself and the dev mailbox. */
const NEVER_UNDER_MAINTENANCE = ["/maintenance", "/mailbox"];

const underPath = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base.replace(/\/+$/, "")}/`);

/** Spec 2.7: the flag on with target 'all', or target 'specific' with the current route listed. */
export function isUnderMaintenance(settings: MaintenanceSettings | null, pathname: string): boolean {
  if (!settings?.enabled) return false;
  if (NEVER_UNDER_MAINTENANCE.some((path) => underPath(pathname, path))) return false;
  if (settings.target === "all") return true;
  return settings.routes.some((route) => route.startsWith("/") && underPath(pathname, route));
}

/**
 * The maintenance flag's settings come from the public flags endpoint (GET /api/v1/feature-flags,
 * `result.maintenance`). The proxy asks at most once per `CACHE_MS`, so a flag change shows within
 * seconds without a request per navigation; if the endpoint fails or is slow, nothing is under
 * maintenance.
 */
export const MAINTENANCE_SETTINGS_PATH = "/api/v1/feature-flags";
const CACHE_MS = 5_000;
const TIMEOUT_MS = 1_500;

let cached: { at: number; settings: MaintenanceSettings | null } | undefined;

export function parseMaintenanceSettings(body: unknown): MaintenanceSettings | null {
  const result = (body as { result?: { maintenance?: unknown } } | null)?.result;
  const maintenance = result?.maintenance as Partial<MaintenanceSettings> | undefined;
  if (!maintenance || typeof maintenance !== "object") return null;
  return {
    enabled: maintenance.enabled === true,
    target: maintenance.target === "specific" ? "specific" : "all",
    routes: Array.isArray(maintenance.routes) ? maintenance.routes.filter((route) => typeof route === "string") : [],
  };
}

export async function loadMaintenanceSettings(origin: string, now = Date.now()): Promise<MaintenanceSettings | null> {
  if (cached && now - cached.at < CACHE_MS) return cached.settings;
  let settings: MaintenanceSettings | null = null;
  try {
    const response = await fetch(new URL(MAINTENANCE_SETTINGS_PATH, origin), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (response.ok) settings = parseMaintenanceSettings(await response.json());
  } catch {
    settings = null;
  }
  cached = { at: now, settings };
  return settings;
}

/** Tests start from an empty cache. */
export function resetMaintenanceCache(): void {
  cached = undefined;
}
