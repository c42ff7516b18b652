import { describe, expect, it } from "vitest";
import { ANALYTICS_RELEASE_DATE, analyticsBadgeState, dismissalValue, isWithinBadgeWindow, releaseDateFrom } from "./analytics-badge";

const at = (date: string) => new Date(`${date}T12:00:00`);

describe("the Analytics 'New' badge window (spec 2.3, 4, 9)", () => {
  it("defaults the release date to 2023-11-06 and accepts a valid query override", () => {
    expect(ANALYTICS_RELEASE_DATE).toBe("2023-11-06");
    expect(releaseDateFrom(null)).toBe("2023-11-06");
    expect(releaseDateFrom("2026-03-01")).toBe("2026-03-01");
    for (const bad of ["yesterday", "2026-13-01", "2026-02-30", "2026-3-1", ""]) expect(releaseDateFrom(bad), bad).toBe("2023-11-06");
  });

  it("lasts one month from the release date", () => {
    expect(isWithinBadgeWindow(at("2023-11-05"), "2023-11-06")).toBe(false);
    expect(isWithinBadgeWindow(new Date("2023-11-06T00:00:00"), "2023-11-06")).toBe(true);
    expect(isWithinBadgeWindow(at("2023-12-05"), "2023-11-06")).toBe(true);
    expect(isWithinBadgeWindow(new Date("2023-12-06T00:00:00"), "2023-11-06")).toBe(false);
    expect(isWithinBadgeWindow(at("2026-01-01"), "2023-11-06")).toBe(false);
  });

  it("ends on the month's last day when the next month is shorter", () => {
    expect(isWithinBadgeWindow(at("2024-02-28"), "2024-01-31")).toBe(true);
    expect(isWithinBadgeWindow(new Date("2024-02-29T00:00:00"), "2024-01-31")).toBe(false);
    expect(isWithinBadgeWindow(at("2026-01-15"), "2025-12-31")).toBe(true);
    expect(isWithinBadgeWindow(new Date("2026-01-31T00:00:00"), "2025-12-31")).toBe(false);
  });

  it("shows inside the window unless dismissed for this release", () => {
    const now = at("2026-03-10");
    expect(analyticsBadgeState({ now, releaseDate: "2026-03-01", stored: null })).toEqual({ show: true, clearStorage: false });
    expect(analyticsBadgeState({ now, releaseDate: "2026-03-01", stored: dismissalValue("2026-03-01") })).toEqual({ show: false, clearStorage: false });
    // A dismissal of another release does not hide this one.
    expect(analyticsBadgeState({ now, releaseDate: "2026-03-01", stored: dismissalValue("2023-11-06") }).show).toBe(true);
    expect(analyticsBadgeState({ now, releaseDate: "2026-03-01", stored: "garbage" }).show).toBe(true);
  });

  it("hides outside the window and clears what was stored", () => {
    const now = at("2026-03-10");
    expect(analyticsBadgeState({ now, releaseDate: "2023-11-06", stored: dismissalValue("2023-11-06") })).toEqual({ show: false, clearStorage: true });
    expect(analyticsBadgeState({ now, releaseDate: "2023-11-06", stored: null })).toEqual({ show: false, clearStorage: false });
    expect(analyticsBadgeState({ now, releaseDate: "2026-04-01", stored: "x" })).toEqual({ show: false, clearStorage: true });
  });
});
