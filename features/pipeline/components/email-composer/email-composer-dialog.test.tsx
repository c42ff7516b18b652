import "@/tests/ui/browser-polyfills";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { BUILT_IN_TEMPLATES } from "@/server/modules/candidate-emails/built-in-templates";
import { EMAIL_TEMPLATE_KEYS } from "@/server/modules/jobs/jobs-contract";
import { JOB_ID, NEXT, SARI } from "../../testing/applicant-fixtures";
import { EmailComposerDialog, type EmailComposerDialogProps } from "./email-composer-dialog";
import { PREVIEW_DEBOUNCE_MS } from "./email-preview";

const TEMPLATES = EMAIL_TEMPLATE_KEYS.map((key) => ({ ...BUILT_IN_TEMPLATES[key], placeholders: [...BUILT_IN_TEMPLATES[key].placeholders], isCustom: false, updatedAt: null }));
const OTHER_JOB = "00000000-0000-4000-8000-000000000888";

// The API's values for Sari Wulandari: the preview fills what it knows and lists the rest.
const VALUES: Record<string, string> = { "Talent Name": "Sari Wulandari", "Job Title": "Frontend Engineer", "Company Name": "Kopi Kenangan", "Your Name": "Dewi Lestari", "Step Name": "CV Screening", "total jobs": "4" };
function render(text: string, unknown: Set<string>) {
  return text.replace(/\{\{([^{}]*)\}\}/g, (whole, name: string) => VALUES[name.trim()] ?? (unknown.add(name.trim()), whole));
}

const previews: { subject: string; body: string; applicationId: string; templateKey: string }[] = [];
const sends: unknown[] = [];
const server = setupServer(
  http.get("*/api/v1/job-portal/email-templates", () => HttpResponse.json({ result: { docs: TEMPLATES } })),
  http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/emails/preview`, async ({ request }) => {
    const body = (await request.json()) as (typeof previews)[number];
    previews.push(body);
    const unknown = new Set<string>();
    return HttpResponse.json({ result: { subject: render(body.subject, unknown), body: render(body.body, unknown), unknownPlaceholders: [...unknown] } });
  }),
  http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/emails`, async ({ request }) => {
    const body = (await request.json()) as { applicationIds: string[] };
    sends.push(body);
    return HttpResponse.json({ result: { queued: body.applicationIds.length, skipped: 0 } });
  }),
  http.get("*/api/v1/job-portal/job", () =>
    HttpResponse.json({
      result: {
        docs: [OTHER_JOB, JOB_ID].map((id) => ({
          id,
          role: id === JOB_ID ? "Frontend Engineer" : "Backend Engineer",
          status: "published",
          slug: id,
          workplaceType: "remote",
          employmentTypes: ["fullTime"],
          location: null,
          salaryType: "paid",
          startRange: null,
          endRange: null,
          salaryHidden: false,
          applicationPlatform: "internal",
          applicantCount: 0,
          steps: [],
          publishedAt: null,
          closedAt: null,
          createdAt: "2026-11-01T00:00:00.000Z",
          updatedAt: "2026-11-01T00:00:00.000Z",
          canEdit: true,
        })),
        nextCursor: null,
        counts: { all: 2, draft: 0, published: 2, closed: 0 },
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  previews.length = 0;
  sends.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(props: Partial<EmailComposerDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithUser(<EmailComposerDialog open onOpenChange={onOpenChange} jobId={JOB_ID} applicationIds={[SARI]} templateKey="shortlist" {...props} />);
  return { ...view, onOpenChange };
}

describe("EmailComposerDialog", { timeout: 20_000 }, () => {
  it("previews the template with the first recipient's real values, following the edits after a pause", async () => {
    open({ applicationIds: [SARI, NEXT] });
    const dialog = screen.getByRole("dialog", { name: "Email 2 candidates" });
    const subject = await within(dialog).findByRole("textbox", { name: /Subject/ });
    expect(subject).toHaveValue(BUILT_IN_TEMPLATES.shortlist.subject);
    expect(await within(dialog).findByTestId("email-preview-subject", {}, { timeout: 3_000 })).toHaveTextContent("Good news about your application for Frontend Engineer at Kopi Kenangan");
    expect(within(dialog).getByTestId("email-preview-body")).toHaveTextContent("Hi Sari Wulandari,");
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({ applicationId: SARI, templateKey: "shortlist" });

    expect(within(dialog).getByTestId("email-count")).toHaveTextContent("2 emails will be sent, one to each applicant");

    // Typing: the preview waits for a 400 ms pause, then renders the new words.
    vi.useFakeTimers();
    try {
      fireEvent.change(subject, { target: { value: "Hello {{Talent" } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      fireEvent.change(subject, { target: { value: "Hello {{Talent Name}}" } });
      await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS - 1));
      expect(previews).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(within(dialog).getByTestId("email-preview-subject")).toHaveTextContent("Hello Sari Wulandari"));
      expect(previews).toHaveLength(2);
      expect(PREVIEW_DEBOUNCE_MS).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it("inserts a placeholder chip where the caret is, and warns of unknown placeholders", async () => {
    const { user } = open();
    const body = await screen.findByRole("textbox", { name: /Message/ });
    await user.clear(body);
    await user.type(body, "Dear , welcome");
    body.focus();
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(screen.getByRole("button", { name: "Insert Talent Name" }));
    expect(body).toHaveValue("Dear {{Talent Name}}, welcome");
    expect(body).toHaveFocus();

    await user.type(body, " {{{{Favourite Colour}}");
    expect(await screen.findByText(/Unknown placeholder, to fix before sending/, {}, { timeout: 3_000 })).toHaveTextContent("{{Favourite Colour}}");
  });

  it("switches to another template's words", async () => {
    const { user } = open();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Template" }), "Rejection");
    expect(screen.getByRole("textbox", { name: /Subject/ })).toHaveValue(BUILT_IN_TEMPLATES.rejection.subject);
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue(BUILT_IN_TEMPLATES.rejection.body);
    expect(screen.queryByRole("combobox", { name: "New job" })).not.toBeInTheDocument();
  });

  it("sends one email per applicant with the edited words, once", async () => {
    const { user, onOpenChange } = open({ applicationIds: [SARI, NEXT], templateKey: "rejection" });
    const subject = await screen.findByRole("textbox", { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, "About your application");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sends).toEqual([
      {
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        applicationIds: [SARI, NEXT],
        templateKey: "rejection",
        subject: "About your application",
        body: BUILT_IN_TEMPLATES.rejection.body,
      },
    ]);
  });

  it("asks for a subject and a message before sending", async () => {
    const { user } = open();
    const subject = await screen.findByRole("textbox", { name: /Subject/ });
    await user.clear(subject);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a subject")).toBeInTheDocument();
    expect(subject).toHaveAttribute("aria-invalid", "true");
    expect(sends).toEqual([]);
  });

  it("shows the API's refusal beside the field it names", async () => {
    server.use(
      http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/emails`, () =>
        HttpResponse.json(apiErrorBody("Invalid body: body Unknown placeholder {{Colour}}", "UNKNOWN_PLACEHOLDER", { errors: [{ field: "body", message: "Unknown placeholder {{Colour}}" }] }), {
          status: 422,
        }),
      ),
    );
    const { user, onOpenChange } = open();
    await screen.findByRole("textbox", { name: /Message/ });
    await user.click(screen.getByRole("button", { name: "Send" }));
    const message = screen.getByRole("textbox", { name: /Message/ });
    await waitFor(() => expect(message).toHaveAccessibleDescription("Unknown placeholder {{Colour}}"));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("asks which job for the move-to-another-role template, and sends it as newJobId", async () => {
    const { user } = open({ templateKey: "moveToAnotherRole" });
    const job = await screen.findByRole("combobox", { name: "New job" });
    // The job the applicant is in is not another role.
    await waitFor(() => expect(within(job).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose the job", "Backend Engineer"]));
    await user.selectOptions(job, "Backend Engineer");
    await waitFor(() => expect(previews.at(-1)).toMatchObject({ templateKey: "moveToAnotherRole", newJobId: OTHER_JOB }), { timeout: 3_000 });
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sends).toEqual([expect.objectContaining({ templateKey: "moveToAnotherRole", newJobId: OTHER_JOB })]));
  });
});
