import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useHeaderStore } from "@/components/layout/header-store";
import { bare, JOB_ID, SARI } from "@/features/pipeline/components/applicant/applicant-test-data";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { CandidateDetailScreen } from "./candidate-detail-screen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => "/job-post" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const applicant = { ...bare, id: SARI, name: "Sari Wulandari", recruitmentStep: { id: "custom-abc", name: "HR Interview", type: "custom" as const, action: "none" as const } };

function serve() {
  server.use(
    http.get("*/api/v1/feature-flags", () => HttpResponse.json({ result: { flags: {}, maintenance: { enabled: false, target: "all", routes: [] } } })),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}`, () => HttpResponse.json({ result: applicant })),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}/timeline`, () => HttpResponse.json({ result: { docs: [], nextCursor: null } })),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}/tech-tests`, () => HttpResponse.json({ result: { docs: [] } })),
  );
}

describe("CandidateDetailScreen", () => {
  it("sets the header's back button to the job's candidates, at the applicant's step once known", async () => {
    serve();
    const { unmount } = renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={SARI} />);
    expect(useHeaderStore.getState().back).toEqual({ label: "Back to Candidates", href: `/job-post/${JOB_ID}/candidates` });
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    await waitFor(() => expect(useHeaderStore.getState().back).toEqual({ label: "Back to Candidates", href: `/job-post/${JOB_ID}/candidates?recruitmentStepId=custom-abc` }));
    unmount();
    expect(useHeaderStore.getState().back).toBeNull();
  });

  it("goes back to the candidates list the recruiter came from, its query kept", async () => {
    serve();
    const listQuery = "view=list&status=rejected&status=expired&sortParam=gpa";
    renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={SARI} listQuery={listQuery} />);
    expect(useHeaderStore.getState().back).toEqual({ label: "Back to Candidates", href: `/job-post/${JOB_ID}/candidates?${listQuery}` });
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    expect(useHeaderStore.getState().back?.href).toBe(`/job-post/${JOB_ID}/candidates?${listQuery}`);
  });
});
