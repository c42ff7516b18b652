import "@/tests/ui/browser-polyfills";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { memberPermissions, ownerPermissions } from "@/features/permissions/testing/permission-fixtures";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { TalentHuntAccess } from "./talent-hunt-access";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(permissions: unknown) {
  server.use(
    http.get("*/api/v1/job-portal/permission", () => HttpResponse.json({ result: permissions })),
    http.get("*/api/v1/job-portal/company/c-1/change-request", () => HttpResponse.json({ result: { docs: [] } })),
    http.get("*/api/v1/job-portal/company/c-1/change-request/approver", () => HttpResponse.json({ result: { role: "owner", name: "Ayu", email: "ayu@acme.test" } })),
  );
}

const page = () => <TalentHuntAccess>{(canManage) => <p>{canManage ? "Search with actions" : "Search read-only"}</p>}</TalentHuntAccess>;

describe("TalentHuntAccess", () => {
  it("gives the owner and members with manage on talentHunt the whole page", async () => {
    answer(ownerPermissions());
    renderWithUser(page());
    expect(await screen.findByText("Search with actions")).toBeInTheDocument();
  });

  it("lets a member holding view only read without actions", async () => {
    answer(memberPermissions({ talentHunt: { view: true } }));
    renderWithUser(page());
    expect(await screen.findByText("Search read-only")).toBeInTheDocument();
  });

  it("shows a member without talentHunt the denied page, whose button opens the request-permission dialog", async () => {
    answer(memberPermissions({ talentDb: { view: true, manage: true } }));
    const { user } = renderWithUser(page());
    expect(await screen.findByRole("heading", { name: "You don’t have access to this page" })).toBeInTheDocument();
    expect(screen.queryByText(/Search/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Request Access" }));
    expect(await screen.findByRole("dialog", { name: "Request access" })).toHaveTextContent("Talent Search");
  });
});
