import { describe, expect, it } from "vitest";
import { compare, formatCount, formatDay, formatInstantDay, formatRange, formatSeconds, formatShare } from "./analytics-format";

describe("compare (the previous period of equal length)", () => {
  it("says up or down with the percentage of the previous figure", () => {
    expect(compare({ current: 12, previous: 8 })).toEqual({ direction: "up", percent: 50, text: "Up 50% on the previous period" });
    expect(compare({ current: 6, previous: 8 })).toEqual({ direction: "down", percent: 25, text: "Down 25% on the previous period" });
    expect(compare({ current: 2, previous: 2 })?.text).toBe("Same as the previous period");
  });

  it("shows nothing without a previous period (All Time) or a figure", () => {
    expect(compare({ current: 12, previous: null })).toBeNull();
    expect(compare({ current: null, previous: 3 })).toBeNull();
  });

  it("describes a rise from zero without an infinite percentage", () => {
    expect(compare({ current: 1, previous: 0 })?.text).toBe("Up from 0 in the previous period");
  });
});

describe("formatSeconds (spec 9 duration text)", () => {
  it("reads minutes up to an hour, hours up to a day, then days", () => {
    expect(formatSeconds(45 * 60)).toBe("45 minutes");
    expect(formatSeconds(3600)).toBe("60 minutes");
    expect(formatSeconds(5 * 3600 + 1800)).toBe("5 hours");
    expect(formatSeconds(86_400)).toBe("24 hours");
    expect(formatSeconds(3 * 86_400 + 3600)).toBe("3 days");
    expect(formatSeconds(null)).toBe("–");
  });
});

describe("numbers and ranges", () => {
  it("abbreviates large counts (spec 9) and keeps one decimal for ratios", () => {
    expect(formatCount(12)).toBe("12");
    expect(formatCount(2.5)).toBe("2.5");
    expect(formatCount(1500)).toBe("1.5K");
    expect(formatCount(2_000_000)).toBe("2M");
    expect(formatCount(null)).toBe("–");
  });

  it("writes the API's calendar days without shifting them to another zone", () => {
    expect(formatDay("2026-01-01")).toBe("01 Jan 2026");
    expect(formatRange({ from: "2026-10-27", to: "2026-11-25", timeZone: "Asia/Makassar" })).toBe("27 Oct 2026 – 25 Nov 2026 (WITA)");
    expect(formatRange({ from: "2026-11-25", to: "2026-11-25", timeZone: "Asia/Jayapura" })).toBe("25 Nov 2026 (WIT)");
    expect(formatRange({ from: null, to: "2026-11-25", timeZone: "Asia/Jakarta" })).toBe("Up to 25 Nov 2026 (WIB)");
  });

  it("writes shares as whole percentages", () => {
    expect(formatShare(5 / 12)).toBe("42%");
    expect(formatShare(null)).toBe("–");
  });
});

describe("formatInstantDay", () => {
  it("gives an instant's calendar day in the company's zone", () => {
    expect(formatInstantDay("2026-11-01T16:59:00.000Z", "Asia/Jakarta")).toBe("01 Nov 2026");
    expect(formatInstantDay("2026-11-01T17:00:00.000Z", "Asia/Jakarta")).toBe("02 Nov 2026");
    expect(formatInstantDay("2026-11-01T15:30:00.000Z", "Asia/Jayapura")).toBe("02 Nov 2026");
    expect(formatInstantDay("not a date", "Asia/Jakarta")).toBe("");
  });
});
