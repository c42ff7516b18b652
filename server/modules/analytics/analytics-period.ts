import {
  ANALYTICS_PERIOD_DAYS,
  DAY_BUCKET_MAX_DAYS,
  WEEK_BUCKET_MAX_DAYS,
  type AnalyticsBucket,
  type AnalyticsPeriod,
  type CompanyTimeZone,
} from "./analytics-contract";

/**
 * Periods of spec 3 as calendar days (YYYY-MM-DD) in the company's time zone. Pure: the caller
 * passes the clock, so tests choose "today".
 */

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The calendar day it is at `now` in the time zone. */
export function companyToday(now: Date, timeZone: CompanyTimeZone): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export type ResolvedPeriod = {
  /** First day (inclusive); null for All Time before the first application. */
  from: string | null;
  to: string;
  previousFrom: string | null;
  previousTo: string | null;
  bucket: AnalyticsBucket;
};

/**
 * Today, Last 7 Days and Last 30 Days are whole days ending today; Custom is the days asked for;
 * each has a previous period of the same number of days just before it. All Time starts at the
 * company's first application (firstDay) and has no previous period.
 */
export function resolvePeriod(
  query: { period: AnalyticsPeriod; from?: string; to?: string },
  context: { now: Date; timeZone: CompanyTimeZone; firstDay: string | null },
): ResolvedPeriod {
  const today = companyToday(context.now, context.timeZone);
  if (query.period === "allTime") {
    const from = context.firstDay === null ? null : context.firstDay < today ? context.firstDay : today;
    return { from, to: today, previousFrom: null, previousTo: null, bucket: bucketFor(from === null ? 1 : daysBetween(from, today)) };
  }
  const [from, to] = query.period === "custom" ? [query.from!, query.to!] : [addDays(today, 1 - ANALYTICS_PERIOD_DAYS[query.period]), today];
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), bucket: bucketFor(length) };
}

/** By day up to 31 days, by week up to 26 weeks, by month beyond. */
export function bucketFor(days: number): AnalyticsBucket {
  if (days <= DAY_BUCKET_MAX_DAYS) return "day";
  if (days <= WEEK_BUCKET_MAX_DAYS) return "week";
  return "month";
}

/**
 * The first day of every bucket of the period, oldest first. Weeks run seven days from the
 * period's first day; months are calendar months (the first one starts at the period's first day).
 */
export function bucketStarts(from: string, to: string, bucket: AnalyticsBucket): string[] {
  const starts: string[] = [];
  let start = from;
  while (start <= to) {
    starts.push(start);
    if (bucket === "day") start = addDays(start, 1);
    else if (bucket === "week") start = addDays(start, 7);
    else start = firstOfNextMonth(start);
  }
  return starts;
}

function firstOfNextMonth(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** Counts by day summed into the period's buckets (every bucket present, zero-filled). */
export function toBuckets(from: string, to: string, bucket: AnalyticsBucket, byDay: ReadonlyMap<string, number>): { start: string; applicants: number }[] {
  const starts = bucketStarts(from, to, bucket);
  const totals = starts.map((start) => ({ start, applicants: 0 }));
  let index = 0;
  for (const [day, count] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (day < from || day > to) continue;
    while (index + 1 < starts.length && starts[index + 1]! <= day) index += 1;
    totals[index]!.applicants += count;
  }
  return totals;
}
