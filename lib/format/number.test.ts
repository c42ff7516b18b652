import { describe, expect, it } from "vitest";
import { abbreviateNumber } from "./number";

describe("abbreviateNumber", () => {
  it("uses K, M, B and T in English", () => {
    expect(abbreviateNumber(950)).toBe("950");
    expect(abbreviateNumber(1_500)).toBe("1.5K");
    expect(abbreviateNumber(2_000_000)).toBe("2M");
    expect(abbreviateNumber(3_250_000_000)).toBe("3.3B");
    expect(abbreviateNumber(4_000_000_000_000)).toBe("4T");
  });

  it("uses K, jt, M and T with a decimal comma in Indonesian", () => {
    expect(abbreviateNumber(1_500, "id")).toBe("1,5K");
    expect(abbreviateNumber(2_500_000, "id")).toBe("2,5jt");
    expect(abbreviateNumber(7_000_000_000, "id")).toBe("7M");
    expect(abbreviateNumber(1_000_000_000_000, "id")).toBe("1T");
  });

  it("moves to the next unit when rounding reaches it, and keeps the sign", () => {
    expect(abbreviateNumber(999_960)).toBe("1M");
    expect(abbreviateNumber(-12_300)).toBe("-12.3K");
  });
});
