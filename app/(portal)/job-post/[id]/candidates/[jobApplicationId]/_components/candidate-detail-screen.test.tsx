import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useHeaderStore } from "@/components/layout/header-store";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { CandidateDetailScreen } from "./candidate-detail-screen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => "/job-post" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB_ID = "00000000-0000-4000-8000-000000000777";
const APPLICATION_ID = "00000000-0000-4000-8000-00000000a001";

describe("CandidateDetailScreen", () => {
  it("sets the header's back button to the job's candidates, at the applicant's step once known", async () => {
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${APPLICATION_ID}`, () =>
        HttpResponse.json({
          result: {
            id: APPLICATION_ID,
            name: "Sari Wulandari",
            email: "sari@example.com",
            phone: null,
            status: "custom",
            source: "import",
            appliedAt: "2026-11-05T03:00:00.000Z",
            portfolioUrl: null,
            hasCv: false,
            cvFileName: null,
            experienceLevel: null,
            experienceLevelLabel: null,
            university: null,
            major: null,
            gpa: null,
            skills: [],
            recruitmentStep: { id: "custom-abc", name: "HR Interview", type: "custom" },
            answers: [],
            job: { id: JOB_ID, role: "Frontend Engineer", status: "published" },
            previousApplicationId: null,
            nextApplicationId: null,
          },
        }),
      ),
    );
    const { unmount } = renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={APPLICATION_ID} />);
    expect(useHeaderStore.getState().back).toEqual({ label: "Back to Candidates", href: `/job-post/${JOB_ID}/candidates` });
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    await waitFor(() => expect(useHeaderStore.getState().back).toEqual({ label: "Back to Candidates", href: `/job-post/${JOB_ID}/candidates?recruitmentStepId=custom-abc` }));
    unmount();
    expect(useHeaderStore.getState().back).toBeNull();
  });
});
