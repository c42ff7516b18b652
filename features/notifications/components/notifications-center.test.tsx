import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import type { NotificationItem } from "@/server/modules/notifications/notifications-schemas";
import { renderWithQuery } from "@/tests/ui/render-with-query";
import { notificationItem } from "../testing/notification-fixtures";
import { NotificationsCenter } from "./notifications-center";

vi.mock("next/link", () => ({
  default: ({ href, children, ...props }: React.ComponentProps<"a"> & { href: string }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const DAY = 24 * 60 * 60 * 1000;
let pages: Record<string, { docs: NotificationItem[]; nextDatetime: string | null }> = {};
const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get("*/api/v1/notification/all", ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const key = params.get("datetime") ?? "first";
    return HttpResponse.json({ result: pages[key] ?? { docs: [], nextDatetime: null } });
  }),
  http.patch("*/api/v1/notification/isread", () => HttpResponse.json({ result: {} })),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  pages = {};
  requests.length = 0;
});
afterAll(() => server.close());

function renderPage() {
  const user = userEvent.setup();
  const view = renderWithQuery(
    <>
      <NotificationsCenter />
      <Toaster />
    </>,
  );
  return { user, ...view };
}

describe("NotificationsCenter (spec 2.8)", () => {
  it("has the title, the unread switch and a tab per category", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Only show unread" })).not.toBeChecked();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All", "Applicants", "Job Posts", "Company", "Subscription"]);
    await screen.findByText("Hiring Made 100X Easier");
  });

  it("shows the empty state when there is nothing", async () => {
    renderPage();
    expect(await screen.findByText("Hiring Made 100X Easier")).toBeInTheDocument();
    expect(screen.getByText("Never miss an update about your job posts & candidate updates here")).toBeInTheDocument();
  });

  it("groups the items into Today and Older", async () => {
    pages.first = {
      docs: [notificationItem({ title: "Fresh one" }), notificationItem({ title: "Last week", createdAt: new Date(Date.now() - 7 * DAY).toISOString() })],
      nextDatetime: null,
    };
    renderPage();
    const today = await screen.findByRole("region", { name: "Today" });
    expect(within(today).getByText("Fresh one")).toBeInTheDocument();
    const older = screen.getByRole("region", { name: "Older" });
    expect(within(older).getByText("Last week")).toBeInTheDocument();
  });

  it("asks the server for the chosen category", async () => {
    const { user } = renderPage();
    await screen.findByText("Hiring Made 100X Easier");
    await user.click(screen.getByRole("tab", { name: "Company" }));
    await waitFor(() => expect(requests.at(-1)?.get("category")).toBe("company"));
    expect(requests[0]!.get("category")).toBeNull();
    expect(requests[0]!.get("limit")).toBe("16");
  });

  it("remembers 'Only show unread' in localStorage and asks for unread items only", async () => {
    const first = renderPage();
    await screen.findByText("Hiring Made 100X Easier");
    expect(requests.at(-1)?.get("isRead")).toBeNull();
    await first.user.click(screen.getByRole("switch", { name: "Only show unread" }));
    await waitFor(() => expect(requests.at(-1)?.get("isRead")).toBe("false"));
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationsOnlyUnread)).toBe("true");
    first.unmount();

    // A later visit starts with the switch on.
    requests.length = 0;
    renderPage();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Only show unread" })).toBeChecked());
    await waitFor(() => expect(requests.at(-1)?.get("isRead")).toBe("false"));
  });

  it("loads the next page by the cursor with 'Load more' (the keyboard's way to scroll on)", async () => {
    pages.first = { docs: [notificationItem({ title: "Page one item" })], nextDatetime: "2026-01-01T00:00:00.123456Z_00000000-0000-4000-8000-000000000999" };
    pages["2026-01-01T00:00:00.123456Z_00000000-0000-4000-8000-000000000999"] = { docs: [notificationItem({ title: "Page two item" })], nextDatetime: null };
    const { user } = renderPage();
    await screen.findByText("Page one item");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Page two item")).toBeInTheDocument();
    expect(screen.getByText("Page one item")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads the next page when the end of the list scrolls into view", async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    try {
      pages.first = { docs: [notificationItem({ title: "Top" })], nextDatetime: "2026-01-01T00:00:00Z" };
      pages["2026-01-01T00:00:00Z"] = { docs: [notificationItem({ title: "Scrolled into view" })], nextDatetime: null };
      renderPage();
      await screen.findByText("Top");
      const observer = observers.at(-1)!;
      observer.callback([{ isIntersecting: true, target: observer.target! } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(await screen.findByText("Scrolled into view")).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows a failure as a toast with a retry", async () => {
    let failing = true;
    server.use(
      http.get("*/api/v1/notification/all", () =>
        failing
          ? HttpResponse.json({ message: "Notifications unavailable", code: "X", errorId: "e-3", data: { errors: [] } }, { status: 503 })
          : HttpResponse.json({ result: { docs: [notificationItem({ title: "Recovered" })], nextDatetime: null } }),
      ),
    );
    const { user } = renderPage();
    const alert = (await screen.findByText("Notifications unavailable")).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent("(e-3)");
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Recovered")).toBeInTheDocument();
  });
});
