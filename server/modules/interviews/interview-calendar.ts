/**
 * The iCalendar (RFC 5545) invites of an interview: METHOD:REQUEST when scheduled or rescheduled,
 * METHOD:CANCEL when cancelled. The UID is the interview's, so a calendar program replaces its
 * event when a higher SEQUENCE arrives. Times are UTC (a DATE-TIME with Z needs no VTIMEZONE);
 * the zone's label is in the description. Lines end in CRLF and fold at 75 octets.
 */

export const CALENDAR_PRODUCT_ID = "-//Hiring Portal//Interviews//EN";
export const CALENDAR_UID_DOMAIN = "hiring-portal.local";

export type CalendarPerson = { name: string; email: string };

export type CalendarInvite = {
  method: "REQUEST" | "CANCEL";
  interviewId: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: readonly CalendarPerson[];
  /** DTSTAMP: when this version of the invite was made. */
  stamp: Date;
};

/** The UID of an interview's event, the same in every invite about it. */
export function interviewUid(interviewId: string): string {
  return `interview-${interviewId}@${CALENDAR_UID_DOMAIN}`;
}

/** A DATE-TIME in UTC form: 20261207T030000Z. */
export function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the characters a quoted value may not hold. */
function parameterValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, "").replace(/[\u0000-\u001f\u007f]/g, "")}"`;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space.
 * Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function mailto(person: CalendarPerson): string {
  return `mailto:${person.email}`;
}

/** The whole VCALENDAR, CRLF line endings, folded. */
export function buildInterviewCalendar(invite: CalendarInvite): string {
  const cancelled = invite.method === "CANCEL";
  const ends = new Date(invite.startsAt.getTime() + invite.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${interviewUid(invite.interviewId)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcDateTime(invite.stamp)}`,
    `DTSTART:${utcDateTime(invite.startsAt)}`,
    `DTEND:${utcDateTime(ends)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.url ? [`URL:${invite.url}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${parameterValue(invite.organizer.name)}:${mailto(invite.organizer)}`,
    ...invite.attendees.map(
      (person) => `ATTENDEE;CN=${parameterValue(person.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? "FALSE" : "TRUE"}:${mailto(person)}`,
    ),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
