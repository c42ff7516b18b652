import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "@/components/ui/toast";
import { siteConfig } from "@/lib/site-config";
import type { HrisAdmin, HrisCompany } from "@/server/modules/hris/hris-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { HrisSwitcher } from "../components/hris-switcher";
import { useHrisSwitch } from "./use-hris-switch";

const tracked = vi.hoisted(() => [] as { name: string; data: unknown }[]);
vi.mock("@/lib/analytics", () => ({ track: (name: string, data: unknown) => tracked.push({ name, data }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  toast.dismiss();
});
afterAll(() => server.close());

const USER = { userId: "0b6f3c1e-8a43-4b1e-9a57-3f1d2c4b5a60", emailDomain: "acme.test" };
const COMPANY: HrisCompany = { id: "6a1d2f3e-4b5c-4d6e-8f70-8192a3b4c5d6", name: "Acme" };
const ADMIN: HrisAdmin = {
  id: "9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b",
  userId: USER.userId,
  companyId: COMPANY.id,
  role: "superAdmin",
  access: ["hris", "time", "finance", "performance", "settings"],
  name: "Ayu",
  email: "ayu@acme.test",
  createdAt: "2026-11-25T02:00:00.000Z",
};

const notFound = (code: string) => () => HttpResponse.json(apiErrorBody("Not found", code), { status: 404 });
const companyFound = () => HttpResponse.json({ result: { doc: COMPANY } });
const adminFound = () => HttpResponse.json({ result: { doc: ADMIN } });
const token = () => HttpResponse.json({ result: { loginToken: "tok-123", expire: 60, platform: "hris" } });

/** A tab as window.open returns it, recording where it was sent. */
function fakeTab() {
  return { opener: {} as unknown, closed: false, location: { href: "about:blank" }, document: { title: "", body: { textContent: "" } }, close() { this.closed = true; } };
}

let tab: ReturnType<typeof fakeTab>;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  tracked.length = 0;
  tab = fakeTab();
  open = vi.fn(() => tab);
  vi.stubGlobal("open", open);
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const hris = useHrisSwitch(USER);
  return (
    <>
      <HrisSwitcher expanded busy={hris.checking} onChooseHris={hris.chooseHris} />
      {hris.dialog}
      <Toaster />
    </>
  );
}

const chooseHris = async (user: ReturnType<typeof renderWithUser>["user"]) => user.click(screen.getByRole("radio", { name: "HRIS" }));
const handoffUrl = new URL(`${siteConfig.hrisUrl}/sign-in?token=tok-123`, window.location.href).href;

describe("the HRIS switcher", () => {
  it("is a radio group with ATS checked", () => {
    renderWithUser(<Harness />);
    const group = screen.getByRole("radiogroup", { name: "Product" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "ATS" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "HRIS" })).not.toBeChecked();
  });

  it("moves between the choices with the arrow keys without choosing", async () => {
    const { user } = renderWithUser(<Harness />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "ATS" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "HRIS" })).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
  });

  it("hands an admin over: the tab opens on the click and goes to the HRIS sign-in with a login token", async () => {
    let tokenBody: unknown;
    let companyQuery: string | null = null;
    server.use(
      http.get("*/api/v2/hris/company/one", ({ request }) => {
        companyQuery = new URL(request.url).searchParams.get("email_domain_eq");
        return companyFound();
      }),
      http.get("*/api/v2/hris/admin/one", adminFound),
      http.post("*/api/v1/auth/login-token", async ({ request }) => {
        tokenBody = await request.json();
        return token();
      }),
    );
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    // Synchronously, inside the click: before any answer.
    expect(open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe(handoffUrl));
    expect(tab.opener).toBeNull();
    expect(companyQuery).toBe("acme.test");
    expect(tokenBody).toEqual({ platform: "hris" });
    await waitFor(() => expect(tracked.map((event) => event.name)).toEqual(["ed_hris_handoff", "ed_hris_switch"]));
    expect(tracked[1]).toEqual({ name: "ed_hris_switch", data: { to: "hris", outcome: "handedOver" } });
  });

  it("offers the Super Admin confirmation when the company is not on HRIS, and hands over once confirmed", async () => {
    let created: unknown;
    server.use(
      http.get("*/api/v2/hris/company/one", notFound("HRIS_COMPANY_NOT_FOUND")),
      http.post("*/api/v2/hris/admin/action/create-from-external", async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ result: { doc: ADMIN } }, { status: 201 });
      }),
      http.post("*/api/v1/auth/login-token", token),
    );
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    const dialog = await screen.findByRole("dialog", { name: "Set up HRIS for your company" });
    expect(dialog).toHaveTextContent("you become its Super Admin");
    expect(tab.closed).toBe(true);

    const secondTab = fakeTab();
    open.mockReturnValue(secondTab);
    await user.click(screen.getByRole("button", { name: "Become Super Admin" }));
    await waitFor(() => expect(secondTab.location.href).toBe(handoffUrl));
    expect(created).toEqual({ userId: USER.userId, from: "ats" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(tracked.map((event) => event.name)).toEqual(expect.arrayContaining(["ed_hris_switch", "ed_hris_super_admin_created", "ed_hris_handoff"]));
  });

  it("offers the request-access modal instead when a colleague became Super Admin first", async () => {
    let companyLookups = 0;
    server.use(
      http.get("*/api/v2/hris/company/one", () => {
        companyLookups += 1;
        return companyLookups === 1 ? notFound("HRIS_COMPANY_NOT_FOUND")() : companyFound();
      }),
      http.post("*/api/v2/hris/admin/action/create-from-external", () =>
        HttpResponse.json(apiErrorBody("Someone is Super Admin already", "HRIS_SUPER_ADMIN_EXISTS"), { status: 409 }),
      ),
      http.get("*/api/v2/hris/joinrequest/one", notFound("HRIS_JOIN_REQUEST_NOT_FOUND")),
    );
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    await user.click(await screen.findByRole("button", { name: "Become Super Admin" }));
    expect(await screen.findByRole("dialog", { name: "Request access to HRIS" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: /Note/ })).toBeInTheDocument();
    expect(tab.closed).toBe(true);
  });

  it("opens the request-access modal when the company is on HRIS but the user is not an admin", async () => {
    server.use(
      http.get("*/api/v2/hris/company/one", companyFound),
      http.get("*/api/v2/hris/admin/one", notFound("HRIS_ADMIN_NOT_FOUND")),
      http.get("*/api/v2/hris/joinrequest/one", notFound("HRIS_JOIN_REQUEST_NOT_FOUND")),
    );
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    expect(await screen.findByRole("dialog", { name: "Request access to HRIS" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: /Note/ })).toBeInTheDocument();
    expect(tab.closed).toBe(true);
    await waitFor(() => expect(tracked).toContainEqual({ name: "ed_hris_switch", data: { to: "hris", outcome: "requestAccessOffered" } }));
  });

  it("shows the error toast for any other failure and closes the waiting tab", async () => {
    server.use(
      http.get("*/api/v2/hris/company/one", companyFound),
      http.get("*/api/v2/hris/admin/one", () => HttpResponse.json(apiErrorBody("HRIS is down", "INTERNAL_ERROR", { errorId: "req-5" }), { status: 500 })),
    );
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("HRIS is down (req-5)");
    expect(alert).toHaveAttribute("data-toast-type", "error");
    expect(tab.closed).toBe(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("treats a 404 of another kind as an error, not as 'no company'", async () => {
    server.use(http.get("*/api/v2/hris/company/one", notFound("NOT_FOUND")));
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    expect(await screen.findByRole("alert")).toHaveAttribute("data-toast-type", "error");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is busy while checking and ignores further presses", async () => {
    let lookups = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/api/v2/hris/company/one", async () => {
        lookups += 1;
        await gate;
        return companyFound();
      }),
      http.get("*/api/v2/hris/admin/one", adminFound),
      http.post("*/api/v1/auth/login-token", token),
    );
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    expect(screen.getByRole("radiogroup", { name: "Product" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your HRIS access…");
    await chooseHris(user);
    release();
    await waitFor(() => expect(tab.location.href).toBe(handoffUrl));
    expect(lookups).toBe(1);
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("radiogroup", { name: "Product" })).not.toHaveAttribute("aria-busy"));
  });

  it("offers a link when the browser blocked the tab", async () => {
    open.mockReturnValue(null);
    server.use(http.get("*/api/v2/hris/company/one", companyFound), http.get("*/api/v2/hris/admin/one", adminFound), http.post("*/api/v1/auth/login-token", token));
    const { user } = renderWithUser(<Harness />);
    await chooseHris(user);
    const openHris = await screen.findByRole("button", { name: "Open HRIS" });
    open.mockClear();
    // A plain click: sonner's pointer handlers need pointer capture, which jsdom lacks.
    fireEvent.click(openHris);
    expect(open).toHaveBeenCalledWith(handoffUrl, "_blank", "noopener,noreferrer");
  });
});
