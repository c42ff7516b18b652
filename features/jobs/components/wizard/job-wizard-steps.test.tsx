import "@/tests/ui/browser-polyfills";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeJobApi, JOB_ID, jobFixture, renderWizard } from "./wizard-testing";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), forward: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/job-post/create" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  // Unmounting saves what is waiting: let it reach the handlers before they go.
  cleanup();
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const stepsNav = () => screen.getByRole("navigation", { name: "Job post steps" });

describe("JobWizard: applicant options and hiring steps", () => {
  it("saves a custom step and two questions (one multiple choice with options) as the API expects them", async () => {
    const api = fakeJobApi(jobFixture({ role: "Barista", wizardStep: "applicantOptions" }));
    server.use(...api.handlers);
    const { user } = renderWizard({ jobId: JOB_ID });

    expect(await screen.findByRole("heading", { name: /Applicant Options/, level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.type(screen.getByRole("textbox", { name: "Question 1" }), "Why do you want to work with us?");
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.type(screen.getByRole("textbox", { name: "Question 2" }), "Which shift suits you?");
    await user.selectOptions(screen.getByRole("combobox", { name: "Question 2 answer type" }), "Multiple choice");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByRole("textbox", { name: "Question 2 option 1" }), "Morning");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByRole("textbox", { name: "Question 2 option 2" }), "Night");
    await user.click(screen.getByRole("switch", { name: "Question 2 must be answered" }));

    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByRole("heading", { name: /Hiring Steps/, level: 2 })).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "New step name" }));
    await user.type(screen.getByRole("textbox", { name: "New step name" }), "HR Interview");
    await user.click(screen.getByRole("button", { name: "Add step" }));
    const headings = within(screen.getByRole("list", { name: "Hiring steps" })).getAllByRole("heading", { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["CV Screening", "CV Shortlisted", "HR Interview", "Rejected"]);

    await waitFor(() => expect(api.state.job?.recruitmentSteps).toHaveLength(4), { timeout: 3000 });
    const sent = api.of("PATCH").map((request) => request.body ?? {});
    const questions = sent.findLast((body) => "preScreeningQuestions" in body)?.preScreeningQuestions;
    expect(questions).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: "shortText", question: "Why do you want to work with us?", options: [], required: false },
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: "radio", question: "Which shift suits you?", options: ["Morning", "Night"], required: true },
    ]);
    const steps = sent.findLast((body) => "recruitmentSteps" in body)?.recruitmentSteps as { id?: string; name: string }[];
    expect(steps.map((step) => step.name)).toEqual(["CV Screening", "CV Shortlisted", "HR Interview", "Rejected"]);
    expect(steps[2]).toEqual({ type: "custom", name: "HR Interview", action: "none", techTest: null, emailSubject: null, emailMessage: null });
    // Moving to Hiring Steps was remembered with the job.
    expect(sent.some((body) => body.wizardStep === "hiringSteps")).toBe(true);

    // The new step took the id the server gave it: the next save updates it instead of adding it again.
    const customId = api.state.job?.recruitmentSteps[2]?.id;
    await user.type(screen.getByRole("textbox", { name: "HR Interview name" }), " 1");
    await waitFor(() => expect(api.state.job?.recruitmentSteps[2]?.name).toBe("HR Interview 1"), { timeout: 3000 });
    const last = api.of("PATCH").at(-1)?.body?.recruitmentSteps as { id?: string }[];
    expect(last[2]?.id).toBe(customId);
  }, 20_000);

  it("refuses an external application address that is not a URL, keeps it in the form and saves the rest", async () => {
    const api = fakeJobApi(jobFixture({ role: "Barista", wizardStep: "applicantOptions" }));
    server.use(...api.handlers);
    const { user } = renderWizard({ jobId: JOB_ID });

    await user.click(await screen.findByRole("radio", { name: /On another site/ }));
    const address = screen.getByRole("textbox", { name: "Application page address" });
    await user.type(address, "careers.acme.test/apply");
    await user.click(screen.getByRole("switch", { name: "Portfolio required" }));
    await user.click(screen.getByRole("button", { name: /Next/ }));

    expect(await screen.findByText("Enter a URL starting with http:// or https://")).toBeInTheDocument();
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveValue("careers.acme.test/apply");
    await waitFor(() => expect(address).toHaveFocus());
    expect(screen.getByRole("heading", { name: /Applicant Options/, level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(api.state.job?.portofolioRequired).toBe(true), { timeout: 3000 });
    expect(api.of("PATCH").some((request) => request.body && "externalPlatformUrl" in request.body)).toBe(false);

    await user.clear(address);
    await user.type(address, "https://careers.acme.test/apply");
    await waitFor(() => expect(api.state.job?.externalPlatformUrl).toBe("https://careers.acme.test/apply"), { timeout: 3000 });
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByRole("heading", { name: /Hiring Steps/, level: 2 })).toBeInTheDocument();
  }, 15_000);

  it("previews the hiring flow as candidates see it, from the form as it is now", async () => {
    const api = fakeJobApi(
      jobFixture({
        role: "Data Analyst",
        wizardStep: "hiringSteps",
        recruitmentSteps: [
          { id: "notProcessed", type: "notProcessed", name: "CV Screening", action: "none", techTest: null, emailSubject: null, emailMessage: null },
          {
            id: "techTest-1",
            type: "techTest",
            name: "SQL Test",
            action: "send-case-study",
            techTest: { startLimitHours: 72, durationHours: 48, submissionTypes: ["link", "document"], subject: "Case study", message: "Hi", caseStudyUrl: null },
            emailSubject: null,
            emailMessage: null,
          },
          { id: "accepted", type: "accepted", name: "CV Shortlisted", action: "send-email", techTest: null, emailSubject: "You are shortlisted", emailMessage: "Well done" },
          { id: "rejected", type: "rejected", name: "Rejected", action: "none", techTest: null, emailSubject: null, emailMessage: null },
        ],
      }),
    );
    server.use(...api.handlers);
    const { user } = renderWizard({ jobId: JOB_ID });

    const hours = await screen.findByRole("spinbutton", { name: /Hours to submit/ });
    await user.clear(hours);
    await user.type(hours, "24");
    await user.click(screen.getByRole("button", { name: "See Preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Hiring flow preview" });
    const items = within(within(dialog).getByRole("list", { name: "Hiring flow" })).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["CV Screening", "SQL Test", "CV Shortlisted", "Rejected"]);
    expect(items[1]).toHaveTextContent("Confirm within 72 hours that you will take it, then submit your answer within 24 hours as a link or a document.");
    expect(items[2]).toHaveTextContent("You receive an email: “You are shortlisted”.");
    await user.click(within(dialog).getByRole("button", { name: "Close preview" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("All changes saved", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("resumes at the step the draft was left on", async () => {
    server.use(...fakeJobApi(jobFixture({ role: "Barista", wizardStep: "jobDescription" })).handlers);
    renderWizard({ jobId: JOB_ID });
    expect(await screen.findByRole("heading", { name: /Job Description/, level: 2 })).toBeInTheDocument();
    expect(within(stepsNav()).getByRole("button", { name: /Job Description/ })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("textbox", { name: /Description/ })).toBeInTheDocument();
  });
});
