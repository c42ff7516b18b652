import "@/tests/ui/browser-polyfills";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { fakeJobApi, renderWizard } from "./wizard-testing";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), forward: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/job-post/create" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/job-post/create");
});
afterEach(() => {
  // Unmounting saves what is waiting: let it reach the handlers before they go.
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe("JobWizard: a new job", () => {
  it("shows the defaults of spec 3 and creates nothing on a mere visit", async () => {
    const api = fakeJobApi();
    server.use(...api.handlers);
    const { user } = renderWizard();

    expect(await screen.findByRole("heading", { name: /Basic Info/, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Job title" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Full-time" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Internship" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Remote" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Paid" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Show the salary to applicants" })).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("radio", { name: /Immediately/ })).toBeChecked();

    await user.click(within(screen.getByRole("navigation", { name: "Job post steps" })).getByRole("button", { name: /Applicant Options/ }));
    expect(screen.getByRole("radio", { name: /On this portal/ })).toBeChecked();
    expect(screen.getByRole("switch", { name: "CV required" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "Portfolio required" })).toHaveAttribute("aria-checked", "false");

    await user.click(within(screen.getByRole("navigation", { name: "Job post steps" })).getByRole("button", { name: /Hiring Steps/ }));
    const steps = within(screen.getByRole("list", { name: "Hiring steps" })).getAllByRole("heading", { level: 4 });
    expect(steps.map((heading) => heading.textContent)).toEqual(["CV Screening", "CV Shortlisted", "Rejected"]);
    expect(screen.getByRole("switch", { name: "Team members can change the hiring team's access" })).toHaveAttribute("aria-checked", "true");

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.state.requests).toEqual([]);
  });

  it("groups the salary by thousands as it is typed, previews the range and saves whole rupiah", async () => {
    const api = fakeJobApi();
    server.use(...api.handlers);
    const { user } = renderWizard();
    await user.type(await screen.findByRole("textbox", { name: "Minimum salary (IDR)" }), "5000000");
    await user.type(screen.getByRole("textbox", { name: "Maximum salary (IDR)" }), "8.000.000");
    expect(screen.getByRole("textbox", { name: "Minimum salary (IDR)" })).toHaveValue("5.000.000");
    expect(screen.getByRole("textbox", { name: "Maximum salary (IDR)" })).toHaveValue("8.000.000");
    expect(screen.getByText("IDR 5.000.000-8.000.000")).toBeInTheDocument();
    expect(await screen.findByText("All changes saved", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.of("POST")[0]?.body).toEqual({ startRange: 5_000_000, endRange: 8_000_000 });
  });

  it("creates the draft after the pause, then saves only what changed", async () => {
    const api = fakeJobApi();
    server.use(...api.handlers);
    renderWizard();
    const title = await screen.findByRole("textbox", { name: "Job title" });
    // Only the debounce's timers are faked (Testing Library's own waits need real ones), so typing is fireEvent.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

    fireEvent.change(title, { target: { value: "Frontend" } });
    await vi.advanceTimersByTimeAsync(500);
    fireEvent.change(title, { target: { value: "Frontend Engineer" } });
    await vi.advanceTimersByTimeAsync(700);
    expect(api.state.requests).toEqual([]);
    expect(screen.getByText("Saving…")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(api.of("POST")).toHaveLength(1));
    expect(api.of("POST")[0]?.body).toEqual({ role: "Frontend Engineer" });
    await vi.waitFor(() => expect(screen.getByText("All changes saved")).toBeInTheDocument());
    expect(window.location.pathname).toBe(`/job-post/edit/${api.state.job?.id}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.jobWizardDraft)).toBe(api.state.job?.id);

    fireEvent.change(screen.getByRole("textbox", { name: "Location" }), { target: { value: "Jakarta" } });
    fireEvent.click(screen.getByRole("radio", { name: "Hybrid" }));
    await vi.advanceTimersByTimeAsync(799);
    expect(api.of("PATCH")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.of("PATCH")).toHaveLength(1));
    expect(api.of("PATCH")[0]?.body).toEqual({ location: "Jakarta", workplaceType: "hybrid" });
    expect(api.of("POST")).toHaveLength(1);
  });

  it("keeps Next on Basic Info until the job title is given, focusing it", async () => {
    server.use(...fakeJobApi().handlers);
    const { user } = renderWizard();
    await user.click(await screen.findByRole("button", { name: /Next/ }));
    const title = screen.getByRole("textbox", { name: "Job title" });
    // The form's checks run asynchronously after the click: on a busy machine they finish later.
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Enter the job title")).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole("heading", { name: /Basic Info/, level: 2 })).toBeInTheDocument();
  });

  it("offers to continue a remembered draft or start over", async () => {
    window.localStorage.setItem(STORAGE_KEYS.jobWizardDraft, "3f1b6f0e-1111-4e9a-8f00-000000000001");
    server.use(...fakeJobApi().handlers);
    const { user } = renderWizard({ alternateUrls: true });
    await user.click(await screen.findByRole("button", { name: "Continue your draft" }));
    expect(router.push).toHaveBeenCalledWith("/jobs/3f1b6f0e-1111-4e9a-8f00-000000000001/edit");

    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(await screen.findByRole("textbox", { name: "Job title" })).toHaveValue("");
    expect(window.localStorage.getItem(STORAGE_KEYS.jobWizardDraft)).toBeNull();
  });
});
