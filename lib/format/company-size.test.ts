import { describe, expect, it } from "vitest";
import { formatCompanySize } from "./company-size";

describe("formatCompanySize", () => {
  it("shows the bands 1-50, 50-100 and 100+", () => {
    expect(formatCompanySize("small")).toBe("1-50");
    expect(formatCompanySize("medium")).toBe("50-100");
    expect(formatCompanySize("large")).toBe("100+");
    expect(formatCompanySize(null)).toBe("");
  });
});
