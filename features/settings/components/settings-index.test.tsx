import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SettingsIndex } from "./settings-index";

describe("SettingsIndex", () => {
  it("lists Subscription and Billing & Invoicing beside the other settings", () => {
    render(<SettingsIndex />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/settings/personal-info",
      "/settings/subscription",
      "/settings/billing",
      "/settings/password",
    ]);
  });

  it("lists Boost Job after Subscription only with its flag", () => {
    render(<SettingsIndex boostJob />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/settings/personal-info",
      "/settings/subscription",
      "/settings/job-boost",
      "/settings/billing",
      "/settings/password",
    ]);
  });

  it("hides Subscription while the company's verification is pending (spec 2.3)", () => {
    render(<SettingsIndex companyPending />);
    expect(screen.queryByRole("link", { name: /Subscription/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Billing & Invoicing/ })).toBeInTheDocument();
  });
});
