import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumericDateTime, formatTime, timeZoneLabelForOffset } from "./date";

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

  it("answers an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });

  it("names the Indonesian zone of a UTC offset", () => {
    expect(timeZoneLabelForOffset(420)).toBe("WIB");
    expect(timeZoneLabelForOffset(480)).toBe("WITA");
    expect(timeZoneLabelForOffset(540)).toBe("WIT");
    expect(timeZoneLabelForOffset(0)).toBeUndefined();
  });
});
