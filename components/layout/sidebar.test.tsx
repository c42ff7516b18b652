import "@/tests/ui/browser-polyfills";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BriefcaseBusiness, ChartColumn, House, Settings } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import type { NavItem } from "./nav-types";
import { Sidebar } from "./sidebar";

const dismiss = vi.fn();
const items: NavItem[] = [
  {
    type: "section",
    id: "hiring",
    label: "Hiring",
    children: [
      { type: "link", id: "home", label: "Home", href: "/", icon: House },
      { type: "link", id: "job-post", label: "Job Post", href: "/job-post", matchPaths: ["/jobs"], icon: BriefcaseBusiness },
      { type: "link", id: "analytics", label: "Analytics", href: "/analytics", icon: ChartColumn, badge: { label: "New", onDismiss: dismiss } },
    ],
  },
  {
    type: "section",
    id: "general",
    label: "General",
    children: [
      {
        type: "collapse",
        id: "settings",
        label: "Settings",
        icon: Settings,
        children: [
          { type: "link", id: "password", label: "Password", href: "/settings/password" },
          { type: "link", id: "billing", label: "Billing & Invoicing", href: "/settings/billing" },
        ],
      },
      { type: "link", id: "hris", label: "Workflow", href: "https://hris.example.test/workflow", target: "_blank" },
    ],
  },
];

describe("Sidebar", () => {
  it("renders the sections, marks the active item and ends with 'Powered by' and the logo", () => {
    render(<Sidebar items={items} pathname="/jobs/12" expanded />);
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("heading", { name: "Hiring" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Job Post" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByText("Powered by")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Hiring Portal" })).toHaveAttribute("src", expect.stringContaining("powered-by-logo.svg"));
  });

  it("draws its top slot under the brand, told whether it is expanded", () => {
    const top = vi.fn(({ expanded }: { expanded: boolean }) => <div data-testid="sidebar-top">{expanded ? "wide" : "narrow"}</div>);
    const { rerender } = render(<Sidebar items={items} pathname="/" expanded top={top} />);
    expect(screen.getByTestId("sidebar-top")).toHaveTextContent("wide");
    rerender(<Sidebar items={items} pathname="/" expanded={false} top={top} />);
    expect(screen.getByTestId("sidebar-top")).toHaveTextContent("narrow");
  });

  it("opens other products in a new tab", () => {
    render(<Sidebar items={items} pathname="/" expanded />);
    const link = screen.getByRole("link", { name: /Workflow/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName(/^Workflow\s?\(opens in a new tab\)$/);
  });

  it("shows the New badge and dismisses it when the item is followed", async () => {
    render(<Sidebar items={items} pathname="/" expanded />);
    const analytics = screen.getByRole("link", { name: /Analytics/ });
    expect(within(analytics).getByText("New")).toBeVisible();
    await userEvent.click(analytics);
    expect(dismiss).toHaveBeenCalled();
  });

  it("opens a collapsible group, open from the start when one of its links is active", async () => {
    const { unmount } = render(<Sidebar items={items} pathname="/" expanded />);
    const trigger = screen.getByRole("button", { name: "Settings" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Password" })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.getByRole("link", { name: "Password" })).toBeVisible();
    unmount();

    render(<Sidebar items={items} pathname="/settings/billing" expanded />);
    expect(screen.getByRole("link", { name: "Billing & Invoicing" })).toHaveAttribute("aria-current", "page");
  });

  it("when collapsed, hides the labels and shows each in a tooltip", async () => {
    const user = userEvent.setup();
    render(<Sidebar items={items} pathname="/" expanded={false} />);
    expect(screen.getByRole("heading", { name: "Hiring" })).toHaveClass("sr-only");
    expect(screen.getByText("Powered by")).toHaveClass("sr-only");
    expect(screen.getByRole("img", { name: "Hiring Portal" })).toHaveAttribute("src", expect.stringContaining("powered-by-mark.svg"));
    expect(within(screen.getByRole("link", { name: "Home" })).getByText("Home")).toHaveClass("sr-only");
    // The tooltip code loads once the collapsed sidebar has rendered (not with the page).
    await waitFor(() => expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("data-state", "closed"));
    const home = screen.getByRole("link", { name: "Home" });
    await user.tab();
    expect(home).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Home");
  });

  it("when collapsed, opens a group's links in a menu beside its icon", async () => {
    const user = userEvent.setup();
    render(<Sidebar items={items} pathname="/" expanded={false} />);
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Password" })).toHaveAttribute("href", "/settings/password");
  });
});
