import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { Candidate } from "../api/get-job-candidates";
import { job } from "../testing/job-fixtures";
import { JobCandidates } from "./job-candidates";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB_ID = "00000000-0000-4000-8000-000000000777";
const steps = [
  { id: "notProcessed", name: "CV Screening", type: "notProcessed", applicantCount: 2 },
  { id: "custom-abc", name: "HR Interview", type: "custom", applicantCount: 1 },
  { id: "accepted", name: "CV Shortlisted", type: "accepted", applicantCount: 0 },
  { id: "rejected", name: "Rejected", type: "rejected", applicantCount: 0 },
];

const candidate = (overrides: Partial<Candidate>): Candidate => ({
  id: "a-1",
  name: "Sari Wulandari",
  email: "sari@example.com",
  phone: "+6281234567890",
  status: "notProcessed",
  source: "applicant",
  appliedAt: "2026-11-05T03:00:00.000Z",
  recruitmentStepId: "notProcessed",
  hasCv: true,
  portfolioUrl: "https://sari.example.com",
  ...overrides,
});

const byStep: Record<string, Candidate[]> = {
  notProcessed: [candidate({}), candidate({ id: "a-2", name: "Budi Santoso", email: "budi@example.com", phone: null, hasCv: false, portfolioUrl: "javascript:alert(1)" })],
  "custom-abc": [candidate({ id: "a-3", name: "Dewi Lestari", email: "dewi@example.com", recruitmentStepId: "custom-abc" })],
};

function serve(options: { jobStatus?: number } = {}) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`*/api/v1/job-portal/job/${JOB_ID}`, () =>
      options.jobStatus
        ? HttpResponse.json(apiErrorBody(options.jobStatus === 404 ? "Job not found" : "Forbidden", options.jobStatus === 404 ? "NOT_FOUND" : "FORBIDDEN"), { status: options.jobStatus })
        : HttpResponse.json({ result: job({ id: JOB_ID, role: "Backend Engineer", status: "published", applicantCount: 3 }) }),
    ),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates`, ({ request }) => {
      const stepId = new URL(request.url).searchParams.get("recruitmentStepId");
      asked.push(stepId);
      return HttpResponse.json({ result: { docs: byStep[stepId ?? ""] ?? [], nextCursor: null, steps } });
    }),
  );
  return asked;
}

function renderCandidates(searchParams = "") {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
      <JobCandidates jobId={JOB_ID} />
    </NuqsTestingAdapter>,
  );
  return { ...view, onUrlUpdate };
}

describe("JobCandidates", () => {
  it("shows the job, the step tabs with counts and the first step's applicants", async () => {
    const asked = serve();
    renderCandidates();
    expect(await screen.findByRole("heading", { name: "Backend Engineer" })).toBeInTheDocument();
    expect(screen.getByText("Published")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Import applicants" })).toHaveAttribute("href", `/job-post/${JOB_ID}/import`);

    expect(await screen.findByRole("button", { name: "CV Screening 2" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "HR Interview 1" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Rejected 0" })).toBeInTheDocument();
    expect(asked[0]).toBe("notProcessed");

    const sari = screen.getByRole("listitem", { name: "Sari Wulandari" });
    expect(within(sari).getByRole("link", { name: "sari@example.com" })).toHaveAttribute("href", "mailto:sari@example.com");
    expect(within(sari).getByText("+6281234567890")).toBeInTheDocument();
    expect(within(sari).getByText("Applied 05 Nov 2026 · Applied on the careers page")).toBeInTheDocument();
    const cv = within(sari).getByRole("link", { name: /CV of Sari Wulandari/ });
    expect(cv).toHaveAttribute("href", `/api/v1/job-portal/job/${JOB_ID}/candidates/a-1/cv`);
    expect(cv).toHaveAttribute("target", "_blank");
    expect(within(sari).getByRole("link", { name: /Portfolio of Sari Wulandari/ })).toHaveAttribute("href", "https://sari.example.com");

    const budi = screen.getByRole("listitem", { name: "Budi Santoso" });
    expect(within(budi).getByText("No CV")).toBeInTheDocument();
    // Only web addresses become links: a script URL from an applicant is never clickable.
    expect(within(budi).queryByRole("link", { name: /Portfolio/ })).not.toBeInTheDocument();
  });

  it("shows the applicants of the chosen step and keeps the step in the address", async () => {
    const asked = serve();
    const { user, onUrlUpdate } = renderCandidates();
    await user.click(await screen.findByRole("button", { name: "HR Interview 1" }));
    expect(await screen.findByRole("listitem", { name: "Dewi Lestari" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Sari Wulandari" })).not.toBeInTheDocument());
    expect(asked).toContain("custom-abc");
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?recruitmentStepId=custom-abc" }));
    expect(screen.getByRole("button", { name: "HR Interview 1" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens the step named in the address and says when it is empty", async () => {
    const asked = serve();
    renderCandidates("?recruitmentStepId=accepted");
    expect(await screen.findByText("No applicants in CV Shortlisted")).toBeInTheDocument();
    expect(asked).toEqual(["accepted"]);
  });

  it("loads more applicants by cursor", async () => {
    serve();
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get("cursor");
        return HttpResponse.json({
          result: cursor === "c-2" ? { docs: [candidate({ id: "a-9", name: "Page Two" })], nextCursor: null, steps } : { docs: [candidate({})], nextCursor: "c-2", steps },
        });
      }),
    );
    const { user } = renderCandidates();
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("listitem", { name: "Page Two" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Sari Wulandari" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says the job does not exist on a 404", async () => {
    serve({ jobStatus: 404 });
    renderCandidates();
    expect(await screen.findByText("Job not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Job Post" })).toHaveAttribute("href", "/job-post");
  });

  it("shows the denied message on a 403", async () => {
    serve({ jobStatus: 403 });
    renderCandidates();
    expect(await screen.findByText("You don’t have access to this page")).toBeInTheDocument();
  });
});
