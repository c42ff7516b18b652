import { addDays } from "./analytics-period";

/**
 * A period split by grain (issue 16): its whole calendar months are read from the monthly rollups
 * (one row per job and month), the days before the first whole month and after the last from the
 * daily rows. Months are named by their first day. Pure.
 */

/** Calendar days, inclusive; a null `from` has no lower bound. */
type Days = { from: string | null; to: string };

export type GrainSplit = {
  /** First days of the first and last whole months (from null: every month up to `to`); null when none. */
  months: Days | null;
  /** The day ranges outside the whole months, oldest first. */
  days: { from: string; to: string }[];
};

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

function nextMonthStart(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

function previousMonthStart(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
}

export function splitByMonths(range: Days): GrainSplit {
  // The last whole month: the month of `to` when `to` is its last day, else the month before.
  const lastMonth = nextMonthStart(range.to) === addDays(range.to, 1) ? monthStart(range.to) : previousMonthStart(range.to);
  const firstMonth = range.from === null ? null : range.from === monthStart(range.from) ? range.from : nextMonthStart(range.from);
  if (range.from !== null && firstMonth! > lastMonth) return { months: null, days: [{ from: range.from, to: range.to }] };
  const days: GrainSplit["days"] = [];
  if (range.from !== null && range.from < firstMonth!) days.push({ from: range.from, to: addDays(firstMonth!, -1) });
  const afterMonths = nextMonthStart(lastMonth);
  if (afterMonths <= range.to) days.push({ from: afterMonths, to: range.to });
  return { months: { from: firstMonth, to: lastMonth }, days };
}
