import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HrisAdmin, HrisJoinRequest } from "@/server/modules/hris/hris-schemas";
import { AdminList } from "./admin-list";
import { PendingRequests } from "./pending-requests";

const request: HrisJoinRequest = {
  id: "0d3e0000-0000-4000-8000-00000000f003",
  userId: "u-1",
  companyId: "c-1",
  status: "pending",
  note: "I run payroll",
  updatedAt: "2026-11-25T03:00:00.000Z",
  canResend: false,
  reRequestAt: "2026-11-28T03:00:00.000Z",
  emails: [{ email: "budi@demo-company.test" }],
  name: "Budi Santoso",
  decidedAt: null,
};
const admin = (overrides: Partial<HrisAdmin>): HrisAdmin => ({
  id: "a-1",
  userId: "u-1",
  companyId: "c-1",
  role: "admin",
  access: ["hris", "time"],
  name: "Budi Santoso",
  email: "budi@demo-company.test",
  createdAt: "2026-11-25T03:00:00.000Z",
  ...overrides,
});

describe("PendingRequests", () => {
  it("names the requester in Approve and Deny, shows the note and when they asked (DD MM YYYY HH:mm)", () => {
    render(<PendingRequests requests={[request]} />);
    const approve = screen.getByRole("button", { name: "Approve Budi Santoso" });
    expect(approve.closest("form")).toHaveAttribute("method", "post");
    expect(within(approve.closest("form")!).getByDisplayValue(request.id)).toHaveAttribute("name", "id");
    expect(screen.getByRole("button", { name: "Deny Budi Santoso" })).toBeInTheDocument();
    expect(screen.getByText("I run payroll")).toBeInTheDocument();
    expect(screen.getByText("Asked 25 11 2026 10:00 WIB")).toBeInTheDocument();
  });

  it("says so when no one is waiting", () => {
    render(<PendingRequests requests={[]} />);
    expect(screen.getByText(/No one is waiting for access/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("AdminList", () => {
  it("offers an admin's access as checkboxes and a confirmed removal; the Super Admin neither", () => {
    render(<AdminList admins={[admin({ id: "s-1", role: "superAdmin", name: "Dewi Lestari", access: ["hris", "time", "finance", "performance", "settings"] }), admin({})]} />);
    const access = screen.getByRole("group", { name: "Access of Budi Santoso" });
    expect(within(access).getByRole("checkbox", { name: "HRIS" })).toBeChecked();
    expect(within(access).getByRole("checkbox", { name: "Finance" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Save access of Budi Santoso" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove access of Budi Santoso" })).toBeInTheDocument();
    expect(screen.getByText("Every access. The Super Admin cannot be removed.")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Access of Dewi Lestari" })).toBeNull();
  });
});
