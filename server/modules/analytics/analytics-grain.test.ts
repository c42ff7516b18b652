import { describe, expect, it } from "vitest";
import { splitByMonths } from "./analytics-grain";

describe("splitByMonths", () => {
  it("reads a few days inside one month as days", () => {
    expect(splitByMonths({ from: "2026-03-04", to: "2026-03-10" })).toEqual({ months: null, days: [{ from: "2026-03-04", to: "2026-03-10" }], lessDays: [] });
  });

  it("reads most of a month as the month less the days outside the period", () => {
    expect(splitByMonths({ from: "2026-03-02", to: "2026-03-30" })).toEqual({
      months: { from: "2026-03-01", to: "2026-03-01" },
      days: [],
      lessDays: [
        { from: "2026-03-01", to: "2026-03-01" },
        { from: "2026-03-31", to: "2026-03-31" },
      ],
    });
  });

  it("reads Last 30 Days across a month end by the cheaper way for each month", () => {
    expect(splitByMonths({ from: "2026-02-09", to: "2026-03-10" })).toEqual({
      months: { from: "2026-02-01", to: "2026-02-01" },
      days: [{ from: "2026-03-01", to: "2026-03-10" }],
      lessDays: [{ from: "2026-02-01", to: "2026-02-08" }],
    });
    expect(splitByMonths({ from: "2026-10-29", to: "2026-11-27" })).toEqual({
      months: { from: "2026-11-01", to: "2026-11-01" },
      days: [{ from: "2026-10-29", to: "2026-10-31" }],
      lessDays: [{ from: "2026-11-28", to: "2026-11-30" }],
    });
  });

  it("reads whole months from the months and the edges as days when they are short", () => {
    expect(splitByMonths({ from: "2025-12-20", to: "2026-03-10" })).toEqual({
      months: { from: "2026-01-01", to: "2026-02-01" },
      days: [
        { from: "2025-12-20", to: "2025-12-31" },
        { from: "2026-03-01", to: "2026-03-10" },
      ],
      lessDays: [],
    });
  });

  it("takes a period of exactly whole months, a leap February included, without days", () => {
    expect(splitByMonths({ from: "2028-01-01", to: "2028-02-29" })).toEqual({ months: { from: "2028-01-01", to: "2028-02-01" }, days: [], lessDays: [] });
    expect(splitByMonths({ from: "2026-02-01", to: "2026-02-28" })).toEqual({ months: { from: "2026-02-01", to: "2026-02-01" }, days: [], lessDays: [] });
  });

  it("reads All Time as every month up to today's, today's month by its cheaper way", () => {
    expect(splitByMonths({ from: null, to: "2026-03-10" })).toEqual({ months: { from: null, to: "2026-02-01" }, days: [{ from: "2026-03-01", to: "2026-03-10" }], lessDays: [] });
    expect(splitByMonths({ from: null, to: "2026-11-27" })).toEqual({ months: { from: null, to: "2026-11-01" }, days: [], lessDays: [{ from: "2026-11-28", to: "2026-11-30" }] });
    expect(splitByMonths({ from: null, to: "2026-12-31" })).toEqual({ months: { from: null, to: "2026-12-01" }, days: [], lessDays: [] });
  });

  it("turns the year", () => {
    expect(splitByMonths({ from: "2025-12-01", to: "2026-01-31" })).toEqual({ months: { from: "2025-12-01", to: "2026-01-01" }, days: [], lessDays: [] });
    expect(splitByMonths({ from: "2025-11-30", to: "2026-01-01" })).toEqual({
      months: { from: "2025-12-01", to: "2025-12-01" },
      days: [
        { from: "2025-11-30", to: "2025-11-30" },
        { from: "2026-01-01", to: "2026-01-01" },
      ],
      lessDays: [],
    });
  });
});
