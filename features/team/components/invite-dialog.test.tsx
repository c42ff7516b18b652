import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { invitation } from "../testing/team-fixtures";
import { InviteDialog } from "./invite-dialog";

vi.mock("@/lib/analytics", () => ({ track: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const INVITE = "*/api/v1/job-portal/invited-user-company";

async function openDialog() {
  const view = renderWithUser(
    <>
      <InviteDialog />
      <Toaster />
    </>,
  );
  await view.user.click(screen.getByRole("button", { name: "Invite Member" }));
  return { ...view, dialog: screen.getByRole("dialog", { name: "Invite members" }) };
}

describe("InviteDialog", () => {
  it("invites several emails with the access chosen", async () => {
    let body: unknown;
    server.use(
      http.post(INVITE, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { docs: [invitation({ email: "rina@acme.test" }), invitation({ email: "budi@acme.test" })] } }, { status: 201 });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /Emails/ }), "rina@acme.test,\nbudi@acme.test");
    await user.click(within(within(dialog).getByRole("group", { name: "Talent Database" })).getByRole("radio", { name: "Allow" }));
    await user.click(within(within(dialog).getByRole("group", { name: "Team" })).getByRole("radio", { name: "Viewer" }));
    await user.click(within(within(dialog).getByRole("group", { name: "Access Per Job Post" })).getByRole("radio", { name: "Editor" }));
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(body).toEqual({
      emails: ["rina@acme.test", "budi@acme.test"],
      accessPermissions: [
        { permission: { resource: "talentDb", action: "manage" } },
        { permission: { resource: "userCompany", action: "view" } },
        { permission: { resource: "jobPost", action: "manage" }, allowedCriteria: null },
      ],
    });
    expect(await screen.findByText("2 invitations sent")).toBeInTheDocument();
  });

  it("checks the emails before sending", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter at least one email")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Emails/ }), "rina@acme.test, not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Not a valid email: not-an-email")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Emails/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("names the email the API refused", async () => {
    server.use(
      http.post(INVITE, () =>
        HttpResponse.json(
          apiErrorBody("Invite a work email: this email domain cannot register", "EMAIL_DOMAIN_NOT_ALLOWED", {
            errors: [{ field: "emails.1", message: "Invite a work email: this email domain cannot register" }],
          }),
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /Emails/ }), "rina@acme.test budi@gmail.com");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("budi@gmail.com: Invite a work email: this email domain cannot register")).toBeInTheDocument();
  });

  it("shows a refusal that is not about one email, such as the member quota", async () => {
    server.use(
      http.post(INVITE, () =>
        HttpResponse.json(apiErrorBody("Your plan allows 3 members. Upgrade to invite more", "MEMBER_QUOTA_REACHED", { errorId: "req-42" }), { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /Emails/ }), "rina@acme.test");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Your plan allows 3 members. Upgrade to invite more (req-42)");
    expect(screen.getByRole("dialog", { name: "Invite members" })).toBeInTheDocument();
  });
});
