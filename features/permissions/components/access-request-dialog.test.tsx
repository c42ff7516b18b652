import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "@/components/ui/toast";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { guardedPageRequest } from "../lib/guarded-pages";
import { AccessRequestDialog } from "./access-request-dialog";

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

const CHANGE_REQUEST = "*/api/v1/job-portal/company/change-request";

function renderDialog(onOpenChange = vi.fn()) {
  const view = renderWithUser(
    <>
      <AccessRequestDialog open onOpenChange={onOpenChange} target={guardedPageRequest("exploreTalents")} approverEmail="owner@acme.test" />
      <Toaster />
    </>,
  );
  return { ...view, onOpenChange };
}

const sentRequest = {
  id: "8d4c1c9e-2f1b-4a57-9a55-6d3f1f0b7a10",
  companyId: "c-1",
  type: "permission",
  note: "For the campus hiring",
  data: { resource: "talentHunt", action: "manage", allowedCriteria: null, page: { name: "Talent Search", url: "/explore-talents" } },
  status: "pending",
  requester: { userCompanyId: "uc-2", userId: "u-2", name: "Budi", email: "budi@acme.test" },
  respondedBy: null,
  respondedAt: null,
  reRequestAt: "2026-11-25T03:30:00.000Z",
  createdAt: "2026-11-22T03:30:00.000Z",
  updatedAt: "2026-11-22T03:30:00.000Z",
};

describe("AccessRequestDialog", () => {
  it("counts the note live as n/300 in a 4-row text area", async () => {
    const { user } = renderDialog();
    const note = screen.getByRole("textbox", { name: /Note/ });
    expect(note).toHaveAttribute("rows", "4");
    expect(screen.getByText("0/300")).toBeInTheDocument();
    await user.type(note, "Need it");
    expect(screen.getByText("7/300")).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription("7/300");
  });

  it("stops the note at 300 characters", async () => {
    const { user } = renderDialog();
    const note = screen.getByRole("textbox", { name: /Note/ });
    await user.click(note);
    await user.paste("x".repeat(310));
    expect((note as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText("300/300")).toBeInTheDocument();
  });

  it("sends the request with the note and shows the sent text of spec 6", async () => {
    let body: unknown;
    server.use(
      http.post(CHANGE_REQUEST, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: sentRequest }, { status: 201 });
      }),
    );
    const { user } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: /Note/ }), "  For the campus hiring ");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    const sent = await screen.findByRole("dialog", { name: "Access requested" });
    expect(within(sent).getByText(PERMISSION_MESSAGES.requestSent)).toBeInTheDocument();
    expect(PERMISSION_MESSAGES.requestSent).toBe(
      "Request sent, you’ll be informed when it is responded. If there is no response within 3 days, you can come back and request again",
    );
    expect(body).toEqual({
      type: "permission",
      note: "For the campus hiring",
      data: { resource: "talentHunt", action: "manage", allowedCriteria: null, page: { name: "Talent Search", url: "/explore-talents" } },
    });
    expect(tracked).toEqual([
      { name: "ed_access_request_sent", data: { resource: "talentHunt", action: "manage", pageName: "Talent Search", pageUrl: "/explore-talents", hasNote: true } },
    ]);
  });

  it("leaves the note out when it is empty", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(CHANGE_REQUEST, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ result: { ...sentRequest, note: null } }, { status: 201 });
      }),
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await screen.findByRole("dialog", { name: "Access requested" });
    expect(body).not.toHaveProperty("note");
  });

  it("closes and warns for 5 seconds with the re-request date and the email when already requested", async () => {
    const warning = vi.spyOn(toast, "warning");
    server.use(
      http.post(CHANGE_REQUEST, () =>
        HttpResponse.json(
          apiErrorBody("You already requested this access", "COMPANY_CHANGE_REQUEST_ALREADY_CREATED", {
            data: { reRequestAt: "2026-11-25T03:30:00.000Z", email: "owner@acme.test", changeRequestId: sentRequest.id },
          }),
          { status: 400 },
        ),
      ),
    );
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const text = "You can re-request if there is still no respond until 25 11 2026 10:30 In the meantime, you can contact owner@acme.test to follow up";
    expect(warning).toHaveBeenCalledWith({ title: "Access Denied!", subtitle: text, duration: 5000 });
    const shown = await screen.findByText(text);
    expect(shown.closest("[data-toast-type]")).toHaveAttribute("data-toast-type", "warning");
    expect(screen.getByText("Access Denied!")).toBeInTheDocument();
  });

  it("treats any 400 the same way, with the page's approver and 3 days from now", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T03:30:00.000Z"), toFake: ["Date"] });
    const warning = vi.spyOn(toast, "warning");
    server.use(http.post(CHANGE_REQUEST, () => HttpResponse.json(apiErrorBody("Bad request", "BAD_REQUEST"), { status: 400 })));
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(warning).toHaveBeenCalledWith({
      title: "Access Denied!",
      subtitle: "You can re-request if there is still no respond until 25 11 2026 10:30 In the meantime, you can contact owner@acme.test to follow up",
      duration: 5000,
    });
    vi.useRealTimers();
  });

  it("shows the generic error toast for other failures and keeps the dialog open", async () => {
    const warning = vi.spyOn(toast, "warning");
    server.use(http.post(CHANGE_REQUEST, () => HttpResponse.json(apiErrorBody("Something went wrong on our side", "INTERNAL_ERROR", { errorId: "req-9" }), { status: 500 })));
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: /Note/ }), "please");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong on our side (req-9)");
    expect(alert).toHaveAttribute("data-toast-type", "error");
    expect(warning).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Request access" })).toBeInTheDocument();
    expect(tracked).toEqual([]);
  });
});
