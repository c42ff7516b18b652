import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { NavItem, NavLink } from "@/components/layout/nav-types";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { memberPermissions, ownerPermissions } from "../testing/permission-fixtures";
import { GuardedPage } from "./guarded-page";
import { guardMenuItems } from "./guarded-menu";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ownRequest = {
  id: "8d4c1c9e-2f1b-4a57-9a55-6d3f1f0b7a10",
  companyId: "c-1",
  type: "permission",
  note: null,
  data: { resource: "talentHunt", action: "manage", allowedCriteria: null, page: { name: "Talent Search", url: "/explore-talents" } },
  status: "pending",
  requester: { userCompanyId: "uc-2", userId: "u-2", name: "Budi", email: "budi@acme.test" },
  respondedBy: null,
  respondedAt: null,
  reRequestAt: "2026-11-25T03:30:00.000Z",
  createdAt: "2026-11-22T03:30:00.000Z",
  updatedAt: "2026-11-22T03:30:00.000Z",
};

function answer(permissions: unknown, approver = { role: "owner", name: "Ayu", email: "ayu@acme.test" }, ownRequests: unknown[] = []) {
  server.use(
    http.get("*/api/v1/job-portal/company/c-1/change-request", () => HttpResponse.json({ result: { docs: ownRequests } })),
    http.get("*/api/v1/job-portal/permission", () => HttpResponse.json({ result: permissions })),
    http.get("*/api/v1/job-portal/company/c-1/change-request/approver", ({ request }) =>
      new URL(request.url).searchParams.get("resource") ? HttpResponse.json({ result: approver }) : new HttpResponse(null, { status: 422 }),
    ),
  );
}

describe("GuardedPage", () => {
  it("shows the page to a member holding the permission", async () => {
    answer(memberPermissions({ talentHunt: { view: true, manage: true } }));
    renderWithUser(<GuardedPage page="exploreTalents">Search content</GuardedPage>);
    expect(await screen.findByText("Search content")).toBeInTheDocument();
  });

  it("refuses a member without manage on talentHunt, naming the Admin's email, and lets them ask", async () => {
    answer(memberPermissions({ talentHunt: { view: true } }));
    const { user } = renderWithUser(<GuardedPage page="exploreTalents">Search content</GuardedPage>);
    expect(await screen.findByRole("heading", { name: "You don’t have access to this page" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "ayu@acme.test" })).toHaveAttribute("href", "mailto:ayu@acme.test");
    expect(screen.queryByText("Search content")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Request Access" }));
    expect(screen.getByRole("dialog", { name: "Request access" })).toHaveTextContent("Talent Search");
  });

  it("shows the member's pending request for the page and lets them withdraw it", async () => {
    answer(memberPermissions(), undefined, [ownRequest, { ...ownRequest, id: "other", requester: { ...ownRequest.requester, userCompanyId: "uc-9" } }]);
    let withdrawn = "";
    server.use(
      http.delete("*/api/v1/job-portal/company/change-request/:id", ({ params }) => {
        withdrawn = String(params.id);
        return HttpResponse.json({ result: ownRequest });
      }),
    );
    const { user } = renderWithUser(<GuardedPage page="exploreTalents">Search content</GuardedPage>);
    expect(await screen.findByTestId("pending-access-request")).toHaveTextContent("You asked for this access on 22 Nov 2026, 10:30");
    server.use(http.get("*/api/v1/job-portal/company/c-1/change-request", () => HttpResponse.json({ result: { docs: [] } })));
    await user.click(screen.getByRole("button", { name: "Withdraw request" }));
    await waitFor(() => expect(screen.queryByTestId("pending-access-request")).not.toBeInTheDocument());
    expect(withdrawn).toBe(ownRequest.id);
  });

  it("lets analytics in with view only", async () => {
    answer(memberPermissions({ analyticsGeneral: { view: true } }));
    renderWithUser(<GuardedPage page="analytics">Figures</GuardedPage>);
    expect(await screen.findByText("Figures")).toBeInTheDocument();
  });

  it("always lets the owner in", async () => {
    answer(ownerPermissions());
    renderWithUser(<GuardedPage page="talentDatabase">Records</GuardedPage>);
    expect(await screen.findByText("Records")).toBeInTheDocument();
  });
});

describe("guardMenuItems", () => {
  const link = (id: string, href: string): NavLink => ({ type: "link", id, label: id, href });
  const items: NavItem[] = [
    { type: "section", id: "hiring", label: "Hiring", children: [link("home", "/"), link("talent-search", "/explore-talents"), link("analytics", "/analytics")] },
  ];
  const links = (result: NavItem[]) => (result[0]!.type === "section" ? (result[0]!.children as NavLink[]) : []);

  it("opens the request dialog instead of navigating to a page the member may not open", () => {
    const onDenied = vi.fn();
    const [home, search, analytics] = links(guardMenuItems(items, memberPermissions({ analyticsGeneral: { view: true } }), onDenied));
    expect(home!.onClick).toBeUndefined();
    expect(analytics!.onClick).toBeUndefined();
    const event = { preventDefault: vi.fn() } as unknown as React.MouseEvent<HTMLAnchorElement>;
    search!.onClick!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onDenied).toHaveBeenCalledWith("exploreTalents");
  });

  it("leaves the owner's menu alone, and the menu before permissions are known", () => {
    expect(guardMenuItems(items, ownerPermissions(), vi.fn())).toBe(items);
    expect(guardMenuItems(items, undefined, vi.fn())).toBe(items);
  });
});
