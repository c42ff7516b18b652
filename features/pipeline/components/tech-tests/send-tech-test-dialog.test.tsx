import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { DEFAULT_TECH_TEST } from "@/server/modules/jobs/jobs-contract";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { SendTechTestDialog, type TechTestDialogStep } from "./send-tech-test-dialog";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB = "0d3e0000-0000-4000-8000-000000001001";
const SEND = `*/api/v1/job-portal/job/${JOB}/candidates/tech-tests`;
const JOB_URL = `*/api/v1/job-portal/job/${JOB}`;
const APPLICANTS = ["0d3e0000-0000-4000-8000-000000002001", "0d3e0000-0000-4000-8000-000000002002"];
const steps: TechTestDialogStep[] = [
  { id: "notProcessed", name: "CV Screening", type: "notProcessed" },
  { id: "techTest-a", name: "Coding Case Study", type: "techTest" },
  { id: "techTest-b", name: "Design Exercise", type: "techTest" },
  { id: "accepted", name: "CV Shortlisted", type: "accepted" },
];
const designSettings = {
  startLimitHours: 24,
  durationHours: 6,
  submissionTypes: ["document"],
  subject: "Design exercise for {{Job Title}}",
  message: "Hi {{Talent Name}}, here is the brief.",
  caseStudyUrl: null,
};
const jobAnswer = {
  result: {
    id: JOB,
    recruitmentSteps: [
      { id: "notProcessed", type: "notProcessed", techTest: null },
      { id: "techTest-a", type: "techTest", techTest: null },
      { id: "techTest-b", type: "techTest", techTest: designSettings },
    ],
  },
};

function renderDialog(props: Partial<Parameters<typeof SendTechTestDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const rendered = renderWithUser(
    <>
      <SendTechTestDialog jobId={JOB} applicationIds={APPLICANTS} steps={steps} open onOpenChange={onOpenChange} {...props} />
      <Toaster />
    </>,
  );
  return { ...rendered, onOpenChange };
}

describe("SendTechTestDialog", () => {
  it("opens with spec 3's defaults for a step without settings, and sends them edited", async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get(JOB_URL, () => HttpResponse.json(jobAnswer)),
      http.post(SEND, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ result: { sent: [APPLICANTS[0]], skipped: [APPLICANTS[1]] } });
      }),
    );
    const { user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Send a tech test to 2 applicants" });
    expect(await within(dialog).findByRole("combobox", { name: "Step" })).toHaveValue("techTest-a");
    expect(within(dialog).getByRole("spinbutton", { name: /Time to confirm/ })).toHaveValue(72);
    expect(within(dialog).getByRole("spinbutton", { name: /Duration/ })).toHaveValue(48);
    expect(within(dialog).getByRole("checkbox", { name: "Link" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: /Document/ })).toBeChecked();
    expect(within(dialog).getByRole("textbox", { name: /Subject/ })).toHaveValue(DEFAULT_TECH_TEST.subject);
    expect(within(dialog).getByRole("textbox", { name: /Message/ })).toHaveValue(DEFAULT_TECH_TEST.message);
    expect(within(dialog).getByText("2 emails will be sent, one to each applicant")).toBeInTheDocument();

    const duration = within(dialog).getByRole("spinbutton", { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, "24");
    await user.click(within(dialog).getByRole("checkbox", { name: /Document/ }));
    await user.click(within(dialog).getByRole("button", { name: "Send tech test" }));

    expect(await screen.findByText("Tech test sent to 1 applicant; 1 already had a test waiting")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(sent).toMatchObject({
      applicationIds: APPLICANTS,
      recruitmentStepId: "techTest-a",
      startLimitHours: 72,
      durationHours: 24,
      submissionTypes: ["link"],
      subject: DEFAULT_TECH_TEST.subject,
      message: DEFAULT_TECH_TEST.message,
    });
    expect(sent!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("takes the chosen step's saved settings, and checks the fields before sending", async () => {
    let calls = 0;
    server.use(
      http.get(JOB_URL, () => HttpResponse.json(jobAnswer)),
      http.post(SEND, () => ((calls += 1), HttpResponse.json({ result: { sent: [], skipped: [] } }))),
    );
    const { user } = renderDialog();
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Step" }), "techTest-b");
    expect(within(dialog).getByRole("spinbutton", { name: /Time to confirm/ })).toHaveValue(24);
    expect(within(dialog).getByRole("checkbox", { name: "Link" })).not.toBeChecked();
    expect(within(dialog).getByRole("textbox", { name: /Subject/ })).toHaveValue("Design exercise for {{Job Title}}");

    await user.click(within(dialog).getByRole("checkbox", { name: /Document/ }));
    const confirmHours = within(dialog).getByRole("spinbutton", { name: /Time to confirm/ });
    await user.clear(confirmHours);
    await user.type(confirmHours, "800");
    await user.clear(within(dialog).getByRole("textbox", { name: /Subject/ }));
    await user.click(within(dialog).getByRole("button", { name: "Send tech test" }));
    expect(await within(dialog).findByText("Accept at least one kind of submission")).toBeInTheDocument();
    expect(within(dialog).getByText("At most 720 hours (30 days)")).toBeInTheDocument();
    expect(within(dialog).getByText("Write a subject")).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's field errors on their fields and other failures above the buttons", async () => {
    let attempt = 0;
    server.use(
      http.get(JOB_URL, () => HttpResponse.json(jobAnswer)),
      http.post(SEND, () => {
        attempt += 1;
        return attempt === 1
          ? HttpResponse.json(apiErrorBody("Invalid body: message Message must be at most 5000 characters", "VALIDATION_FAILED", { errors: [{ field: "message", message: "Message must be at most 5000 characters" }] }), { status: 422 })
          : HttpResponse.json(apiErrorBody("You don't have manage access to Job Post. Ask your Admin for access", "PERMISSION_DENIED"), { status: 403 });
      }),
    );
    const { user } = renderDialog({ applicationIds: [APPLICANTS[0]!] });
    const dialog = await screen.findByRole("dialog", { name: "Send a tech test" });
    await within(dialog).findByRole("combobox", { name: "Step" });
    await user.click(within(dialog).getByRole("button", { name: "Send tech test" }));
    expect(await within(dialog).findByText("Message must be at most 5000 characters")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send tech test" }));
    expect(await within(dialog).findByText(/You don't have manage access to Job Post/)).toBeInTheDocument();
  });

  it("explains that the job needs a tech-test step first", async () => {
    renderDialog({ steps: steps.filter((step) => step.type !== "techTest") });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/This job has no tech-test step/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Send tech test" })).not.toBeInTheDocument();
  });
});
