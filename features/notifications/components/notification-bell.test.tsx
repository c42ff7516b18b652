import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithQuery } from "@/tests/ui/render-with-query";
import { NotificationBell } from "./notification-bell";

let hasNotification = true;
let lastSeenCalls = 0;
const server = setupServer(
  http.get("*/api/v1/notification/status", () => HttpResponse.json({ result: { hasNotification } })),
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
});
afterAll(() => server.close());

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

  it("opens a dropdown at most 719 px tall ending in 'See All Notifications', and marks last-seen", async () => {
    const user = userEvent.setup();
    renderWithQuery(<NotificationBell />);
    await screen.findByTestId("notification-dot");
    await user.click(screen.getByRole("button", { name: /Notifications/ }));
    const dropdown = await screen.findByTestId("notification-dropdown");
    expect(dropdown.className).toContain("max-h-[min(719px");
    expect(screen.getByRole("link", { name: "See All Notifications" })).toHaveAttribute("href", "/notifications");
    expect(screen.getByText("Hiring Made 100X Easier")).toBeInTheDocument();
    await waitFor(() => expect(lastSeenCalls).toBe(1));
    await waitFor(() => expect(screen.queryByTestId("notification-dot")).not.toBeInTheDocument());
  });

  it("tells the user in a toast when marking last-seen fails", async () => {
    const { Toaster } = await import("@/components/ui/toast");
    server.use(http.put("*/api/v1/notification/last-seen", () => HttpResponse.json({ message: "Down", code: "X", errorId: "e-9", data: { errors: [] } }, { status: 500 })));
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <NotificationBell />
        <Toaster />
      </>,
    );
    await screen.findByTestId("notification-dot");
    await user.click(screen.getByRole("button", { name: /Notifications/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Down (e-9)");
  });
});
