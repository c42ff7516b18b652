import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MailboxMail } from "@/server/modules/mail/mailbox-schemas";
import { MailboxView } from "./mailbox-view";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MAILBOX = "*/api/dev/mailbox";

const verification: MailboxMail = {
  id: "b6f0e1c2-0000-4000-8000-000000000001",
  to: "owner@demo-company.test",
  subject: "Your verification code",
  category: "email-verification",
  status: "held",
  createdAt: "2026-01-01T09:00:00.000Z",
  sentAt: null,
  text: "Hello,\n\nYour code is 482913. It expires in 10 minutes.",
  attachments: [],
};

function renderMailbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MailboxView />
    </QueryClientProvider>,
  );
}

describe("MailboxView", () => {
  it("shows a loading state, then each mail with its code easy to spot", async () => {
    server.use(http.get(MAILBOX, () => HttpResponse.json({ result: { docs: [verification] } })));
    renderMailbox();

    expect(screen.getByRole("status")).toHaveTextContent("Loading mail...");
    const mail = await screen.findByRole("article", { name: "Your verification code" });
    expect(within(mail).getByText("owner@demo-company.test")).toBeInTheDocument();
    expect(within(mail).getByText("Held (no SMTP)")).toBeInTheDocument();
    expect(within(mail).getByText("Code")).toBeInTheDocument();
    // The code stands alone in large type and is marked inside the body.
    expect(within(mail).getAllByText("482913")).toHaveLength(2);
    expect(mail.querySelector("mark")).toHaveTextContent("482913");
    expect(within(mail).getByText(/It expires in 10 minutes/)).toBeInTheDocument();
  });

  it("filters by recipient through the API", async () => {
    const requested: (string | null)[] = [];
    server.use(
      http.get(MAILBOX, ({ request }) => {
        const to = new URL(request.url).searchParams.get("to");
        requested.push(to);
        return HttpResponse.json({ result: { docs: to ? [] : [verification] } });
      }),
    );
    renderMailbox();
    await screen.findByRole("article");

    await userEvent.type(screen.getByRole("searchbox", { name: "Recipient" }), "nobody@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));

    expect(await screen.findByText("No mail to nobody@example.test yet.")).toBeInTheDocument();
    expect(requested).toContain("nobody@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("says so when there is no mail", async () => {
    server.use(http.get(MAILBOX, () => HttpResponse.json({ result: { docs: [] } })));
    renderMailbox();
    expect(await screen.findByText(/No mail yet/)).toBeInTheDocument();
  });

  it("shows the API's error and retries on request", async () => {
    let calls = 0;
    server.use(
      http.get(MAILBOX, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: "No route for GET /api/dev/mailbox", code: "ROUTE_NOT_FOUND", errorId: "r1", data: { errors: [] } },
              { status: 404 },
            )
          : HttpResponse.json({ result: { docs: [verification] } });
      }),
    );
    renderMailbox();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the mailbox: No route for GET /api/dev/mailbox");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });
});
