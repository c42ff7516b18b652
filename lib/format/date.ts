/**
 * Dates as the portal shows them, in one of Indonesia's three zones. The zones keep no daylight
 * saving, so each is a fixed offset and the formatting is plain arithmetic on the shifted instant.
 * This module is on most pages' first load; dayjs here cost them about 3 KiB gzip (the library and
 * its utc plugin) for five fixed patterns (docs/decisions.md, "Client JavaScript").
 */

/** Indonesia's three time zones (no daylight saving), spec 9. */
export const TIME_ZONES = { WIB: 7 * 60, WITA: 8 * 60, WIT: 9 * 60 } as const;
export type TimeZoneLabel = keyof typeof TIME_ZONES;

export type DateInput = Date | string | number;

export type DateTimeOptions = {
  /** The zone the time is shown in (default WIB, Jakarta). */
  zone?: TimeZoneLabel;
  /** Append the zone's label: `06 Nov 2023, 14:00 WIB`. */
  withZoneLabel?: boolean;
};

/** `Jan` … `Dec`, as the formats below write months. */
export const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const twoDigits = (value: number) => String(value).padStart(2, "0");

type ZonedParts = { year: number; month: number; day: number; weekday: number; hours: string; minutes: string };

/** The calendar fields of an instant as a wall clock in the zone shows them; null when invalid. */
function partsIn(value: DateInput, zone: TimeZoneLabel): ZonedParts | null {
  const time = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  if (Number.isNaN(time)) return null;
  // Shifting the instant by the zone's offset makes its UTC fields the zone's wall clock.
  const wall = new Date(time + TIME_ZONES[zone] * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hours: twoDigits(wall.getUTCHours()),
    minutes: twoDigits(wall.getUTCMinutes()),
  };
}

function format(value: DateInput, options: DateTimeOptions, pattern: (parts: ZonedParts) => string): string {
  const zone = options.zone ?? "WIB";
  const parts = partsIn(value, zone);
  if (!parts) return "";
  const text = pattern(parts);
  return options.withZoneLabel ? `${text} ${zone}` : text;
}

const dayMonthYear = ({ day, month, year }: ZonedParts) => `${twoDigits(day)} ${MONTH_ABBREVIATIONS[month]} ${year}`;
const hoursMinutes = ({ hours, minutes }: ZonedParts) => `${hours}:${minutes}`;

/** `06 Nov 2023`. */
export function formatDate(value: DateInput, options: Pick<DateTimeOptions, "zone"> = {}): string {
  return format(value, options, dayMonthYear);
}

/** `06 Nov 2023, 14:00` (spec 2.9's sent/resent date). */
export function formatDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, options, (parts) => `${dayMonthYear(parts)}, ${hoursMinutes(parts)}`);
}

/** `06 11 2023 14:00` (spec 9's re-request date). */
export function formatNumericDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, options, (parts) => `${twoDigits(parts.day)} ${twoDigits(parts.month + 1)} ${parts.year} ${hoursMinutes(parts)}`);
}

/** `14:00`. */
export function formatTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, options, hoursMinutes);
}

/** `Friday, 06 Mar 2026 at 14:00` (a deadline in plain words). */
export function formatWeekdayDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, options, (parts) => `${WEEKDAYS[parts.weekday]}, ${dayMonthYear(parts)} at ${hoursMinutes(parts)}`);
}

/** The Indonesian zone label of a UTC offset in minutes (the browser's, by default), if it is one. */
export function timeZoneLabelForOffset(offsetMinutes: number = -new Date().getTimezoneOffset()): TimeZoneLabel | undefined {
  return (Object.keys(TIME_ZONES) as TimeZoneLabel[]).find((label) => TIME_ZONES[label] === offsetMinutes);
}
