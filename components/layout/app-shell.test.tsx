import "@/tests/ui/browser-polyfills";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { House } from "lucide-react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppShell } from "./app-shell";
import { HeaderBack } from "./header-back";
import type { NavItem } from "./nav-types";
import { SIDEBAR_EXPANDED_KEY } from "./sidebar-storage";

const navigation = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => navigation.pathname }));

const items: NavItem[] = [
  {
    type: "section",
    id: "hiring",
    label: "Hiring",
    children: [
      { type: "link", id: "home", label: "Home", href: "/", icon: House },
      { type: "link", id: "job-post", label: "Job Post", href: "/job-post", icon: House },
    ],
  },
];

function renderShell(props: Partial<React.ComponentProps<typeof AppShell>> = {}) {
  return render(
    <AppShell navItems={items} {...props}>
      <p>Page content</p>
    </AppShell>,
  );
}

const sidebar = () => screen.getByRole("complementary", { name: "Sidebar" });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${SIDEBAR_EXPANDED_KEY}=; max-age=0; path=/`;
  navigation.pathname = "/";
});

describe("AppShell: expanded or collapsed (spec 2.4)", () => {
  it("starts expanded, and remembers a collapse under 'sidebar-expanded' across remounts", async () => {
    const user = userEvent.setup();
    const { unmount } = renderShell();
    expect(sidebar()).toHaveClass("w-[200px]");
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveClass("w-16");
    expect(window.localStorage.getItem(SIDEBAR_EXPANDED_KEY)).toBe("false");
    expect(document.cookie).toContain(`${SIDEBAR_EXPANDED_KEY}=false`);
    unmount();

    renderShell();
    expect(sidebar()).toHaveClass("w-16");
    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(sidebar()).toHaveClass("w-[200px]");
    expect(window.localStorage.getItem(SIDEBAR_EXPANDED_KEY)).toBe("true");
  });

  it("renders the state the server read from the cookie", () => {
    renderShell({ initialExpanded: false });
    expect(sidebar()).toHaveClass("w-16");
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("AppShell: the drawer on small screens (spec 2.4)", () => {
  it("opens over an overlay and closes on the overlay", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    // The drawer is loaded on demand.
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(drawer).toBeVisible();
    await user.click(screen.getByTestId("sidebar-overlay"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the route changes, and on Escape", async () => {
    const user = userEvent.setup();
    const { rerender } = renderShell();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    navigation.pathname = "/job-post";
    rerender(
      <AppShell navItems={items}>
        <p>Page content</p>
      </AppShell>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when a link in it is followed, even to the current page", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(dialog.querySelector('[data-menu-id="home"]') as HTMLElement);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("AppShell: job wizard and header", () => {
  it("renders the wizard with no sidebar and no hamburger (spec 2.6)", () => {
    renderShell({ variant: "wizard" });
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /menu|sidebar/i })).not.toBeInTheDocument();
    expect(screen.getByText("Page content").closest("[data-shell-variant]")).toHaveAttribute("data-shell-variant", "wizard");
    expect(screen.getByRole("banner")).toHaveClass("bg-transparent");
  });

  it("shows the back button a page declares, and drops it when the page goes", () => {
    function Page({ withBack }: { withBack: boolean }) {
      return withBack ? <HeaderBack label="Back to Job Post" href="/job-post" /> : null;
    }
    const { rerender } = render(
      <AppShell navItems={items}>
        <Page withBack />
      </AppShell>,
    );
    expect(screen.getByRole("link", { name: "Back to Job Post" })).toHaveAttribute("href", "/job-post");
    act(() => {
      rerender(
        <AppShell navItems={items}>
          <Page withBack={false} />
        </AppShell>,
      );
    });
    expect(screen.queryByRole("link", { name: "Back to Job Post" })).not.toBeInTheDocument();
  });

  it("places the notification and account slots in the header", () => {
    renderShell({ notifications: <button type="button">Bell</button>, account: <span>Account</span> });
    expect(screen.getByRole("banner")).toHaveTextContent("Account");
    expect(screen.getByRole("button", { name: "Bell" })).toBeInTheDocument();
  });
});
