import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins classes and skips falsy values", () => {
    expect(cn("flex", false, null, undefined, "", 0, "gap-2")).toBe("flex gap-2");
  });

  it("takes conditions from objects and arrays", () => {
    expect(cn(["px-3", { "font-semibold": true, hidden: false }], [["py-2"]])).toBe("px-3 font-semibold py-2");
  });

  it("keeps every class as given, without merging conflicting ones", () => {
    expect(cn("px-3", "px-0")).toBe("px-3 px-0");
  });
});
