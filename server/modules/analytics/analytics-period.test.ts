import { describe, expect, it } from "vitest";
import { bucketFor, bucketStarts, companyToday, resolvePeriod, toBuckets } from "./analytics-period";

const WIB = "Asia/Jakarta" as const;
const WIT = "Asia/Jayapura" as const;

describe("companyToday", () => {
  it("turns at midnight of the company's zone, not UTC's", () => {
    expect(companyToday(new Date("2026-03-09T16:59:59Z"), WIB)).toBe("2026-03-09");
    expect(companyToday(new Date("2026-03-09T17:00:00Z"), WIB)).toBe("2026-03-10");
    expect(companyToday(new Date("2026-03-09T15:00:00Z"), WIT)).toBe("2026-03-10");
  });
});

describe("resolvePeriod", () => {
  const now = new Date("2026-03-10T05:00:00Z");
  const at = (period: "daily" | "weekly" | "monthly") => resolvePeriod({ period }, { now, timeZone: WIB, firstDay: "2025-01-01" });

  it("ends the rolling periods today, with the same number of days before", () => {
    expect(at("daily")).toEqual({ from: "2026-03-10", to: "2026-03-10", previousFrom: "2026-03-09", previousTo: "2026-03-09", bucket: "day" });
    expect(at("weekly")).toEqual({ from: "2026-03-04", to: "2026-03-10", previousFrom: "2026-02-25", previousTo: "2026-03-03", bucket: "day" });
    expect(at("monthly")).toEqual({ from: "2026-02-09", to: "2026-03-10", previousFrom: "2026-01-10", previousTo: "2026-02-08", bucket: "day" });
  });

  it("takes a custom range as asked, across a month end and a leap day", () => {
    expect(resolvePeriod({ period: "custom", from: "2028-02-28", to: "2028-03-01" }, { now, timeZone: WIB, firstDay: null })).toEqual({
      from: "2028-02-28",
      to: "2028-03-01",
      previousFrom: "2028-02-25",
      previousTo: "2028-02-27",
      bucket: "day",
    });
  });

  it("starts All Time at the first application, with no previous period", () => {
    expect(resolvePeriod({ period: "allTime" }, { now, timeZone: WIB, firstDay: "2025-03-10" })).toEqual({ from: "2025-03-10", to: "2026-03-10", previousFrom: null, previousTo: null, bucket: "month" });
    expect(resolvePeriod({ period: "allTime" }, { now, timeZone: WIB, firstDay: null }).from).toBeNull();
  });
});

describe("buckets", () => {
  it("are days up to 31 days, weeks up to 26 weeks, then months", () => {
    expect([bucketFor(1), bucketFor(31), bucketFor(32), bucketFor(182), bucketFor(183)]).toEqual(["day", "day", "week", "week", "month"]);
  });

  it("start at the period's first day; months then follow the calendar", () => {
    expect(bucketStarts("2026-01-15", "2026-04-02", "month")).toEqual(["2026-01-15", "2026-02-01", "2026-03-01", "2026-04-01"]);
    expect(bucketStarts("2025-12-20", "2026-01-05", "week")).toEqual(["2025-12-20", "2025-12-27", "2026-01-03"]);
  });

  it("sum days into their bucket, every bucket present", () => {
    const byDay = new Map([
      ["2026-01-15", 2],
      ["2026-01-31", 1],
      ["2026-03-02", 4],
      ["2026-05-01", 9],
    ]);
    expect(toBuckets("2026-01-15", "2026-04-02", "month", byDay)).toEqual([
      { start: "2026-01-15", applicants: 3 },
      { start: "2026-02-01", applicants: 0 },
      { start: "2026-03-01", applicants: 4 },
      { start: "2026-04-01", applicants: 0 },
    ]);
  });
});
