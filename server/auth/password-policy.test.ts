import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblem } from "./password-policy";

describe("password policy", () => {
  it("refuses common passwords case-insensitively and keeps the length limits", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("Baseball1")).toBe(true);
    expect(isCommonPassword("kopi-tubruk-88")).toBe(false);
    expect(isCommonPassword("QWERTYUIOP")).toBe(true);
    expect(passwordProblem("demo-password-123")).toBeNull();
    expect(passwordProblem("1234567")).toMatch(/at least 8/);
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem("trustno1")).toMatch(/too common/);
  });
});
