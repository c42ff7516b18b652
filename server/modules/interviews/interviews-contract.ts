/**
 * Interview scheduling (issue: scheduling and calendar invites), shared by the API and the portal:
 * the vocabulary, limits and labels, zod-free so the portal can import it; the zod schemas are
 * interviews-schemas.ts.
 */

/** The statuses of spec 3 an interview puts the applicant in. */
export const INTERVIEW_STAGES = ["hrInterview", "userInterview"] as const;
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];
export const INTERVIEW_STAGE_LABELS: Record<InterviewStage, string> = { hrInterview: "HR Interview", userInterview: "User Interview" };

export const INTERVIEW_MODES = ["inPerson", "online"] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = { inPerson: "In person", online: "Online" };

export const INTERVIEW_STATUSES = ["scheduled", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Spec 9: Indonesia's three time zones and their labels. */
export const INTERVIEW_TIME_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type InterviewTimeZone = (typeof INTERVIEW_TIME_ZONES)[number];
export const TIME_ZONE_LABELS: Record<InterviewTimeZone, string> = { "Asia/Jakarta": "WIB", "Asia/Makassar": "WITA", "Asia/Jayapura": "WIT" };
/** None of the three keeps daylight saving time: the offset from UTC is fixed, in minutes. */
export const TIME_ZONE_OFFSET_MINUTES: Record<InterviewTimeZone, number> = { "Asia/Jakarta": 7 * 60, "Asia/Makassar": 8 * 60, "Asia/Jayapura": 9 * 60 };

export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 8 * 60;
export const INTERVIEW_MAX_INTERVIEWERS = 10;
export const INTERVIEW_MESSAGE_MAX_LENGTH = 5000;
export const INTERVIEW_LOCATION_MAX_LENGTH = 500;
export const INTERVIEW_URL_MAX_LENGTH = 2048;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The instant of a wall-clock date (YYYY-MM-DD) and time (HH:mm) in one of the three zones:
 * 23:30 WIT is 14:30 UTC the same day; 06:00 WIB is 23:00 UTC the day before.
 */
export function zonedInstant(date: string, time: string, timeZone: InterviewTimeZone): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - TIME_ZONE_OFFSET_MINUTES[timeZone] * 60_000);
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:mm) of an instant in one of the three zones. */
export function zonedParts(instant: Date, timeZone: InterviewTimeZone): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + TIME_ZONE_OFFSET_MINUTES[timeZone] * 60_000);
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** Spec 9 duration text: up to 1 hour as minutes, up to 24 h as hours, then days. */
export function durationText(minutes: number): string {
  if (minutes <= 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  if (minutes <= 24 * 60) {
    const hours = Math.round((minutes / 60) * 10) / 10;
    return `${hours} ${hours === 1 ? "hour" : "hours"}`;
  }
  const days = Math.round((minutes / (24 * 60)) * 10) / 10;
  return `${days} ${days === 1 ? "day" : "days"}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon, 7 Dec 2026, 10:00 WIB": how an interview's time reads in emails and on the applicant page. */
export function interviewTimeText(instant: Date, timeZone: InterviewTimeZone): string {
  const { date, time } = zonedParts(instant, timeZone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month - 1]} ${year}, ${time} ${TIME_ZONE_LABELS[timeZone]}`;
}
