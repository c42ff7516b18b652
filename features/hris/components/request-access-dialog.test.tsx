import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "@/components/ui/toast";
import type { HrisJoinRequest } from "@/server/modules/hris/hris-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { RequestAccessDialog } from "./request-access-dialog";

const tracked = vi.hoisted(() => [] as { name: string; data: unknown }[]);
vi.mock("@/lib/analytics", () => ({ track: (name: string, data: unknown) => tracked.push({ name, data }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  tracked.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  toast.dismiss();
});
afterAll(() => server.close());

const USER_ID = "0b6f3c1e-8a43-4b1e-9a57-3f1d2c4b5a60";
const HRIS_COMPANY_ID = "6a1d2f3e-4b5c-4d6e-8f70-8192a3b4c5d6";
const JOIN_REQUEST = "*/api/v2/hris/joinrequest/one";

const pendingRequest: HrisJoinRequest = {
  id: "c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b",
  userId: USER_ID,
  companyId: HRIS_COMPANY_ID,
  status: "pending",
  note: "Payroll",
  // 02:15 UTC is 09:15 WIB; three days later: 28 11 2026 09:15.
  updatedAt: "2026-11-25T02:15:00.000Z",
  canResend: false,
  reRequestAt: "2026-11-28T02:15:00.000Z",
  emails: [{ email: "budi@acme.test" }],
  name: "Budi",
  decidedAt: null,
};

const noRequestYet = () => HttpResponse.json(apiErrorBody("No join request", "HRIS_JOIN_REQUEST_NOT_FOUND"), { status: 404 });

function renderDialog(onOpenChange = vi.fn()) {
  const view = renderWithUser(
    <>
      <RequestAccessDialog open onOpenChange={onOpenChange} userId={USER_ID} hrisCompanyId={HRIS_COMPANY_ID} />
      <Toaster />
    </>,
  );
  return { ...view, onOpenChange };
}

describe("RequestAccessDialog", () => {
  it("asks for the user's request with emails, then shows the form with a live n/300 counter", async () => {
    let asked: URL | undefined;
    server.use(
      http.get(JOIN_REQUEST, ({ request }) => {
        asked = new URL(request.url);
        return noRequestYet();
      }),
    );
    const { user } = renderDialog();
    const note = await screen.findByRole("textbox", { name: /Note/ });
    expect(asked?.searchParams.get("user_id_eq")).toBe(USER_ID);
    expect(asked?.searchParams.get("with")).toBe("emails");
    expect(screen.getByText("0/300")).toBeInTheDocument();
    await user.type(note, "Payroll");
    expect(screen.getByText("7/300")).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription("7/300");
  });

  it("stops the note at 300 characters", async () => {
    server.use(http.get(JOIN_REQUEST, noRequestYet));
    const { user } = renderDialog();
    const note = await screen.findByRole("textbox", { name: /Note/ });
    await user.click(note);
    await user.paste("x".repeat(320));
    expect((note as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText("300/300")).toBeInTheDocument();
  });

  it("shows the already-sent text with the re-request date, 3 days after the last update, as DD MM YYYY HH:mm", async () => {
    server.use(http.get(JOIN_REQUEST, () => HttpResponse.json({ result: { doc: pendingRequest } })));
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Request access to HRIS" });
    expect(await within(dialog).findByText("Request already sent")).toBeInTheDocument();
    expect(within(dialog).getByTestId("hris-already-sent")).toHaveTextContent(
      "Your request for HRIS access is waiting for your company's Super Admin. If there is still no response, you can request again on 28 11 2026 09:15.",
    );
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the form again once the request can be resent", async () => {
    server.use(http.get(JOIN_REQUEST, () => HttpResponse.json({ result: { doc: { ...pendingRequest, canResend: true } } })));
    renderDialog();
    expect(await screen.findByRole("textbox", { name: /Note/ })).toBeInTheDocument();
    expect(screen.queryByText("Request already sent")).not.toBeInTheDocument();
  });

  it("sends the note, closes, and shows the success notice for 10 seconds", async () => {
    let body: unknown;
    server.use(
      http.get(JOIN_REQUEST, noRequestYet),
      http.post(JOIN_REQUEST, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { doc: pendingRequest } }, { status: 201 });
      }),
    );
    const success = vi.spyOn(toast, "success");
    const { user, onOpenChange } = renderDialog();
    await user.type(await screen.findByRole("textbox", { name: /Note/ }), "  Payroll for the team ");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(body).toEqual({ userId: USER_ID, companyId: HRIS_COMPANY_ID, from: "ats", note: "Payroll for the team" });
    const sentText = "Request sent, you’ll be informed when it is responded. If there is no response within 3 days, you can come back and request again";
    expect(success).toHaveBeenCalledWith({ content: sentText, duration: 10_000 });
    expect(await screen.findByText(sentText)).toBeInTheDocument();
    expect(tracked).toEqual([{ name: "ed_hris_join_request_sent", data: { hasNote: true, noteLength: 20 } }]);
  });

  it("leaves an empty note out and sends once however often it is pressed", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(JOIN_REQUEST, noRequestYet),
      http.post(JOIN_REQUEST, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ result: { doc: pendingRequest } }, { status: 201 });
      }),
    );
    const { user, onOpenChange } = renderDialog();
    await screen.findByRole("textbox", { name: /Note/ });
    const send = screen.getByRole("button", { name: "Send request" });
    await user.click(send);
    await user.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([{ userId: USER_ID, companyId: HRIS_COMPANY_ID, from: "ats" }]);
  });

  it("closes with spec 8's 5-second warning when the API says a request is already waiting", async () => {
    server.use(
      http.get(JOIN_REQUEST, noRequestYet),
      http.post(JOIN_REQUEST, () =>
        HttpResponse.json(
          apiErrorBody("A request is already waiting", "HRIS_JOIN_REQUEST_ALREADY_SENT", { data: { reRequestAt: "2026-11-28T02:15:00.000Z" } }),
          { status: 400 },
        ),
      ),
    );
    const warning = vi.spyOn(toast, "warning");
    const { user, onOpenChange } = renderDialog();
    await screen.findByRole("textbox", { name: /Note/ });
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(warning).toHaveBeenCalledWith({
      title: "Access Denied!",
      subtitle: "Your request for HRIS access is waiting for your company's Super Admin. If there is still no response, you can request again on 28 11 2026 09:15.",
      duration: 5000,
    });
  });

  it("shows the error toast for other failures and keeps the form", async () => {
    server.use(
      http.get(JOIN_REQUEST, noRequestYet),
      http.post(JOIN_REQUEST, () => HttpResponse.json(apiErrorBody("Something broke on our side", "INTERNAL_ERROR", { errorId: "req-7" }), { status: 500 })),
    );
    const { user, onOpenChange } = renderDialog();
    await screen.findByRole("textbox", { name: /Note/ });
    await user.click(screen.getByRole("button", { name: "Send request" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something broke on our side (req-7)");
    expect(alert).toHaveAttribute("data-toast-type", "error");
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Note/ })).toBeInTheDocument();
  });

  it("says when the request cannot be loaded and tries again", async () => {
    let calls = 0;
    server.use(
      http.get(JOIN_REQUEST, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(apiErrorBody("Down", "INTERNAL_ERROR"), { status: 500 }) : noRequestYet();
      }),
    );
    const { user } = renderDialog();
    expect(await screen.findByText("Your request could not be loaded.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: /Note/ })).toBeInTheDocument();
  });
});
