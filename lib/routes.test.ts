import { describe, expect, it } from "vitest";
import { isPublicPath, safeRedirectPath, signInPath } from "./routes";

describe("safeRedirectPath", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeRedirectPath("/jobs/42?tab=applicants#top")).toBe("/jobs/42?tab=applicants#top");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each([
    ["protocol-relative", "//evil.com/path"],
    ["backslash trick", "/\\evil.com"],
    ["absolute https", "https://evil.com"],
    ["absolute http on our host", "http://localhost:3000/jobs"],
    ["javascript scheme", "javascript:alert(1)"],
    ["relative without slash", "jobs"],
    ["tab to build //", "/\t/evil.com"],
    ["newline", "/jobs\n"],
    ["empty", ""],
    ["missing", null],
  ])("rejects %s", (_, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectPath("/a/../../evil.com")).toBe("/evil.com");
  });
});

describe("signInPath", () => {
  it("carries the redirect URL", () => {
    expect(signInPath("/jobs?x=1")).toBe("/sign-in?redirectUrl=%2Fjobs%3Fx%3D1");
    expect(signInPath()).toBe("/sign-in");
  });
});

describe("isPublicPath", () => {
  it("opens the local payment simulator's pages without a session, and keeps checkout signed in", () => {
    expect(isPublicPath("/payment-simulator/ORD-20261127-5F3A9C")).toBe(true);
    expect(isPublicPath("/checkout/abc")).toBe(false);
    expect(isPublicPath("/payment-simulatorx")).toBe(false);
  });
});
