import "@/tests/ui/browser-polyfills";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { apiErrorBody } from "@/tests/ui/render-with-user";
import { fakeJobApi, JOB_ID, jobFixture, renderWizard } from "./wizard-testing";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), forward: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/job-post/create" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", `/job-post/edit/${JOB_ID}`);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const JOB_URL = "*/api/v1/job-portal/job/:id";
const PUBLISH_URL = "*/api/v1/job-portal/job/:id/publish";

describe("JobWizard: answers from the server", () => {
  it("flags a bad hiring team email on its row, from the client check and from INVALID_EMAIL_IN_HIRING_TEAM", async () => {
    const api = fakeJobApi(jobFixture({ role: "Barista", wizardStep: "hiringSteps" }));
    server.use(
      http.patch(JOB_URL, async ({ request }) => {
        const body = (await request.clone().json()) as { hiringTeam?: { email: string }[] };
        const refused = body.hiringTeam?.findIndex((member) => member.email.endsWith("@gmail.com")) ?? -1;
        // Anything else goes on to the in-memory API.
        if (refused < 0) return undefined;
        return HttpResponse.json(
          apiErrorBody("Hiring team emails must be work emails of your company", "INVALID_EMAIL_IN_HIRING_TEAM", {
            errors: [{ field: `hiringTeam.${refused}.email`, message: "Use a work email of your company" }],
          }),
          { status: 422 },
        );
      }),
      ...api.handlers,
    );
    const { user } = renderWizard({ jobId: JOB_ID });

    await user.click(await screen.findByRole("button", { name: "Add team member" }));
    await user.type(screen.getByRole("textbox", { name: "Team member 1 email" }), "not-an-email");
    await user.selectOptions(screen.getByRole("combobox", { name: "Team member 1 access" }), "Editor");
    expect(await screen.findByText("Enter a valid email address", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Team member 1 email" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Saved, except the fields marked in red")).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "Team member 1 email" }));
    await user.type(screen.getByRole("textbox", { name: "Team member 1 email" }), "rina@acme.test");
    await user.click(screen.getByRole("button", { name: "Add team member" }));
    await user.type(screen.getByRole("textbox", { name: "Team member 2 email" }), "budi@gmail.com");
    await user.click(screen.getByRole("switch", { name: "Team members can change the hiring team's access" }));

    const second = screen.getByRole("textbox", { name: "Team member 2 email" });
    await waitFor(() => expect(second).toHaveAccessibleDescription("Use a work email of your company"), { timeout: 3000 });
    expect(screen.getByRole("textbox", { name: "Team member 1 email" })).toHaveAttribute("aria-invalid", "false");
    expect(second).toHaveValue("budi@gmail.com");
    // The rest of the change still saved without the refused team.
    await waitFor(() => expect(api.state.job?.canChangeHiringTeamAccess).toBe(false));
    expect(api.state.job?.hiringTeam).toEqual([]);
  }, 15_000);

  it("publishes: a job the server finds incomplete jumps to the step holding the first missing field", async () => {
    const api = fakeJobApi(jobFixture({ role: "Barista", description: "<p>Coffee</p>", wizardStep: "hiringSteps" }));
    server.use(
      http.post(PUBLISH_URL, () =>
        HttpResponse.json(
          apiErrorBody("The job is missing what publishing needs", "JOB_NOT_PUBLISHABLE", {
            errors: [
              { field: "requirements", message: "Write the requirements" },
              { field: "location", message: "Say where the job is" },
            ],
          }),
          { status: 422 },
        ),
      ),
      ...api.handlers,
    );
    const { user } = renderWizard({ jobId: JOB_ID });
    await user.click(await screen.findByRole("button", { name: "Publish" }));

    expect(await screen.findByRole("heading", { name: /Basic Info/, level: 2 })).toBeInTheDocument();
    const location = screen.getByRole("textbox", { name: "Location" });
    expect(location).toHaveAccessibleDescription(/Say where the job is/);
    await waitFor(() => expect(location).toHaveFocus());
    expect(within(screen.getByRole("navigation", { name: "Job post steps" })).getByRole("button", { name: /Job Description.*has errors/ })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("publishes: the quota dialog opens on JOB_QUOTA_REACHED", async () => {
    const api = fakeJobApi(jobFixture({ role: "Barista", description: "<p>Coffee</p>", wizardStep: "hiringSteps" }));
    server.use(
      http.post(PUBLISH_URL, () =>
        HttpResponse.json(
          apiErrorBody("Your plan's job posts are used up", "JOB_QUOTA_REACHED", { data: { quota: 3, used: 3, planName: "Starter", onTrial: false, upgradeUrl: "/subscription" } }),
          { status: 403 },
        ),
      ),
      ...api.handlers,
    );
    const { user } = renderWizard({ jobId: JOB_ID });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("dialog", { name: "Job post quota reached" })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("publishes: saves what is waiting first, then shows a toast and goes to the job list", async () => {
    window.localStorage.setItem(STORAGE_KEYS.jobWizardDraft, JOB_ID);
    const api = fakeJobApi(jobFixture({ role: "Barista", description: "<p>Coffee</p>", wizardStep: "hiringSteps" }));
    server.use(...api.handlers);
    const { user } = renderWizard({ jobId: JOB_ID });
    await user.click(await screen.findByRole("switch", { name: "Team members can change the hiring team's access" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(await screen.findByText("Job published")).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith("/job-post");
    const calls = api.state.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(["PATCH /job/:id", "POST /job/:id/publish"]);
    expect(window.localStorage.getItem(STORAGE_KEYS.jobWizardDraft)).toBeNull();
  });
});

describe("JobWizard: a step still holding applicants", () => {
  it("puts the step back with the server's reason when removing it is refused", async () => {
    const steps = jobFixture().recruitmentSteps;
    const interview = { id: "custom-abc", type: "custom" as const, name: "HR Interview", action: "none" as const, techTest: null, emailSubject: null, emailMessage: null, position: 2, applicantCount: 2 };
    const api = fakeJobApi(jobFixture({ role: "Barista", wizardStep: "hiringSteps", recruitmentSteps: [steps[0]!, steps[1]!, interview, steps[2]!] }));
    const message = 'The step "HR Interview" still holds 2 applicants. Move them to another step before removing it';
    server.use(
      http.patch(JOB_URL, () => HttpResponse.json(apiErrorBody(message, "RECRUITMENT_STEP_IN_USE", { errors: [{ field: "recruitmentSteps", message }] }), { status: 409 })),
      ...api.handlers,
    );
    const { user } = renderWizard({ jobId: JOB_ID });
    await user.click(await screen.findByRole("button", { name: "Remove HR Interview" }));
    expect(screen.queryByRole("heading", { name: "HR Interview", level: 4 })).not.toBeInTheDocument();

    expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
    const headings = within(screen.getByRole("list", { name: "Hiring steps" })).getAllByRole("heading", { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["CV Screening", "CV Shortlisted", "HR Interview", "Rejected"]);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });
});

describe("JobWizard: reset", () => {
  it("deletes a never-published draft and starts again from the defaults", async () => {
    window.localStorage.setItem(STORAGE_KEYS.jobWizardDraft, JOB_ID);
    const api = fakeJobApi(jobFixture({ role: "Barista", workplaceType: "onSite", wizardStep: "basicInfo" }));
    server.use(...api.handlers);
    const { user } = renderWizard({ jobId: JOB_ID });
    expect(await screen.findByRole("textbox", { name: "Job title" })).toHaveValue("Barista");

    await user.click(screen.getByRole("button", { name: "Reset" }));
    const dialog = await screen.findByRole("dialog", { name: "Start this job post over?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete draft and start over" }));

    await waitFor(() => expect(screen.getByRole("textbox", { name: "Job title" })).toHaveValue(""));
    expect(screen.getByRole("radio", { name: "Remote" })).toBeChecked();
    expect(api.of("DELETE")).toHaveLength(1);
    expect(window.location.pathname).toBe("/job-post/create");
    expect(window.localStorage.getItem(STORAGE_KEYS.jobWizardDraft)).toBeNull();
    expect(screen.getByRole("heading", { name: "Create a job post", level: 1 })).toBeInTheDocument();
  });

  it("on a published job, drops the edits and reloads the job as saved", async () => {
    const published = jobFixture({ role: "Barista", status: "published", published: true, publishedAt: "2026-11-21T02:00:00.000Z", wizardStep: "basicInfo" });
    const api = fakeJobApi(published);
    server.use(
      // The edit is refused, so it is still only in the form when Reset is chosen.
      http.patch(JOB_URL, () => HttpResponse.json(apiErrorBody("Server error", "INTERNAL"), { status: 500 })),
      ...api.handlers,
    );
    const { user } = renderWizard({ jobId: JOB_ID });
    const title = await screen.findByRole("textbox", { name: "Job title" });
    await user.type(title, " Lead");
    expect(await screen.findByRole("button", { name: "Retry" }, { timeout: 3000 })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Discard your unsaved edits?" })).getByRole("button", { name: "Discard edits" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Job title" })).toHaveValue("Barista"));
    expect(api.of("DELETE")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Next/ })).toBeInTheDocument();
  });
});
