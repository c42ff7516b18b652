import { formatWeekdayDateTime, type TimeZoneLabel } from "@/lib/format/date";
import { formatDuration } from "@/lib/format/duration";
import type { TechTestStatus } from "@/server/modules/jobs/jobs-contract";

/** "Friday, 06 Mar 2026 at 14:00 WIB": a deadline in plain words, with its time zone. */
export function formatDeadline(at: string | Date, zone: TimeZoneLabel): string {
  return formatWeekdayDateTime(at, { zone, withZoneLabel: true });
}

/** "2 days left", "5 hours left"; null once it passed. */
export function timeLeft(at: string | Date, now: Date): string | null {
  const ms = new Date(at).getTime() - now.getTime();
  return ms > 0 ? `${formatDuration(ms)} left` : null;
}

/** "48 hours", "1 hour". */
export const hoursText = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

/**
 * The status as of `now`, as the server reads it: a deadline that passed while the page was open
 * shows as expired before the server's sweep writes it.
 */
export function statusAt(test: { status: TechTestStatus; confirmBy: string; submitBy: string | null }, now: Date | null): TechTestStatus {
  if (!now) return test.status;
  if (test.status === "waitConfirm" && new Date(test.confirmBy) <= now) return "notConfirm";
  if (test.status === "waitSubmit" && test.submitBy && new Date(test.submitBy) <= now) return "notSubmit";
  return test.status;
}
