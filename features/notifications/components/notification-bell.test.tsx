import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import type { NotificationItem } from "@/server/modules/notifications/notifications-schemas";
import { renderWithQuery } from "@/tests/ui/render-with-query";
import { notificationItem } from "../testing/notification-fixtures";
import { NotificationBell } from "./notification-bell";

const navigated: string[] = [];
vi.mock("next/link", () => ({
  default: ({ href, onClick, children, ...props }: React.ComponentProps<"a"> & { href: string }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigated.push(href);
      }}
    >
      {children}
    </a>
  ),
}));

let hasNotification = true;
let lastSeenCalls = 0;
let items: NotificationItem[] = [];
const readCalls: unknown[] = [];
const server = setupServer(
  http.get("*/api/v1/notification/status", () => HttpResponse.json({ result: { hasNotification } })),
  http.get("*/api/v1/notification/all", () => HttpResponse.json({ result: { docs: items, nextDatetime: null } })),
  http.patch("*/api/v1/notification/isread", async ({ request }) => {
    const body = (await request.json()) as { id: string };
    readCalls.push(body);
    const item = items.find((entry) => entry._id === body.id)!;
    return HttpResponse.json({ result: { ...item, isRead: true } });
  }),
  http.put("*/api/v1/notification/last-seen", () => {
    lastSeenCalls += 1;
    hasNotification = false;
    return HttpResponse.json({ result: { lastSeenAt: new Date().toISOString() } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  hasNotification = true;
  lastSeenCalls = 0;
  items = [];
  readCalls.length = 0;
  navigated.length = 0;
});
afterAll(() => server.close());

async function openBell() {
  const user = userEvent.setup();
  renderWithQuery(
    <>
      <NotificationBell />
      <Toaster />
    </>,
  );
  await screen.findByTestId("notification-dot");
  await user.click(screen.getByRole("button", { name: /Notifications/ }));
  return { user, dropdown: await screen.findByTestId("notification-dropdown") };
}

describe("NotificationBell (spec 2.5)", () => {
  it("shows the red dot while there is an unseen notification", async () => {
    renderWithQuery(<NotificationBell />);
    expect(await screen.findByTestId("notification-dot")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notifications, new notifications" })).toBeInTheDocument();
  });

  it("has no dot when hasNotification is false", async () => {
    hasNotification = false;
    renderWithQuery(<NotificationBell />);
    await screen.findByRole("button", { name: "Notifications" });
    expect(screen.queryByTestId("notification-dot")).not.toBeInTheDocument();
  });

  it("opens a dropdown at most 719 px tall with the latest items and 'See All Notifications', and marks last-seen", async () => {
    items = [notificationItem({ title: "New applicant for Backend Engineer" }), notificationItem({ title: "Your free trial is active", isRead: true })];
    const { dropdown } = await openBell();
    expect(dropdown.className).toContain("max-h-[min(719px");
    expect(await within(dropdown).findByText("New applicant for Backend Engineer")).toBeInTheDocument();
    expect(within(dropdown).getAllByTestId("notification-item").map((item) => item.dataset.read)).toEqual(["false", "true"]);
    expect(screen.getByRole("link", { name: "See All Notifications" })).toHaveAttribute("href", "/notifications");
    await waitFor(() => expect(lastSeenCalls).toBe(1));
    await waitFor(() => expect(screen.queryByTestId("notification-dot")).not.toBeInTheDocument());
  });

  it("shows the empty state when there is nothing yet", async () => {
    const { dropdown } = await openBell();
    expect(await within(dropdown).findByText("Hiring Made 100X Easier")).toBeInTheDocument();
    expect(within(dropdown).getByText("Never miss an update about your job posts & candidate updates here")).toBeInTheDocument();
  });

  it("marks a clicked item read and goes to its page", async () => {
    const target = notificationItem({ title: "New applicant for QA Lead" });
    items = [target];
    const { user, dropdown } = await openBell();
    await user.click(await within(dropdown).findByRole("link", { name: /New applicant for QA Lead/ }));
    expect(navigated).toEqual([target.data.pageUrl]);
    await waitFor(() => expect(readCalls).toEqual([{ id: target._id }]));
    // The dropdown closes on the way to the page.
    await waitFor(() => expect(screen.queryByTestId("notification-dropdown")).not.toBeInTheDocument());
  });

  it("does not mark an item that is already read", async () => {
    const target = notificationItem({ isRead: true });
    items = [target];
    const { user, dropdown } = await openBell();
    await user.click(await within(dropdown).findByRole("link", { name: new RegExp(target.title) }));
    expect(navigated).toEqual([target.data.pageUrl]);
    expect(readCalls).toEqual([]);
  });

  it("tells the user in a toast when marking last-seen fails", async () => {
    server.use(http.put("*/api/v1/notification/last-seen", () => HttpResponse.json({ message: "Down", code: "X", errorId: "e-9", data: { errors: [] } }, { status: 500 })));
    await openBell();
    expect(await screen.findByRole("alert")).toHaveTextContent("Down (e-9)");
  });

  it("shows a failed list as a toast with a retry that loads it again", async () => {
    let failing = true;
    let loads = 0;
    server.use(
      http.get("*/api/v1/notification/all", () =>
        ++loads && failing
          ? HttpResponse.json({ message: "List unavailable", code: "X", errorId: "e-7", data: { errors: [] } }, { status: 503 })
          : HttpResponse.json({ result: { docs: [notificationItem({ title: "Back again" })], nextDatetime: null } }),
      ),
    );
    const { user } = await openBell();
    const alert = (await screen.findByText("List unavailable")).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent("List unavailable (e-7)");
    failing = false;
    // Opening marks last-seen, the status answers anew and the list refreshes after it (spec 7.3): two loads.
    await waitFor(() => expect(loads).toBe(2));
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(loads).toBe(3));
    // Pressing the toast is a press outside the dropdown, which closes it: it shows the list when reopened.
    if (!screen.queryByTestId("notification-dropdown")) await user.click(screen.getByRole("button", { name: /Notifications/ }));
    expect(await screen.findByText("Back again")).toBeInTheDocument();
  });
});
