import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { InvitationPreview } from "@/server/modules/team/team-schemas";
import { JoinTeam } from "./join-team";

vi.mock("@/lib/analytics", () => ({ track: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const preview: InvitationPreview = {
  email: "budi@acme.test",
  companyName: "Acme Indonesia",
  companyLogoUrl: null,
  invitedByName: "Ayu",
  status: "pending",
  expired: false,
  expiresAt: "2026-11-27T07:05:00.000Z",
  accountExists: true,
};

function answer(result: Partial<InvitationPreview> = {}) {
  server.use(http.post("*/api/v1/job-portal/invited-user-company/preview", () => HttpResponse.json({ result: { ...preview, ...result } })));
}

const JOIN_PATH = encodeURIComponent("/join-team?token=tok-123");

function renderJoin(signedInEmail: string | null) {
  const onJoined = vi.fn();
  const onSwitchAccount = vi.fn();
  const view = renderWithUser(<JoinTeam token="tok-123" signedInEmail={signedInEmail} onJoined={onJoined} onSwitchAccount={onSwitchAccount} />);
  return { ...view, onJoined, onSwitchAccount };
}

describe("JoinTeam", () => {
  it("lets the signed-in invitee accept, and shows why it failed", async () => {
    answer();
    let body: unknown;
    server.use(
      http.post("*/api/v1/job-portal/invited-user-company/accept", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(apiErrorBody("Your account already belongs to another company", "ALREADY_IN_ANOTHER_COMPANY"), { status: 409 });
      }),
    );
    const { user } = renderJoin("Budi@acme.test");
    expect(await screen.findByRole("heading", { name: "Join Acme Indonesia" })).toBeInTheDocument();
    expect(screen.getByText(/Ayu invited/)).toHaveTextContent("Ayu invited budi@acme.test to join the team");
    await user.click(screen.getByRole("button", { name: "Accept and join" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your account already belongs to another company");
    expect(body).toEqual({ token: "tok-123" });
  });

  it("moves into the portal once joined", async () => {
    answer();
    const joined = {
      userId: "u-budi",
      name: "Budi",
      email: "budi@acme.test",
      platform: "employer",
      emailVerified: true,
      hasPassword: true,
      socialProvider: null,
      profile: { profilePictureUrl: null, phoneNumber: null },
      company: null,
      companyId: "c-1",
      userCompanyId: "uc-budi",
      role: "member",
      jobTitle: null,
      joinRequest: null,
      isDataFilled: true,
      subscription: null,
      needUpgradePlan: false,
      subscriptionUsage: null,
    };
    server.use(http.post("*/api/v1/job-portal/invited-user-company/accept", () => HttpResponse.json({ result: joined })));
    const { user, onJoined } = renderJoin("budi@acme.test");
    await user.click(await screen.findByRole("button", { name: "Accept and join" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
  });

  it("sends a visitor with an account to sign in and back", async () => {
    answer();
    renderJoin(null);
    expect(await screen.findByRole("link", { name: "Sign in to accept" })).toHaveAttribute("href", `/sign-in?redirectUrl=${JOIN_PATH}`);
  });

  it("sends a visitor without an account to sign up and back", async () => {
    answer({ accountExists: false });
    renderJoin(null);
    expect(await screen.findByRole("link", { name: "Create account" })).toHaveAttribute("href", `/sign-up?redirectUrl=${JOIN_PATH}`);
    expect(screen.getByRole("link", { name: "I already have an account" })).toHaveAttribute("href", `/sign-in?redirectUrl=${JOIN_PATH}`);
  });

  it("offers to switch when someone else is signed in", async () => {
    answer();
    const { user, onSwitchAccount } = renderJoin("ayu@acme.test");
    await user.click(await screen.findByRole("button", { name: "Sign out and continue as budi@acme.test" }));
    expect(onSwitchAccount).toHaveBeenCalledWith("/join-team?token=tok-123");
  });

  it("explains an expired or unknown link", async () => {
    answer({ expired: true });
    const { unmount } = renderJoin(null);
    expect(await screen.findByRole("heading", { name: "This invitation has expired" })).toBeInTheDocument();
    unmount();
    server.use(http.post("*/api/v1/job-portal/invited-user-company/preview", () => HttpResponse.json(apiErrorBody("Invitation not found", "INVITATION_NOT_FOUND"), { status: 404 })));
    renderJoin(null);
    await waitFor(() => expect(screen.getByRole("heading", { name: "This invitation is no longer valid" })).toBeInTheDocument());
  });
});
