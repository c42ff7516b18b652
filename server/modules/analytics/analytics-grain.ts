import { addDays, daysBetween } from "./analytics-period";

/**
 * A period split by grain (issue 16): the calendar months it covers are read from the monthly
 * rollups (one row per job and month), the rest from the daily rows. A month the period covers in
 * part is read whichever way touches fewer days: its days inside the period, or the whole month
 * less its days outside (exact, since a month's row is the sum of its days' rows; tested). So the
 * month to date of All Time or Last 30 Days reads one row per job and the few days after today.
 * Months are named by their first day. Pure.
 */

/** Calendar days, inclusive; a null `from` has no lower bound. */
type Days = { from: string | null; to: string };
type DayRange = { from: string; to: string };

export type GrainSplit = {
  /** First days of the first and last months added whole (from null: every month up to `to`); null when none. */
  months: Days | null;
  /** Day ranges added. */
  days: DayRange[];
  /** Day ranges taken out again (days of a month added whole that lie outside the period). */
  lessDays: DayRange[];
};

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

function nextMonthStart(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

const monthEnd = (day: string) => addDays(nextMonthStart(day), -1);
const dayCount = (ranges: readonly DayRange[]) => ranges.reduce((sum, range) => sum + daysBetween(range.from, range.to), 0);

export function splitByMonths(range: Days): GrainSplit {
  const firstMonth = range.from === null ? null : monthStart(range.from);
  const lastMonth = monthStart(range.to);
  // Every month touched is covered whole but possibly the first and the last.
  const partial = [firstMonth, lastMonth].filter((month, index, all): month is string => month !== null && all.indexOf(month) === index);
  const whole = new Set<string | null>([firstMonth, lastMonth]);
  const split: GrainSplit = { months: null, days: [], lessDays: [] };
  for (const month of partial) {
    const inside = { from: range.from !== null && range.from > month ? range.from : month, to: range.to < monthEnd(month) ? range.to : monthEnd(month) };
    const outside = [
      ...(inside.from > month ? [{ from: month, to: addDays(inside.from, -1) }] : []),
      ...(inside.to < monthEnd(month) ? [{ from: addDays(inside.to, 1), to: monthEnd(month) }] : []),
    ];
    if (outside.length === 0) continue;
    if (dayCount(outside) < daysBetween(inside.from, inside.to)) split.lessDays.push(...outside);
    else {
      split.days.push(inside);
      whole.delete(month);
    }
  }
  // The months added whole are contiguous: the touched months less a first or last read by day.
  const from = whole.has(firstMonth) ? firstMonth : nextMonthStart(firstMonth!);
  const to = whole.has(lastMonth) ? lastMonth : addDays(lastMonth, -1).slice(0, 7) + "-01";
  if (from === null || from <= to) split.months = { from, to };
  return split;
}
