import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

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

export const DATE_FORMAT = "DD MMM YYYY";
export const DATE_TIME_FORMAT = "DD MMM YYYY, HH:mm";
export const NUMERIC_DATE_TIME_FORMAT = "DD MM YYYY HH:mm";

function inZone(value: DateInput, zone: TimeZoneLabel) {
  return dayjs(value).utcOffset(TIME_ZONES[zone]);
}

function format(value: DateInput, pattern: string, options: DateTimeOptions): string {
  const date = dayjs(value);
  if (!date.isValid()) return "";
  const zone = options.zone ?? "WIB";
  const text = inZone(value, zone).format(pattern);
  return options.withZoneLabel ? `${text} ${zone}` : text;
}

/** `06 Nov 2023`. */
export function formatDate(value: DateInput, options: Pick<DateTimeOptions, "zone"> = {}): string {
  return format(value, DATE_FORMAT, options);
}

/** `06 Nov 2023, 14:00` (spec 2.9's sent/resent date). */
export function formatDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, DATE_TIME_FORMAT, options);
}

/** `06 11 2023 14:00` (spec 9's re-request date). */
export function formatNumericDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, NUMERIC_DATE_TIME_FORMAT, options);
}

/** `14:00`. */
export function formatTime(value: DateInput, options: DateTimeOptions = {}): string {
  return format(value, "HH:mm", options);
}

/** The Indonesian zone label of a UTC offset in minutes (the browser's, by default), if it is one. */
export function timeZoneLabelForOffset(offsetMinutes: number = -new Date().getTimezoneOffset()): TimeZoneLabel | undefined {
  return (Object.keys(TIME_ZONES) as TimeZoneLabel[]).find((label) => TIME_ZONES[label] === offsetMinutes);
}
