import { fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { NavItem } from "@/components/layout/nav-types";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";
import { memberPermissions } from "../testing/permission-fixtures";
import { useGuardedMenu } from "./guarded-menu";

const server = setupServer(
  http.get("*/api/v1/job-portal/company/c-1/change-request/approver", () =>
    HttpResponse.json({ result: { role: "owner", name: "Ayu", email: "ayu@acme.test" } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const items: NavItem[] = [{ type: "link", id: "talent-search", label: "Talent Search", href: "/explore-talents" }];

function Menu({ permissions }: { permissions: MyPermissions }) {
  const guarded = useGuardedMenu(items, permissions);
  const link = guarded.items[0] as Extract<NavItem, { type: "link" }>;
  return (
    <>
      <a href={link.href} onClick={link.onClick}>
        {link.label}
      </a>
      {guarded.dialog}
    </>
  );
}

describe("useGuardedMenu", () => {
  it("opens the request-permission dialog, loaded on the first denied click, instead of navigating", async () => {
    renderWithUser(<Menu permissions={memberPermissions()} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Talent Search" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
