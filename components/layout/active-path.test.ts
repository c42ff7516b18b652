import { describe, expect, it } from "vitest";
import { isActivePath, isCollapseActive, isLinkActive, normalizePath } from "./active-path";

describe("the active-path rule (spec 2.4)", () => {
  it("ignores the query and the hash", () => {
    expect(normalizePath("/manage-team?userCompanyId=1#top")).toBe("/manage-team");
    expect(isActivePath("/manage-team?userCompanyId=1", "/manage-team?userCompanyId=2")).toBe(true);
    expect(isActivePath("/analytics#chart", "/analytics")).toBe(true);
  });

  it("is active when the path equals the item's path or starts with it", () => {
    expect(isActivePath("/job-post", "/job-post")).toBe(true);
    expect(isActivePath("/job-post/42/candidates", "/job-post")).toBe(true);
    expect(isActivePath("/job-post/", "/job-post")).toBe(true);
  });

  it("takes 'starts with' per path segment", () => {
    expect(isActivePath("/job-posting", "/job-post")).toBe(false);
    expect(isActivePath("/settings-old", "/settings")).toBe(false);
  });

  it("makes Home active on / only", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/?tab=1", "/")).toBe(true);
    expect(isActivePath("/analytics", "/")).toBe(false);
  });

  it("also matches the listed patterns", () => {
    expect(isActivePath("/explore-talents/search/abc", "/explore-talents", ["/explore-talents/search"])).toBe(true);
    expect(isActivePath("/jobs/12/edit", "/job-post", ["/jobs"])).toBe(true);
    expect(isActivePath("/talent-database", "/job-post", ["/jobs"])).toBe(false);
  });

  it("never marks a link to another site or tab as active", () => {
    expect(isLinkActive("/employees", { type: "link", id: "x", label: "X", href: "/employees", target: "_blank" })).toBe(false);
    expect(isLinkActive("/", { type: "link", id: "x", label: "X", href: "https://hris.example.com/" })).toBe(false);
  });

  it("marks a group active when one of its links is", () => {
    const group = {
      type: "collapse" as const,
      id: "settings",
      label: "Settings",
      children: [
        { type: "link" as const, id: "a", label: "Password", href: "/settings/password" },
        { type: "link" as const, id: "b", label: "Billing", href: "/settings/billing" },
      ],
    };
    expect(isCollapseActive("/settings/billing", group)).toBe(true);
    expect(isCollapseActive("/settings", group)).toBe(false);
  });
});
