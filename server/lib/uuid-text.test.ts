import { describe, expect, it } from "vitest";
import { isUuidText } from "./uuid-text";

describe("isUuidText", () => {
  it("takes what PostgreSQL's uuid type reads in its usual form, any version, either case", () => {
    expect(isUuidText("3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b")).toBe(true);
    expect(isUuidText("3F2B8C1E-9A4D-0E6F-0B2A-1C3D5E7F9A0B")).toBe(true);
  });

  it("refuses anything a ::uuid cast would fail on, and what is not a string", () => {
    for (const value of ["", "not-an-id", "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0", "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'; drop table jobs; --", "g f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b", 42, null, undefined]) {
      expect(isUuidText(value)).toBe(false);
    }
  });
});
