import { COMPANY_TIME_ZONE_LABELS, FUNNEL_STEP_TYPE_LABELS, type JOB_TABLE_STEP_TYPES } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsRange, Compared } from "@/server/modules/analytics/analytics-schemas";
import { formatDate, MONTH_ABBREVIATIONS } from "@/lib/format/date";
import { formatDuration } from "@/lib/format/duration";
import { abbreviateNumber } from "@/lib/format/number";

/** A calendar day of the API (YYYY-MM-DD, already in the company's zone) as `06 Nov 2023`; no zone shift. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  const monthName = MONTH_ABBREVIATIONS[Number(month) - 1];
  return year && monthName && date ? `${date} ${monthName} ${year}` : day;
}

/** What the figures cover: `27 Oct 2026 – 25 Nov 2026 (WIB)`; All Time with no data yet reads `Up to …`. */
export function formatRange(range: Pick<AnalyticsRange, "from" | "to" | "timeZone">): string {
  const zone = COMPANY_TIME_ZONE_LABELS[range.timeZone];
  if (!range.from) return `Up to ${formatDay(range.to)} (${zone})`;
  if (range.from === range.to) return `${formatDay(range.from)} (${zone})`;
  return `${formatDay(range.from)} – ${formatDay(range.to)} (${zone})`;
}

/** A count as shown on a card: spec 9's abbreviations from 1,000 (1.5K), one decimal for ratios. */
export function formatCount(value: number | null): string {
  if (value === null) return "–";
  if (Math.abs(value) >= 1000) return abbreviateNumber(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A time in seconds with spec 9's duration text; null (nothing measured) reads as a dash. */
export function formatSeconds(seconds: number | null): string {
  return seconds === null ? "–" : formatDuration(seconds * 1000);
}

/** A share (0.42) as `42%`; null as a dash. */
export function formatShare(share: number | null): string {
  return share === null ? "–" : `${Math.round(share * 100)}%`;
}

export type Comparison = { direction: "up" | "down" | "same"; percent: number; text: string } | null;

/**
 * The change against the previous period of equal length: `Up 25% on the previous period`. Nothing
 * when there is no previous period (All Time) or either side is unknown; a rise from zero is
 * described without a percentage, which would be infinite.
 */
export function compare({ current, previous }: Compared): Comparison {
  if (current === null || previous === null) return null;
  if (current === previous) return { direction: "same", percent: 0, text: "Same as the previous period" };
  const direction = current > previous ? "up" : "down";
  if (previous === 0) return { direction, percent: 100, text: `Up from 0 in the previous period` };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return { direction, percent, text: `${direction === "up" ? "Up" : "Down"} ${percent}% on the previous period` };
}

/** The per-job table's step columns (the table and the CSV). */
export const JOB_STEP_COLUMN_LABELS: Record<(typeof JOB_TABLE_STEP_TYPES)[number], string> = {
  ...FUNNEL_STEP_TYPE_LABELS,
  custom: "Other steps",
  rejected: "Rejected",
};

/** An instant (ISO) as its calendar day in the company's zone, `06 Nov 2023`. */
export function formatInstantDay(iso: string, timeZone: AnalyticsRange["timeZone"]): string {
  return formatDate(iso, { zone: COMPANY_TIME_ZONE_LABELS[timeZone] });
}
