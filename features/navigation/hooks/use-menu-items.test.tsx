import "@/tests/ui/browser-polyfills";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Sidebar } from "@/components/layout/sidebar";
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagValues } from "@/server/modules/feature-flags/feature-flags-contract";
import { ANALYTICS_BADGE_STORAGE_KEY, dismissalValue } from "../lib/analytics-badge";
import { ALL_MENU_PERMISSIONS } from "../lib/menu-permissions";
import type { MenuPermissions } from "../lib/menu-types";
import { useMenuItems } from "./use-menu-items";

const search = vi.hoisted(() => ({ query: "" }));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.query) }));

function Menu({ flags = {}, permissions = ALL_MENU_PERMISSIONS, pending = false }: { flags?: Partial<FeatureFlagValues>; permissions?: MenuPermissions; pending?: boolean }) {
  const items = useMenuItems({
    flags: { ...DEFAULT_FEATURE_FLAGS, ...flags },
    permissions,
    verificationStatus: pending ? "pending" : "verified",
    userCompanyId: "uc-1",
  });
  return <Sidebar items={items} pathname="/" expanded />;
}

const link = (name: string | RegExp) => screen.queryByRole("link", { name });

beforeEach(() => {
  window.localStorage.clear();
  search.query = "";
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-10T09:00:00"));
});
afterEach(() => vi.useRealTimers());

describe("the rendered menu follows the flags and permissions", () => {
  it("shows the owner's default menu", () => {
    render(<Menu />);
    for (const name of ["Home", "Job Post", "Talent Search", "Analytics", "Talent Database", "Company Profile", "Send Feedback", "Settings"]) {
      expect(link(name), name).toBeInTheDocument();
    }
    expect(link("Manage Team")).toHaveAttribute("href", "/manage-team?userCompanyId=uc-1");
    expect(screen.queryByRole("heading", { name: "HRIS" })).not.toBeInTheDocument();
  });

  it("drops Talent Database with hide-talent-database, and the gated items without permission", () => {
    const { rerender } = render(<Menu flags={{ "hide-talent-database": true }} />);
    expect(link("Talent Database")).not.toBeInTheDocument();
    rerender(<Menu permissions={{ canAccessTalentSearch: false, canAccessTalentDB: false, canAccessAnalytics: false }} />);
    for (const name of ["Talent Search", "Talent Database", /Analytics/]) expect(link(name)).not.toBeInTheDocument();
    expect(link("Job Post")).toBeInTheDocument();
  });

  it("renders Settings as the split group, without Subscription while pending", async () => {
    const user = userEvent.setup();
    render(<Menu flags={{ "split-settings": true, "boost-job-subscription": true }} pending />);
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const names = ["Personal Info", "Boost Job", "Billing & Invoicing", "Password"];
    for (const name of names) expect(link(name), name).toBeInTheDocument();
    expect(link("Subscription")).not.toBeInTheDocument();
  });

  it("adds the HRIS sections with the HRIS menu flag, and the grouped layout with its flag", async () => {
    const { rerender } = render(<Menu flags={{ "hris-menu": true }} />);
    // They load on demand (only with the flag), then follow the layout's sections.
    expect(await screen.findByRole("heading", { name: "HRIS" })).toBeInTheDocument();
    for (const heading of ["HRIS", "TIME", "FINANCE", "PERFORMANCE", "HRIS SETTINGS"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(link(/Priority Support/)).toHaveAttribute("target", "_blank");
    rerender(<Menu flags={{ "grouped-menu": true }} />);
    expect(screen.getByRole("heading", { name: "ATS Settings" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My Company" })).not.toBeInTheDocument();
  });
});

describe("the Analytics 'New' badge window", () => {
  it("is not shown a month after the default release date (2023-11-06), and clears stored values", async () => {
    window.localStorage.setItem(ANALYTICS_BADGE_STORAGE_KEY, dismissalValue("2023-11-06"));
    render(<Menu />);
    expect(within(link(/Analytics/) as HTMLElement).queryByText("New")).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(ANALYTICS_BADGE_STORAGE_KEY)).toBeNull());
  });

  it("is shown during the month after the default release date", async () => {
    vi.setSystemTime(new Date("2023-11-20T09:00:00"));
    render(<Menu />);
    expect(await within(link(/Analytics/) as HTMLElement).findByText("New")).toBeInTheDocument();
  });

  it("follows the analytics-release-date query parameter, and stays dismissed once dismissed", async () => {
    const user = userEvent.setup();
    search.query = "analytics-release-date=2026-03-01";
    const { unmount } = render(<Menu />);
    const analytics = link(/Analytics/) as HTMLElement;
    expect(await within(analytics).findByText("New")).toBeInTheDocument();
    await user.click(analytics);
    await waitFor(() => expect(within(analytics).queryByText("New")).not.toBeInTheDocument());
    expect(window.localStorage.getItem(ANALYTICS_BADGE_STORAGE_KEY)).toBe(dismissalValue("2026-03-01"));
    unmount();

    render(<Menu />);
    expect(within(link(/Analytics/) as HTMLElement).queryByText("New")).not.toBeInTheDocument();
  });

  it("is not shown before the release date", () => {
    search.query = "analytics-release-date=2026-04-01";
    render(<Menu />);
    expect(within(link(/Analytics/) as HTMLElement).queryByText("New")).not.toBeInTheDocument();
  });
});
