import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { BUILT_IN_TEMPLATES } from "@/server/modules/candidate-emails/built-in-templates";
import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { EmailTemplatesDialog } from "./email-templates-dialog";

type Template = { key: EmailTemplateKey; name: string; subject: string; body: string; placeholders: string[]; isCustom: boolean; updatedAt: string | null };
const builtIn = (key: EmailTemplateKey): Template => ({ ...BUILT_IN_TEMPLATES[key], placeholders: [...BUILT_IN_TEMPLATES[key].placeholders], isCustom: false, updatedAt: null });

let templates: Template[] = [];
const writes: { method: string; key: string; body?: unknown }[] = [];

type Settings = { editors: "teamEditors" | "jobPostEditors" | "allMembers"; mayEditTemplates: boolean; mayChangeEditors: boolean };
const EDITOR: Settings = { editors: "jobPostEditors", mayEditTemplates: true, mayChangeEditors: false };
const ADMIN: Settings = { editors: "jobPostEditors", mayEditTemplates: true, mayChangeEditors: true };
const READER: Settings = { editors: "jobPostEditors", mayEditTemplates: false, mayChangeEditors: false };

// The editor loads on first open (a lazy chunk): slower than one render on a busy machine.
const LOADED = { timeout: 5_000 };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  templates = EMAIL_TEMPLATE_KEYS.map(builtIn);
  writes.length = 0;
  settingsWrites.length = 0;
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

const settingsWrites: unknown[] = [];
const serveSettings = (body: Settings) => {
  let current = body;
  server.use(
    http.get("*/api/v1/job-portal/email-template-settings", () => HttpResponse.json({ result: current })),
    http.put("*/api/v1/job-portal/email-template-settings", async ({ request }) => {
      const sent = (await request.json()) as Pick<Settings, "editors">;
      settingsWrites.push(sent);
      current = { ...current, ...sent };
      return HttpResponse.json({ result: current });
    }),
  );
};

describe("EmailTemplatesDialog", { timeout: 20_000 }, () => {
  it("lists the five templates of spec 3, each with its placeholders", async () => {
    serveSettings(EDITOR);
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
    serveSettings(EDITOR);
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
    serveSettings(EDITOR);
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
    serveSettings(ADMIN);
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

  it("is read-only for a member the company's setting leaves out", async () => {
    serveSettings(READER);
    renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    expect(await screen.findByText("You can read these templates. Admin and job post Editors can change them.", {}, LOADED)).toBeInTheDocument();
    const panel = within(screen.getByRole("tabpanel"));
    expect(panel.getByRole("textbox", { name: /Subject/ })).toHaveAttribute("readonly");
    expect(panel.queryByRole("button", { name: "Save template" })).not.toBeInTheDocument();
    expect(panel.queryByRole("button", { name: /Insert/ })).not.toBeInTheDocument();
    expect(panel.getByText("{{Talent Name}}")).toBeInTheDocument();
  });

  it("lets the Admin or a Team Editor choose who can change the templates", async () => {
    serveSettings(ADMIN);
    const { user } = renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    const choice = await screen.findByRole("combobox", { name: "Who can change these templates" }, LOADED);
    expect(choice).toHaveValue("jobPostEditors");
    expect(within(choice).getAllByRole("option").map((option) => option.textContent)).toEqual(["Admin and Team Editors", "Admin and job post Editors", "Every member"]);
    expect(choice).toHaveAccessibleDescription("Anyone who may edit at least one job post. The Admin always can.");
    await user.selectOptions(choice, "allMembers");
    await waitFor(() => expect(settingsWrites).toEqual([{ editors: "allMembers" }]));
    await waitFor(() => expect(choice).toHaveAccessibleDescription("Every active member of the company. The Admin always can."));
    expect(choice).toHaveValue("allMembers");
  });

  it("shows the setting without a choice to a member who cannot change it", async () => {
    serveSettings({ editors: "teamEditors", mayEditTemplates: false, mayChangeEditors: false });
    renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    expect(await screen.findByText("Admin and Team Editors", { selector: "span" }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Who can change these templates" })).not.toBeInTheDocument();
    expect(screen.getByText("You can read these templates. Admin and Team Editors can change them.")).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).queryByRole("button", { name: "Save template" })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a setting change", async () => {
    serveSettings(ADMIN);
    server.use(
      http.put("*/api/v1/job-portal/email-template-settings", () =>
        HttpResponse.json(apiErrorBody("Only the Admin or a Team Editor can choose who changes the email templates", "PERMISSION_DENIED"), { status: 403 }),
      ),
    );
    const { user } = renderWithUser(<EmailTemplatesDialog open onOpenChange={() => undefined} />);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Who can change these templates" }, LOADED), "teamEditors");
    expect(await screen.findByText(/Only the Admin or a Team Editor can choose who changes the email templates/)).toBeInTheDocument();
  });
});
