const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * Spec 9 duration text: up to one hour in minutes, up to 24 hours in hours, then days. Partial
 * units are dropped (90 minutes reads "1 hour"), so a time is never overstated.
 */
export function formatDuration(milliseconds: number): string {
  const ms = Math.max(0, milliseconds);
  if (ms <= HOUR_MS) return plural(Math.floor(ms / MINUTE_MS), "minute");
  if (ms <= DAY_MS) return plural(Math.floor(ms / HOUR_MS), "hour");
  return plural(Math.floor(ms / DAY_MS), "day");
}
