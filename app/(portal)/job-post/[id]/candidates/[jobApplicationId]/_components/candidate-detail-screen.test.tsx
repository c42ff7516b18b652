import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useHeaderStore } from "@/components/layout/header-store";
import { memberPermissions, ownerPermissions } from "@/features/permissions/testing/permission-fixtures";
import { bare, JOB_ID, SARI } from "@/features/pipeline/testing/applicant-fixtures";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { CandidateDetailScreen } from "./candidate-detail-screen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => "/job-post" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const applicant = { ...bare, id: SARI, name: "Sari Wulandari", recruitmentStep: { id: "custom-abc", name: "HR Interview", type: "custom" as const, action: "none" as const } };

const TALENT = "66666666-6666-4666-8666-666666666666";
let permissionReads = 0;
/** The permissions have been answered (and a render has followed): what the screen shows now is its decision. */
const permissionsRead = async () => {
  await waitFor(() => expect(permissionReads).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
};

function serve(overrides: Record<string, unknown> = {}, permissions: MyPermissions = ownerPermissions(), flags: Record<string, boolean> = {}) {
  permissionReads = 0;
  server.use(
    http.get("*/api/v1/feature-flags", () => HttpResponse.json({ result: { flags, maintenance: { enabled: false, target: "all", routes: [] } } })),
    http.get("*/api/v1/job-portal/permission", () => {
      permissionReads += 1;
      return HttpResponse.json({ result: permissions });
    }),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}`, () => HttpResponse.json({ result: { ...applicant, ...overrides } })),
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

  it("says who invited the applicant from Talent Search and when, and links to their Talent Database record", async () => {
    serve({ talentId: TALENT, invitation: { id: "inv-1", invitedAt: "2026-11-20T03:00:00.000Z", invitedBy: { userId: "u-1", name: "Dewi Lestari" } } });
    renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={SARI} />);
    const panel = await screen.findByRole("region", { name: "With your company" });
    expect(panel).toHaveTextContent("Invited via Talent Search by Dewi Lestari on 20 Nov 2026");
    expect(await screen.findByRole("link", { name: "Open in Talent Database" })).toHaveAttribute("href", `/talent-database/${TALENT}`);
  });

  it("gives a member who only views the Talent Database the team's notes, without the link to the record", async () => {
    serve({ talentId: TALENT, invitation: null }, memberPermissions({ jobPost: { view: true }, talentDb: { view: true } }));
    renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByRole("button", { name: "Team notes on this talent" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open in Talent Database" })).not.toBeInTheDocument();
  });

  it("leaves the panel out without Talent Database access, and the link out with hide-talent-database on", async () => {
    serve({ talentId: TALENT, invitation: null }, memberPermissions({ jobPost: { view: true } }));
    const { unmount } = renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    await permissionsRead();
    expect(screen.queryByRole("region", { name: "With your company" })).not.toBeInTheDocument();
    unmount();

    serve({ talentId: TALENT, invitation: null }, ownerPermissions(), { "hide-talent-database": true });
    renderWithUser(<CandidateDetailScreen jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    await permissionsRead();
    expect(screen.queryByRole("link", { name: "Open in Talent Database" })).not.toBeInTheDocument();
  });
});
