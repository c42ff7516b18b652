import { describe, expect, it } from "vitest";
import { ageOn, experienceLevelOf, knownOrNull, onlyKnown } from "./candidate-rows";

describe("ageOn", () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

  it("counts whole years, turning a year older on the birthday itself", () => {
    expect(ageOn("2000-05-10", on("2026-05-09"))).toBe(25);
    expect(ageOn("2000-05-10", on("2026-05-10"))).toBe(26);
    expect(ageOn("2000-05-10", on("2026-12-31"))).toBe(26);
    expect(ageOn("2000-12-31", on("2026-01-01"))).toBe(25);
  });

  it("handles 29 February and unknown or future dates", () => {
    expect(ageOn("2004-02-29", on("2026-02-28"))).toBe(21);
    expect(ageOn("2004-02-29", on("2026-03-01"))).toBe(22);
    expect(ageOn(null, on("2026-01-01"))).toBeNull();
    expect(ageOn("not-a-date", on("2026-01-01"))).toBeNull();
    expect(ageOn("2030-01-01", on("2026-01-01"))).toBeNull();
  });
});

describe("profile values", () => {
  it("keeps only values the contract knows", () => {
    expect(onlyKnown(["tech", "startup", 3, "gov"], ["tech", "gov", "agency"] as const)).toEqual(["tech", "gov"]);
    expect(onlyKnown("tech", ["tech"] as const)).toEqual([]);
    expect(knownOrNull("local", ["local", "international"] as const)).toBe("local");
    expect(knownOrNull("public", ["local", "international"] as const)).toBeNull();
    expect(experienceLevelOf(5)?.label).toBe("1-3 Years of Experience");
    expect(experienceLevelOf(42)).toBeNull();
    expect(experienceLevelOf(null)).toBeNull();
  });
});
