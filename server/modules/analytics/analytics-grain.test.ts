import { describe, expect, it } from "vitest";
import { splitByMonths } from "./analytics-grain";

describe("splitByMonths", () => {
  it("keeps a period inside one month as days", () => {
    expect(splitByMonths({ from: "2026-03-04", to: "2026-03-10" })).toEqual({ months: null, days: [{ from: "2026-03-04", to: "2026-03-10" }] });
  });

  it("keeps a period across a month end without a whole month as days", () => {
    expect(splitByMonths({ from: "2026-02-09", to: "2026-03-10" })).toEqual({ months: null, days: [{ from: "2026-02-09", to: "2026-03-10" }] });
  });

  it("reads whole months from the months and the edges from the days", () => {
    expect(splitByMonths({ from: "2025-12-15", to: "2026-03-10" })).toEqual({
      months: { from: "2026-01-01", to: "2026-02-01" },
      days: [
        { from: "2025-12-15", to: "2025-12-31" },
        { from: "2026-03-01", to: "2026-03-10" },
      ],
    });
  });

  it("takes a period of exactly whole months, a leap February included, without days", () => {
    expect(splitByMonths({ from: "2028-01-01", to: "2028-02-29" })).toEqual({ months: { from: "2028-01-01", to: "2028-02-01" }, days: [] });
    expect(splitByMonths({ from: "2026-02-01", to: "2026-02-28" })).toEqual({ months: { from: "2026-02-01", to: "2026-02-01" }, days: [] });
  });

  it("reads All Time as every month before the current one and the current month's days", () => {
    expect(splitByMonths({ from: null, to: "2026-03-10" })).toEqual({ months: { from: null, to: "2026-02-01" }, days: [{ from: "2026-03-01", to: "2026-03-10" }] });
    expect(splitByMonths({ from: null, to: "2026-12-31" })).toEqual({ months: { from: null, to: "2026-12-01" }, days: [] });
  });

  it("turns the year", () => {
    expect(splitByMonths({ from: "2025-12-01", to: "2026-01-31" })).toEqual({ months: { from: "2025-12-01", to: "2026-01-01" }, days: [] });
    expect(splitByMonths({ from: "2025-11-30", to: "2026-01-01" })).toEqual({
      months: { from: "2025-12-01", to: "2025-12-01" },
      days: [
        { from: "2025-11-30", to: "2025-11-30" },
        { from: "2026-01-01", to: "2026-01-01" },
      ],
    });
  });
});
