import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumericDateTime, formatTime, formatWeekdayDateTime, timeZoneLabelForOffset } from "./date";

// 07:05 UTC: 14:05 in Jakarta (WIB), 15:05 in Makassar (WITA), 16:05 in Jayapura (WIT).
const instant = "2023-11-06T07:05:00.000Z";

describe("date formatting", () => {
  it("formats DD MMM YYYY and DD MMM YYYY, HH:mm in WIB by default", () => {
    expect(formatDate(instant)).toBe("06 Nov 2023");
    expect(formatDateTime(instant)).toBe("06 Nov 2023, 14:05");
    expect(formatTime(instant)).toBe("14:05");
  });

  it("formats DD MM YYYY HH:mm", () => {
    expect(formatNumericDateTime(instant)).toBe("06 11 2023 14:05");
  });

  it("shows the time in WITA and WIT with their labels", () => {
    expect(formatDateTime(instant, { zone: "WITA", withZoneLabel: true })).toBe("06 Nov 2023, 15:05 WITA");
    expect(formatNumericDateTime(instant, { zone: "WIT", withZoneLabel: true })).toBe("06 11 2023 16:05 WIT");
    expect(formatTime(instant, { withZoneLabel: true })).toBe("14:05 WIB");
  });

  it("rolls the date over with the zone", () => {
    expect(formatDate("2023-11-06T20:00:00.000Z")).toBe("07 Nov 2023");
  });

  it("rolls the year over with the zone, and pads single-digit days and months", () => {
    expect(formatDateTime("2023-12-31T17:30:00.000Z")).toBe("01 Jan 2024, 00:30");
    expect(formatNumericDateTime("2024-02-29T03:04:00.000Z", { zone: "WIT" })).toBe("29 02 2024 12:04");
  });

  it("takes a Date or epoch milliseconds as well as an ISO string", () => {
    expect(formatDateTime(new Date(instant))).toBe("06 Nov 2023, 14:05");
    expect(formatDateTime(Date.parse(instant), { zone: "WITA" })).toBe("06 Nov 2023, 15:05");
  });

  it("names the weekday of the zone's calendar day", () => {
    // 20:00 UTC on Monday 6 Nov is already Tuesday in Jakarta.
    expect(formatWeekdayDateTime("2023-11-06T20:00:00.000Z", { withZoneLabel: true })).toBe("Tuesday, 07 Nov 2023 at 03:00 WIB");
  });

  it("answers an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime(new Date(Number.NaN))).toBe("");
  });

  it("names the Indonesian zone of a UTC offset", () => {
    expect(timeZoneLabelForOffset(420)).toBe("WIB");
    expect(timeZoneLabelForOffset(480)).toBe("WITA");
    expect(timeZoneLabelForOffset(540)).toBe("WIT");
    expect(timeZoneLabelForOffset(0)).toBeUndefined();
  });
});
