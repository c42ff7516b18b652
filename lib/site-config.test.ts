import { describe, expect, it } from "vitest";
import { hrisUrl, isAllowedImageUrl, siteConfig } from "./site-config";

describe("site configuration", () => {
  it("has development URLs by default, and the built-in HRIS console as the HRIS host", () => {
    expect(siteConfig.employerUrl).toBe("http://localhost:3000");
    expect(siteConfig.talentUrl).toBe("http://localhost:3001");
    expect(hrisUrl("/employees")).toBe("/hris/employees");
  });

  it("builds the support chat link from the support phone", () => {
    expect(siteConfig.supportChatUrl).toBe(`https://wa.me/${siteConfig.supportPhone.replace(/\D/g, "")}`);
    expect(siteConfig.prioritySupportUrl).toBe(siteConfig.supportChatUrl);
  });

  it("allows same-site images and https images on the configured hosts only", () => {
    const hosts = ["cdn.example.com"];
    expect(isAllowedImageUrl("/api/files/logo.png", hosts)).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example.com/a.png", hosts)).toBe(true);
    expect(isAllowedImageUrl("http://cdn.example.com/a.png", hosts)).toBe(false);
    expect(isAllowedImageUrl("https://evil.example.com/a.png", hosts)).toBe(false);
    expect(isAllowedImageUrl("//evil.example.com/a.png", hosts)).toBe(false);
    expect(isAllowedImageUrl(null, hosts)).toBe(false);
  });
});
