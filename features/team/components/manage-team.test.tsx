import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { Member } from "@/server/modules/team/team-schemas";
import type { TeamViewer } from "../lib/team-viewer";
import { access, invitation, member, memberList } from "../testing/team-fixtures";
import { ManageTeam } from "./manage-team";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const OWNER: TeamViewer = { companyId: "c-1", userCompanyId: "uc-owner", isOwner: true, canManageTeam: true };
const TEAM_VIEWER: TeamViewer = { companyId: "c-1", userCompanyId: "uc-viewer", isOwner: false, canManageTeam: false };

const owner = member({ id: "uc-owner", name: "Ayu Admin", email: "ayu@acme.test", role: "owner" });
const recruiter = member({
  id: "uc-rina",
  userId: "u-rina",
  name: "Rina Recruiter",
  email: "rina@acme.test",
  accessPermissions: [
    access("talentDb", "manage"),
    access("talentHunt", "denied"),
    access("postAJob", "create"),
    access("jobPost", "manage", [{ id: "j-1", title: "Backend Engineer" }]),
    access("jobPost", "view", [
      { id: "j-1", title: "Backend Engineer" },
      { id: "j-2", title: "Designer" },
      { id: "j-3", title: "Data Analyst" },
      { id: "j-4", title: "QA" },
    ]),
  ],
});
const newcomer = member({ id: "uc-budi", userId: "u-budi", name: "Budi Baru", email: "budi@acme.test" });

function serve(options: { members?: Member[]; pending?: Member[]; requests?: unknown[]; invitations?: unknown[] } = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get("*/api/v1/job-portal/company/c-1/member", ({ request }) => {
      const status = new URL(request.url).searchParams.getAll("status");
      return HttpResponse.json({ result: memberList(status.includes("pending") ? (options.pending ?? []) : (options.members ?? [owner, recruiter, newcomer])) });
    }),
    http.get("*/api/v1/job-portal/company/c-1/change-request", () => HttpResponse.json({ result: { docs: options.requests ?? [] } })),
    http.get("*/api/v1/job-portal/invited-user-company", () => HttpResponse.json({ result: { docs: options.invitations ?? [] } })),
    http.patch("*/api/v1/job-portal/user-company/:id", async ({ request, params }) => {
      requests.push({ method: "PATCH", path: String(params.id), body: await request.json() });
      return HttpResponse.json({ result: recruiter });
    }),
    http.delete("*/api/v1/job-portal/user-company/:id", ({ params }) => {
      requests.push({ method: "DELETE", path: String(params.id), body: null });
      return HttpResponse.json({ result: { id: params.id, userId: "u", deleted: true } });
    }),
    http.post("*/api/v1/job-portal/company/change-request/:id/:answer", ({ params }) => {
      requests.push({ method: "POST", path: `${params.id}/${params.answer}`, body: null });
      return HttpResponse.json({ result: { ...accessRequest, status: params.answer === "grant" ? "granted" : "declined" } });
    }),
    http.post("*/api/v1/job-portal/invited-user-company/:id/resend", ({ params }) => {
      requests.push({ method: "POST", path: `${params.id}/resend`, body: null });
      return HttpResponse.json({ result: invitation({ id: String(params.id), resent: true }) });
    }),
  );
  return requests;
}

const accessRequest = {
  id: "7b1d0c8e-0000-4000-8000-000000000001",
  companyId: "c-1",
  type: "permission",
  note: "Hiring interns this month",
  data: { resource: "talentHunt", action: "manage", allowedCriteria: null, page: { name: "Talent Search", url: "/explore-talents" } },
  status: "pending",
  requester: { userCompanyId: "uc-budi", userId: "u-budi", name: "Budi Baru", email: "budi@acme.test" },
  respondedBy: null,
  respondedAt: null,
  reRequestAt: "2026-11-25T03:30:00.000Z",
  createdAt: "2026-11-22T03:30:00.000Z",
  updatedAt: "2026-11-22T03:30:00.000Z",
};

function rowOf(email: string): HTMLElement {
  return document.querySelector(`tr[data-member-email="${email}"]`) as HTMLElement;
}

function cellsOf(email: string): string[] {
  return [...rowOf(email).querySelectorAll("th, td")].map((cell) => cell.textContent ?? "");
}

describe("the members table", () => {
  it("has the columns of spec 2.9", async () => {
    serve();
    renderWithUser(<ManageTeam viewer={OWNER} />);
    const table = await screen.findByRole("table");
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Member", "Talent Database", "Talent Search", "Create Job", "Analytics", "Access Per Job Post", "Actions"]);
  });

  it("labels each member's access with spec 6's words", async () => {
    serve();
    renderWithUser(<ManageTeam viewer={OWNER} />);
    await screen.findByRole("table");
    const [ownerCell, ...ownerAccess] = cellsOf("ayu@acme.test");
    expect(ownerCell).toContain("Admin");
    expect(ownerAccess.slice(0, 5)).toEqual(["Allow", "Allow", "Allow", "Allow", "All job postsEditor + See Salary"]);

    const rina = cellsOf("rina@acme.test");
    expect(rina.slice(1, 5)).toEqual(["Allow", "Denied", "Allow", "Denied"]);
    // Editor over Viewer on Backend Engineer, then Designer, then +2.
    expect(rina[5]).toBe("Backend EngineerEditorDesignerViewer+2");
  });

  it("lists every job behind +N", async () => {
    serve();
    const { user } = renderWithUser(<ManageTeam viewer={OWNER} />);
    await screen.findByRole("table");
    await user.click(within(rowOf("rina@acme.test")).getByRole("button", { name: "Show all 4 job posts" }));
    const dialog = await screen.findByText("Job post access");
    expect(dialog.parentElement).toHaveTextContent("Data AnalystViewer");
    expect(dialog.parentElement).toHaveTextContent("QAViewer");
  });

  it("offers the owner 'Click to give job access' and opens the member's access", async () => {
    const requests = serve();
    const { user } = renderWithUser(<ManageTeam viewer={OWNER} />);
    await screen.findByRole("table");
    await user.click(within(rowOf("budi@acme.test")).getByRole("button", { name: "Click to give job access" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit access: Budi Baru" });
    // Talent Search: Allow or Denied only, never Viewer.
    const talentSearch = within(dialog).getByRole("group", { name: "Talent Search" });
    expect(within(talentSearch).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Allow", "Denied"]);
    await user.click(within(talentSearch).getByRole("radio", { name: "Allow" }));
    await user.click(within(within(dialog).getByRole("group", { name: "Access Per Job Post" })).getByRole("radio", { name: "Viewer + See Salary" }));
    await user.click(within(dialog).getByRole("button", { name: "Save access" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: "PATCH",
      path: "u-budi",
      body: {
        accessPermissions: [
          { permission: { resource: "talentHunt", action: "manage" } },
          { permission: { resource: "jobPost", action: "view" }, allowedCriteria: null },
          { permission: { resource: "jobPostSalary", action: "view" }, allowedCriteria: null },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows 'No Acess to Job Post' to someone who is not the owner, read-only with the view-only message", async () => {
    serve();
    renderWithUser(<ManageTeam viewer={TEAM_VIEWER} />);
    await screen.findByRole("table");
    expect(within(rowOf("budi@acme.test")).getByText("No Acess to Job Post")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Click to give job access|Edit access|Remove|Invite Member/ })).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Your permission is view only. Contact Admin if you need access to edit");
  });

  it("asks before removing a member", async () => {
    const requests = serve();
    const { user } = renderWithUser(
      <>
        <ManageTeam viewer={OWNER} />
        <Toaster />
      </>,
    );
    await screen.findByRole("table");
    expect(within(rowOf("ayu@acme.test")).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Rina Recruiter" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove member?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(requests).toEqual([{ method: "DELETE", path: "uc-rina", body: null }]));
    expect(await screen.findByText("Member removed")).toBeInTheDocument();
  });

  it("opens the member named by ?userCompanyId", async () => {
    serve();
    renderWithUser(<ManageTeam viewer={OWNER} focusMemberId="uc-rina" />);
    expect(await screen.findByRole("dialog", { name: "Edit access: Rina Recruiter" })).toBeInTheDocument();
  });

  it("shows the error display when the members cannot load, and an empty state when a search finds none", async () => {
    serve();
    server.use(
      http.get("*/api/v1/job-portal/company/c-1/member", ({ request }) =>
        new URL(request.url).searchParams.getAll("status").includes("pending")
          ? HttpResponse.json({ result: memberList([]) })
          : HttpResponse.json({ message: "Only the Admin can see this", code: "PERMISSION_DENIED", errorId: "req-7", data: { errors: [] } }, { status: 403 }),
      ),
    );
    renderWithUser(<ManageTeam viewer={OWNER} />);
    expect(await screen.findByText("Only the Admin can see this")).toBeInTheDocument();
    expect(screen.getByText("(req-7)")).toBeInTheDocument();
  });
});

describe("requests waiting for the Admin", () => {
  it("grants an access request as asked", async () => {
    const requests = serve({ requests: [accessRequest] });
    const { user } = renderWithUser(<ManageTeam viewer={OWNER} />);
    const section = await screen.findByRole("region", { name: /Access requests/ });
    expect(section).toHaveTextContent("Budi Baru (budi@acme.test)");
    expect(section).toHaveTextContent("Asks for Talent Search: Allow · from Talent Search");
    expect(section).toHaveTextContent("“Hiring interns this month”");
    await user.click(within(section).getByRole("button", { name: "Grant Budi Baru's request" }));
    await waitFor(() => expect(requests).toEqual([{ method: "POST", path: `${accessRequest.id}/grant`, body: null }]));
  });

  it("accepts a join request", async () => {
    const pending = member({ id: "uc-sari", userId: "u-sari", name: "Sari", email: "sari@acme.test", status: "pending" });
    const requests = serve({ pending: [pending] });
    const { user } = renderWithUser(<ManageTeam viewer={OWNER} />);
    const section = await screen.findByRole("region", { name: /Join requests/ });
    await user.click(within(section).getByRole("button", { name: "Accept Sari's join request" }));
    await waitFor(() => expect(requests).toEqual([{ method: "PATCH", path: "u-sari", body: { status: "active" } }]));
  });
});

describe("the invited table", () => {
  it("shows email, Pending or Active, the sent or resent date as DD MMM YYYY, HH:mm, and Resend", async () => {
    const first = invitation({ email: "new@acme.test", sentAt: "2026-11-20T07:05:00.000Z" });
    const second = invitation({ email: "joined@acme.test", status: "active", resent: true, sentAt: "2026-11-18T01:30:00.000Z" });
    const requests = serve({ invitations: [first, second] });
    const { user } = renderWithUser(<ManageTeam viewer={OWNER} />);
    const table = await screen.findByRole("region", { name: "Invitations table" });
    const rows = within(table).getAllByRole("row").slice(1).map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["new@acme.test", "Pending", "Sent 20 Nov 2026, 14:05", "ResendWithdraw"],
      ["joined@acme.test", "Active", "Resent 18 Nov 2026, 08:30", ""],
    ]);
    await user.click(within(table).getByRole("button", { name: "Resend the invitation to new@acme.test" }));
    await waitFor(() => expect(requests).toEqual([{ method: "POST", path: `${first.id}/resend`, body: null }]));
  });

  it("says when nobody is invited", async () => {
    serve();
    renderWithUser(<ManageTeam viewer={OWNER} />);
    expect(await screen.findByText("No invitations yet")).toBeInTheDocument();
  });
});
