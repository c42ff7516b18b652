import "@/tests/ui/browser-polyfills";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { toast as sonner } from "sonner";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { job } from "@/features/jobs/testing/job-fixtures";
import { JOB_ID, applicationId, candidate, fakeCandidatesApi, giveScrollersASize, type FakeCandidatesApi } from "@/features/pipeline/testing/candidate-fixtures";
import { clearSelection } from "@/features/pipeline/stores/selection-store";
import { undoAllPendingActions } from "@/features/pipeline/stores/pending-actions";
import { setViewportWidth } from "@/tests/ui/browser-polyfills";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { JobCandidates } from "./job-candidates";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }), usePathname: () => `/job-post/${JOB_ID}/candidates` }));

const server = setupServer();
let restoreSize: () => void;
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  restoreSize = giveScrollersASize();
});
afterEach(() => {
  act(() => {
    undoAllPendingActions();
    clearSelection();
    sonner.dismiss();
  });
  setViewportWidth(1440);
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  restoreSize();
});

const people = [
  candidate({ id: applicationId(1), name: "Sari Wulandari", email: "sari@example.com" }),
  candidate({ id: applicationId(2), name: "Budi Santoso", email: "budi@example.com", status: "accepted", recruitmentStepId: "accepted", gpa: null, university: null }),
  candidate({ id: applicationId(3), name: "Dewi Lestari", email: "dewi@example.com", status: "rejected", recruitmentStepId: "rejected", techTestStatus: "notSubmit", aiScore: 64 }),
];

let api: FakeCandidatesApi;
function serve(candidates = people, options: { pageSize?: number } = {}) {
  api = fakeCandidatesApi(candidates, options);
  server.use(
    http.get(`*/api/v1/job-portal/job/${JOB_ID}`, () => HttpResponse.json({ result: job({ id: JOB_ID, role: "Backend Engineer", status: "published", applicantCount: candidates.length }) })),
    ...api.handlers,
  );
}

function renderList(searchParams: string) {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
      <Toaster />
      <JobCandidates jobId={JOB_ID} aiEnabled />
    </NuqsTestingAdapter>,
  );
  return { ...view, onUrlUpdate };
}

const rows = () => within(screen.getByRole("region", { name: "Applicants" })).getAllByRole("article").map((row) => row.getAttribute("aria-label"));

describe("the candidates list", () => {
  it("lists every step's applicants with their status labels and facts, and switches from the board in the address", async () => {
    serve();
    const { user, onUrlUpdate } = renderList("?view=list");
    expect(await screen.findByRole("region", { name: "Applicants" })).toBeInTheDocument();
    expect(rows()).toEqual(["Sari Wulandari", "Budi Santoso", "Dewi Lestari"]);
    // One query for every step (no recruitmentStepId), not one per column.
    expect(api.asked.map((params) => params.get("recruitmentStepId"))).toEqual([null]);

    const dewi = screen.getByRole("article", { name: "Dewi Lestari" });
    expect(within(dewi).getByText("Rejected")).toBeInTheDocument();
    expect(within(dewi).getByText("Tech test: Not submitted in time")).toBeInTheDocument();
    expect(within(dewi).getByText("64")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Budi Santoso" })).getByText("Shortlisted")).toBeInTheDocument();
    const sari = screen.getByRole("article", { name: "Sari Wulandari" });
    expect(within(sari).getByText("Pending")).toBeInTheDocument();
    expect(within(sari).getByText("Universitas Indonesia")).toBeInTheDocument();
    expect(within(sari).getByText("3.65")).toBeInTheDocument();
    expect(within(sari).getByText("05 Nov 2026")).toBeInTheDocument();
    expect(within(sari).getByRole("link", { name: "Sari Wulandari" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${people[0]!.id}`);

    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Board" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "" }));
    expect(await screen.findByRole("region", { name: "Recruitment board" })).toBeInTheDocument();
  });

  it("narrows to one step from its tab, keeping it in the address and in the applicant links", async () => {
    serve();
    const { user, onUrlUpdate } = renderList("?view=list&gender=female");
    await screen.findByRole("region", { name: "Applicants" });
    const tabs = screen.getByRole("group", { name: "Recruitment steps" });
    expect(within(tabs).getByRole("button", { name: "All steps 3" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(tabs).getByRole("button", { name: "CV Shortlisted 1" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?view=list&gender=female&recruitmentStepId=accepted" }));
    await waitFor(() => expect(rows()).toEqual(["Budi Santoso"]));
    expect(api.asked.at(-1)!.get("recruitmentStepId")).toBe("accepted");
    expect(screen.getByRole("link", { name: "Budi Santoso" })).toHaveAttribute(
      "href",
      `/job-post/${JOB_ID}/candidates/${people[1]!.id}?recruitmentStepId=accepted&gender=female`,
    );
  });

  it("ticks every loaded applicant at once and shortlists one from its Decide menu", async () => {
    serve();
    const { user } = renderList("?view=list");
    await screen.findByRole("region", { name: "Applicants" });
    await user.click(screen.getByRole("checkbox", { name: "Select all 3 loaded applicants" }));
    expect(within(screen.getByRole("region", { name: "Selected applicants" })).getByText("3 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select all 3 loaded applicants" }));
    expect(screen.queryByRole("region", { name: "Selected applicants" })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole("article", { name: "Sari Wulandari" })).getByRole("button", { name: "Decide on Sari Wulandari" }));
    await user.click(await screen.findByRole("menuitem", { name: "Shortlist" }));
    expect(await screen.findByText("Sari Wulandari shortlisted")).toBeInTheDocument();
    // Shown with its new status at once, before anything is sent.
    expect(within(screen.getByRole("article", { name: "Sari Wulandari" })).getByText("Shortlisted")).toBeInTheDocument();
    expect(api.decisions).toEqual([]);
  });

  it("says when nothing matches, with Clear filters, and when a step is empty", async () => {
    serve();
    const { user, onUrlUpdate } = renderList("?view=list&q=nobody");
    expect(await screen.findByText("No applicants match these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?view=list" }));

    serve([]);
    renderList("?view=list&recruitmentStepId=custom-hr");
    expect(await screen.findByText("No applicants in this step yet")).toBeInTheDocument();
  });

  const many = Array.from({ length: 75 }, (_, index) => candidate({ id: applicationId(100 + index), name: `Applicant ${index + 1}`, email: `a${index}@example.com` }));

  it("loads the next page as the end of the loaded rows comes into view, and keeps the count of pages in the address", async () => {
    serve(many, { pageSize: 30 });
    // A tall scroller: the first page's last rows are in view at once.
    const restoreTall = giveScrollersASize({ height: 3_000 });
    try {
      const { onUrlUpdate } = renderList("?view=list");
      await screen.findByRole("region", { name: "Applicants" });
      await waitFor(() => expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?view=list&page=2" })));
      expect(api.asked.map((params) => params.get("cursor"))).toEqual([null, "30"]);
    } finally {
      restoreTall();
      restoreSize = giveScrollersASize();
    }
  });

  it("loads as many pages as the address says (back from an applicant)", async () => {
    serve(many, { pageSize: 30 });
    renderList("?view=list&page=2");
    await screen.findByRole("region", { name: "Applicants" });
    await waitFor(() => expect(api.asked.map((params) => params.get("cursor"))).toEqual([null, "30"]));
    // Only what fits the scroller is in the page.
    expect(rows().length).toBeLessThan(30);
    expect(screen.getByRole("checkbox", { name: "Select all 60 loaded applicants" })).toBeInTheDocument();
  });

  it("opens the filters in a dialog on a phone", async () => {
    setViewportWidth(390);
    serve();
    const { user, onUrlUpdate } = renderList("?view=list");
    await screen.findByRole("region", { name: "Applicants" });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(within(dialog).getByRole("group", { name: "School type" })).getByRole("checkbox", { name: "Top Reputation" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?view=list&schoolType=topReputation" }));
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(screen.getByRole("list", { name: "Active filters" })).getByText("Top Reputation")).toBeInTheDocument();
  });
});
