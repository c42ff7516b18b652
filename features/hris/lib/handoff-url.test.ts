import { describe, expect, it } from "vitest";
import { hrisSignInUrl } from "./handoff-url";

describe("hrisSignInUrl", () => {
  it("sends the login token to the built-in console's sign-in by default, escaped", () => {
    expect(hrisSignInUrl("a b/c")).toBe("/hris/sign-in?token=a%20b%2Fc");
  });
});
