import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInterviewCalendar, escapeText, foldLine, type CalendarInvite } from "./interview-calendar";
import { durationText, zonedInstant, zonedParts } from "./interviews-contract";

const invite: CalendarInvite = {
  method: "REQUEST",
  interviewId: "0d3e0000-0000-4000-8000-000000003001",
  sequence: 3,
  startsAt: new Date("2030-03-04T14:30:00.000Z"),
  durationMinutes: 60,
  summary: "User Interview: Sekar Arum for Product Designer at PT Maju; Jaya",
  description: "Bring your portfolio, please.\nAsk for Ibu Dewi at the front desk — lantai 3, ruang Rapat Besar (gedung B) \\ parkir di basement.",
  location: "Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan",
  url: null,
  organizer: { name: "Dewi \"HR\" Lestari", email: "dewi@demo.test" },
  attendees: [{ name: "Sekar Arum", email: "sekar@example.test" }],
  stamp: new Date("2030-03-01T00:00:00.000Z"),
};

describe("the iCalendar builder", () => {
  it("escapes TEXT values and folds lines at 75 octets without splitting a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("round-trips through a real parser: long, escaped and non-ASCII text come back whole", () => {
    const text = buildInterviewCalendar(invite);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(event.location).toBe(invite.location);
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-04T14:30:00.000Z");
    expect(event.organizer).toBe("mailto:dewi@demo.test");
  });

  it("marks a cancellation CANCELLED under METHOD:CANCEL", () => {
    const text = buildInterviewCalendar({ ...invite, method: "CANCEL" });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});

describe("time zones and durations", () => {
  it("turns a wall-clock time in WIB, WITA or WIT into the instant, across the date line", () => {
    expect(zonedInstant("2030-03-04", "23:30", "Asia/Jayapura").toISOString()).toBe("2030-03-04T14:30:00.000Z");
    expect(zonedInstant("2030-03-05", "06:00", "Asia/Jakarta").toISOString()).toBe("2030-03-04T23:00:00.000Z");
    expect(zonedInstant("2030-03-05", "00:30", "Asia/Makassar").toISOString()).toBe("2030-03-04T16:30:00.000Z");
    expect(zonedParts(new Date("2030-03-04T23:00:00.000Z"), "Asia/Jakarta")).toEqual({ date: "2030-03-05", time: "06:00" });
  });

  it("writes durations as spec 9 says: minutes up to an hour, then hours, then days", () => {
    expect(durationText(45)).toBe("45 minutes");
    expect(durationText(60)).toBe("60 minutes");
    expect(durationText(90)).toBe("1.5 hours");
    expect(durationText(120)).toBe("2 hours");
    expect(durationText(2 * 24 * 60)).toBe("2 days");
  });
});
