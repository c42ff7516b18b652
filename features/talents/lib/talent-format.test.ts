import { describe, expect, it } from "vitest";
import { educationLine, experienceLevelTag, expectedSalaryText, lastActiveText, topSkills } from "./talent-format";

const NOW = Date.parse("2026-11-20T05:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

describe("talent card wording", () => {
  it("says how long ago a talent was active", () => {
    expect(lastActiveText(daysAgo(0), NOW)).toBe("Active today");
    expect(lastActiveText(daysAgo(1), NOW)).toBe("Active yesterday");
    expect(lastActiveText(daysAgo(29), NOW)).toBe("Active 29 days ago");
    expect(lastActiveText(daysAgo(31), NOW)).toBe("Active a month ago");
    expect(lastActiveText(daysAgo(200), NOW)).toBe("Active 6 months ago");
    expect(lastActiveText(daysAgo(400), NOW)).toBe("Active over a year ago");
  });

  it("tags experience levels with spec 3's tag labels and leaves unknown ones out", () => {
    expect([0, 1, 3, 4, 5, 6, 7, 8].map(experienceLevelTag)).toEqual(["FG", "NFY", "NFY", "FY", "1-3", "4-5", "5+", "Others"]);
    expect(experienceLevelTag(null)).toBeNull();
  });

  it("writes education, salary and skills as the card shows them", () => {
    expect(educationLine({ university: null, lastEducation: "SMA", major: null, gpa: null })).toBe("SMA");
    expect(educationLine({ university: null, lastEducation: null, major: null, gpa: null })).toBeNull();
    expect(expectedSalaryText(8_500_000)).toBe("Rp 8.500.000 / month");
    expect(expectedSalaryText(null)).toBeNull();
    expect(topSkills(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
  });
});
