import { describe, expect, it } from "vitest";
import { formatCity } from "./city";

describe("formatCity", () => {
  it("shows a listed city by its label, whatever the case of the stored value", () => {
    expect(formatCity("jakarta")).toBe("Jakarta");
    expect(formatCity("Yogyakarta")).toBe("Yogyakarta");
    expect(formatCity(" BALIKPAPAN ")).toBe("Balikpapan");
  });

  it("keeps a city typed by hand as it was typed", () => {
    expect(formatCity("Jakarta Selatan")).toBe("Jakarta Selatan");
    expect(formatCity("remote, anywhere in Java")).toBe("remote, anywhere in Java");
  });

  it("shows nothing for no city or for 'Other city'", () => {
    expect(formatCity(null)).toBe("");
    expect(formatCity(undefined)).toBe("");
    expect(formatCity("  ")).toBe("");
    expect(formatCity("other")).toBe("");
  });
});
