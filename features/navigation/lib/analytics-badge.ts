/** Spec 2.3 and 9: the Analytics release date, its query override, and the launch key. */
export const ANALYTICS_RELEASE_DATE = "2023-11-06";
export const ANALYTICS_LAUNCH_KEY = "2023-10-22";
export const ANALYTICS_RELEASE_DATE_QUERY = "analytics-release-date";
/** The dismissal is remembered per launch: `{ "releaseDate": "2023-11-06" }`. */
export const ANALYTICS_BADGE_STORAGE_KEY = `analytics-new-badge-${ANALYTICS_LAUNCH_KEY}`;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// Plain Date arithmetic rather than a date library: this runs in the shell on every page.

/** The start of a YYYY-MM-DD day in local time, or null when it is no real date (2023-02-30). */
function localDay(value: string): Date | null {
  if (!DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The same day a month later, or the month's last day when it is shorter (31 January: 28/29 February). */
function oneMonthAfter(date: Date): Date {
  const lastDay = new Date(date.getFullYear(), date.getMonth() + 2, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + 1, Math.min(date.getDate(), lastDay));
}

/** The release date: a valid YYYY-MM-DD from the query parameter, else the default. */
export function releaseDateFrom(queryValue: string | null | undefined): string {
  if (queryValue && localDay(queryValue)) return queryValue;
  return ANALYTICS_RELEASE_DATE;
}

/** Spec 4: the badge lasts one month from the release date (the start of that day, local time). */
export function isWithinBadgeWindow(now: Date, releaseDate: string): boolean {
  const start = localDay(releaseDate);
  if (!start) return false;
  return now.getTime() >= start.getTime() && now.getTime() < oneMonthAfter(start).getTime();
}

function dismissedFor(stored: string | null, releaseDate: string): boolean {
  if (!stored) return false;
  try {
    return (JSON.parse(stored) as { releaseDate?: unknown }).releaseDate === releaseDate;
  } catch {
    return false;
  }
}

/**
 * Whether to show the 'New' badge, and whether the stored dismissal should be cleared (spec 4:
 * outside the window the stored values are cleared, so a later launch starts afresh).
 */
export function analyticsBadgeState(input: { now: Date; releaseDate: string; stored: string | null }): { show: boolean; clearStorage: boolean } {
  if (!isWithinBadgeWindow(input.now, input.releaseDate)) return { show: false, clearStorage: input.stored !== null };
  return { show: !dismissedFor(input.stored, input.releaseDate), clearStorage: false };
}

export function dismissalValue(releaseDate: string): string {
  return JSON.stringify({ releaseDate });
}
