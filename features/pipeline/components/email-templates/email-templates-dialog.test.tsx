import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { BUILT_IN_TEMPLATES } from "@/server/modules/candidate-emails/built-in-templates";
import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from "@/server/modules/jobs/job-contract";
import { EmailTemplatesDialog } from "./email-templates-dialog";

type Template = { key: EmailTemplateKey; name: string; subject: string; body: string; placeholders: string[]; isCustom: boolean; updatedAt: string | null };
const builtIn = (key: EmailTemplateKey): Template => ({ ...BUILT_IN_TEMPLATES[key], placeholders: [...BUILT_IN_TEMPLATES[key].placeholders], isCustom: false, updatedAt: null });

let templates: Template[] = [];
const writes: { method: string; key: string; body?: unknown }[] = [];

function permissions(manage: { all: boolean; jobIds: string[] }, isOwner = false) {
  return {
    userCompanyId: "uc-1",
    companyId: "c-1",
    role: isOwner ? "owner" : "member",
    isOwner,
    accessPermissions: [],
    permissions: {},
    jobScopes: { jobPost: { view: { all: true, jobIds: [] }, manage }, jobPostSalary: { view: { all: false, jobIds: [] } } },
    canAccessTalentSearch: false,
    canAccessTalentDB: false,
    canAccessAnalytics: false,
    canPostAJob: false,
    canViewTeam: false,
    canManageTeam: false,
    canEditCompanyProfile: false,
  };
}

// The editor loads on first open (a lazy chunk): slower than one render on a busy machine.
const LOADED = { timeout: 5_000 };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  templates = EMAIL_TEMPLATE_KEYS.map(builtIn);
  writes.length = 0;
  server.use(
    http.get("*/api/v1/job-portal/email-templates", () => HttpResponse.json({ result: { docs: templates } })),
    http.put("*/api/v1/job-portal/email-templates/:key", async ({ params, request }) => {
      const body = (await request.json()) as { subject: string; body: string };
      const key = String(params.key) as EmailTemplateKey;
      writes.push({ method: "PUT", key, body });
      const saved = { ...builtIn(key), ...body, isCustom: true, updatedAt: "2026-11-05T03:00:00.000Z" };
      templates = templates.map((entry) => (entry.key === key ? saved : entry));
      return HttpResponse.json({ result: saved });
    }),
    http.delete("*/api/v1/job-portal/email-templates/:key", ({ params }) => {
      const key = String(params.key) as EmailTemplateKey;
      writes.push({ method: "DELETE", key });
      templates = templates.map((entry) => (entry.key === key ? builtIn(key) : entry));
      return HttpResponse.json({ result: builtIn(key) });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const servePermissions = (body: ReturnType<typeof permissions>) => server.use(http.get("*/api/v1/job-portal/permission", () => HttpResponse.json({ result: body })));

describe("EmailTemplatesDialog", { timeout: 20_000 }, () => {
  it("lists the five templates of spec 3, each with its placeholders", async () => {
    servePermissions(permissions({ all: false, jobIds: ["job-1"] }));
    const { user } = renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    const tabs = await screen.findByRole("tablist", { name: "Email templates" }, LOADED);
    expect(within(tabs).getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Case study invitation",
      "Shortlist",
      "Rejection",
      "Move to another role",
      "Reconsideration",
    ]);
    await user.click(within(tabs).getByRole("tab", { name: BUILT_IN_TEMPLATES.moveToAnotherRole.name }));
    const panel = screen.getByRole("tabpanel");
    const chips = within(within(panel).getByRole("group", { name: /Insert a placeholder/ })).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual(BUILT_IN_TEMPLATES.moveToAnotherRole.placeholders.map((name) => `{{${name}}}`));
  });

  it("saves the company's wording of a template, then resets it to the built-in text", async () => {
    servePermissions(permissions({ all: false, jobIds: ["job-1"] }));
    const { user } = renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    await user.click(await screen.findByRole("tab", { name: "Rejection" }, LOADED));
    const panel = within(screen.getByRole("tabpanel"));
    const save = await panel.findByRole("button", { name: "Save template" });
    expect(save).toBeDisabled();
    const subject = panel.getByRole("textbox", { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, "An update on {{{{Job Title}}");
    await user.click(save);
    await waitFor(() => expect(writes).toEqual([{ method: "PUT", key: "rejection", body: { subject: "An update on {{Job Title}}", body: BUILT_IN_TEMPLATES.rejection.body } }]));
    expect(await screen.findByRole("tab", { name: "Rejection (edited)" })).toBeInTheDocument();
    expect(panel.getByText(/Your company's wording, last changed 05 Nov 2026, 10:00 WIB/)).toBeInTheDocument();

    await user.click(panel.getByRole("button", { name: "Reset to the built-in text" }));
    await waitFor(() => expect(subject).toHaveValue(BUILT_IN_TEMPLATES.rejection.subject));
    expect(writes.at(-1)).toEqual({ method: "DELETE", key: "rejection" });
    expect(await screen.findByRole("tab", { name: "Rejection" })).toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Reset to the built-in text" })).not.toBeInTheDocument();
  });

  it("keeps unsaved words while another template is looked at", async () => {
    servePermissions(permissions({ all: true, jobIds: [] }));
    const { user } = renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    await user.click(await screen.findByRole("tab", { name: "Shortlist" }, LOADED));
    const subject = within(screen.getByRole("tabpanel")).getByRole("textbox", { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, "Draft subject");
    await user.click(screen.getByRole("tab", { name: "Rejection" }));
    await user.click(screen.getByRole("tab", { name: "Shortlist" }));
    expect(within(screen.getByRole("tabpanel")).getByRole("textbox", { name: /Subject/ })).toHaveValue("Draft subject");
  });

  it("shows the API's refusal of an unknown placeholder beside the field", async () => {
    servePermissions(permissions({ all: true, jobIds: [] }, true));
    server.use(
      http.put("*/api/v1/job-portal/email-templates/:key", () =>
        HttpResponse.json(apiErrorBody("Invalid body: body Unknown placeholder {{Colour}}", "UNKNOWN_PLACEHOLDER", { errors: [{ field: "body", message: "Unknown placeholder {{Colour}}" }] }), {
          status: 422,
        }),
      ),
    );
    const { user } = renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    const panel = within(await screen.findByRole("tabpanel", {}, LOADED));
    const body = await panel.findByRole("textbox", { name: /Message/ });
    await user.type(body, " {{{{Colour}}");
    await user.click(panel.getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(body).toHaveAccessibleDescription("Unknown placeholder {{Colour}}"));
  });

  it("is read-only for a member who manages no job", async () => {
    servePermissions(permissions({ all: false, jobIds: [] }));
    renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    expect(await screen.findByText("You can read these templates. The owner and members who manage a job post can change them.", {}, LOADED)).toBeInTheDocument();
    const panel = within(screen.getByRole("tabpanel"));
    expect(panel.getByRole("textbox", { name: /Subject/ })).toHaveAttribute("readonly");
    expect(panel.queryByRole("button", { name: "Save template" })).not.toBeInTheDocument();
    expect(panel.queryByRole("button", { name: /Insert/ })).not.toBeInTheDocument();
    expect(panel.getByText("{{Talent Name}}")).toBeInTheDocument();
  });

  it("takes the caller's right to manage from its props without asking", async () => {
    // No permission handler: asking would fail the test (unhandled request).
    renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} canManage />);
    expect(await within(await screen.findByRole("tabpanel", {}, LOADED)).findByRole("button", { name: "Save template" })).toBeInTheDocument();
  });
});
