import "@/tests/ui/browser-polyfills";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { toast as sonner } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { job } from "@/features/jobs/testing/job-fixtures";
import { JOB_ID, applicationId, candidate, fakeCandidatesApi, giveScrollersASize, type FakeCandidatesApi } from "@/features/pipeline/testing/candidate-fixtures";
import { clearSelection } from "@/features/pipeline/stores/selection-store";
import { undoAllPendingActions } from "@/features/pipeline/stores/pending-actions";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
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
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  restoreSize();
});

const sari = candidate({ id: applicationId(1), name: "Sari Wulandari", email: "sari@example.com" });
const budi = candidate({ id: applicationId(2), name: "Budi Santoso", email: "budi@example.com", gender: "male", experienceLevelLabel: "Fresh Graduate", university: "ITB", gpa: 3.2 });
const dewi = candidate({ id: applicationId(3), name: "Dewi Lestari", email: "dewi@example.com", aiScore: 82, techTestStatus: "waitSubmit" });
const agus = candidate({ id: applicationId(4), name: "Agus Pratama", email: "agus@example.com", gender: "male", recruitmentStepId: "custom-hr", status: "custom" });

let api: FakeCandidatesApi;

function serve(options: { jobStatus?: number; canEdit?: boolean; candidates?: ReturnType<typeof candidate>[] } = {}) {
  api = fakeCandidatesApi(options.candidates ?? [sari, budi, dewi, agus]);
  server.use(
    http.get(`*/api/v1/job-portal/job/${JOB_ID}`, () =>
      options.jobStatus
        ? HttpResponse.json(apiErrorBody(options.jobStatus === 404 ? "Job not found" : "Forbidden", options.jobStatus === 404 ? "NOT_FOUND" : "FORBIDDEN"), { status: options.jobStatus })
        : HttpResponse.json({ result: job({ id: JOB_ID, role: "Backend Engineer", status: "published", applicantCount: 4, canEdit: options.canEdit ?? true }) }),
    ),
    ...api.handlers,
  );
}

function renderCandidates(searchParams = "", options: { aiEnabled?: boolean } = {}) {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
      <Toaster />
      <JobCandidates jobId={JOB_ID} aiEnabled={options.aiEnabled ?? false} />
    </NuqsTestingAdapter>,
  );
  return { ...view, onUrlUpdate };
}

const column = (name: string) => screen.getByRole("region", { name: `Applicants in ${name}` });
const columnHeading = (name: string) => screen.getByRole("heading", { name: new RegExp(`^${name},`) });
const askedFor = (stepId: string | null) => api.asked.filter((params) => params.get("recruitmentStepId") === stepId);

/** jsdom lays nothing out: columns side by side, and cards (and the drag overlay) in the first column. */
function layOutBoard() {
  const zero = { x: 0, y: 0, left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const box = (left: number, top: number, width: number, height: number) => ({ ...zero, x: left, y: top, left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const columnElement = this.closest<HTMLElement>("[data-step-id]");
    if (this === columnElement) return box([...columnElement.parentElement!.children].indexOf(columnElement) * 340, 0, 320, 1000);
    if (this === document.body || this === document.documentElement || this.getAttribute("role") === "region") return box(0, 0, 1400, 1000);
    return box(10, 100, 300, 132);
  });
}

describe("the candidates board", () => {
  beforeEach(() => serve());

  it("shows the job, a column per step with its count, and each step's applicants", async () => {
    renderCandidates();
    expect(await screen.findByRole("heading", { name: "Backend Engineer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Applications table" })).toHaveAttribute("href", `/job-post/${JOB_ID}/applications`);
    expect(screen.getByRole("link", { name: "Import applicants" })).toHaveAttribute("href", `/job-post/${JOB_ID}/import`);
    expect(await screen.findByRole("region", { name: "Recruitment board" })).toBeInTheDocument();

    await within(await screen.findByRole("region", { name: "Applicants in CV Screening" })).findByRole("article", { name: "Sari Wulandari" });
    expect(columnHeading("CV Screening")).toHaveTextContent("CV Screening, 3 applicants");
    expect(columnHeading("HR Interview")).toHaveTextContent("HR Interview, 1 applicant");
    expect(columnHeading("CV Shortlisted")).toHaveTextContent("0");
    expect(await screen.findAllByText("No applicants in this step yet")).toHaveLength(2);

    const screening = column("CV Screening");
    expect(within(screening).getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual(["Sari Wulandari", "Budi Santoso", "Dewi Lestari"]);
    expect(within(await screen.findByRole("region", { name: "Applicants in HR Interview" })).getByRole("article", { name: "Agus Pratama" })).toBeInTheDocument();
    // Each column is its own query; the first column's answer gave the steps (no extra request).
    expect(askedFor("notProcessed")).toHaveLength(1);
    expect(askedFor("custom-hr")).toHaveLength(1);
    expect(askedFor(null)).toHaveLength(0);

    const dewiCard = within(screening).getByRole("article", { name: "Dewi Lestari" });
    expect(within(dewiCard).getByText("Pending")).toBeInTheDocument();
    expect(within(dewiCard).getByText("Tech test: Working on it")).toBeInTheDocument();
    expect(within(dewiCard).getByText("82")).toBeInTheDocument();
    expect(within(dewiCard).getByText("1-3 Years of Experience · Universitas Indonesia · GPA 3.65")).toBeInTheDocument();
    // The applicant page carries the board's filter and the card's step, for previous and next.
    expect(within(dewiCard).getByRole("link", { name: "Dewi Lestari" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${dewi.id}?recruitmentStepId=notProcessed`);
  });

  it("reads the filters, search and sort from the address, shows them as chips, and clears them", async () => {
    const { user, onUrlUpdate } = renderCandidates("?gender=male&status=notProcessed&q=budi&sortParam=gpa&sortDir=asc&page=3");
    const screening = await screen.findByRole("region", { name: "Applicants in CV Screening" });
    expect(await within(screening).findByRole("article", { name: "Budi Santoso" })).toBeInTheDocument();
    expect(within(screening).queryByRole("article", { name: "Sari Wulandari" })).not.toBeInTheDocument();
    const asked = askedFor("notProcessed")[0]!;
    expect(asked.getAll("gender")).toEqual(["male"]);
    expect(asked.getAll("status")).toEqual(["notProcessed"]);
    expect(asked.get("q")).toBe("budi");
    expect(asked.get("sortParam")).toBe("gpa");
    expect(asked.get("sortDir")).toBe("asc");
    // With a filter, counts read "matching of all".
    expect(columnHeading("CV Screening")).toHaveTextContent("1 of 3");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("gpa");
    expect(screen.getByRole("combobox", { name: "Sort order" })).toHaveDisplayValue("Lowest first");
    // The link to an applicant keeps the filter and sort.
    const link = within(screening).getByRole("link", { name: "Budi Santoso" }).getAttribute("href")!;
    const query = new URLSearchParams(link.split("?")[1]);
    expect([query.get("gender"), query.get("status"), query.get("q"), query.get("sortParam"), query.get("sortDir"), query.get("recruitmentStepId")]).toEqual([
      "male",
      "notProcessed",
      "budi",
      "gpa",
      "asc",
      "notProcessed",
    ]);

    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(within(chips).getByText("Male")).toBeInTheDocument();
    expect(within(chips).getByText("Pending")).toBeInTheDocument();
    expect(within(chips).getByText("“budi”")).toBeInTheDocument();

    await user.click(within(chips).getByRole("button", { name: "Remove filter Male" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?status=notProcessed&q=budi&sortParam=gpa&sortDir=asc" }));

    await user.click(within(chips).getByRole("button", { name: "Clear all" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?sortParam=gpa&sortDir=asc" }));
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
    expect(await within(screening).findByRole("article", { name: "Sari Wulandari" })).toBeInTheDocument();
  });

  it("applies a filter from the panel, starting again from the first page", async () => {
    const { user, onUrlUpdate } = renderCandidates("?page=2");
    await screen.findByRole("region", { name: "Applicants in CV Screening" });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("region", { name: "Filters" });
    for (const legend of ["Status", "Years of experience", "Gender", "School type", "Traits", "Source", "Rank", "Company types"]) {
      expect(within(panel).getByRole("group", { name: legend })).toBeInTheDocument();
    }
    expect(within(within(panel).getByRole("group", { name: "Rank" })).getByRole("checkbox", { name: "Top 1%" })).toBeInTheDocument();
    await user.click(within(within(panel).getByRole("group", { name: "Gender" })).getByRole("checkbox", { name: "Female" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?gender=female" }));
    await waitFor(() => expect(columnHeading("CV Screening")).toHaveTextContent("2 of 3"));
    expect(screen.getByRole("button", { name: "Filters, 1 active" })).toBeInTheDocument();
  });

  it("searches 300 ms after the last keystroke, once", async () => {
    const { user, onUrlUpdate } = renderCandidates();
    await screen.findByRole("region", { name: "Applicants in CV Screening" });
    onUrlUpdate.mockClear();
    await user.type(screen.getByRole("searchbox", { name: "Search applicants" }), "dewi");
    expect(onUrlUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalledWith(expect.objectContaining({ queryString: "?q=dewi" })));
    expect(onUrlUpdate).toHaveBeenCalledTimes(1);
    const screening = column("CV Screening");
    await waitFor(() => expect(within(screening).getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual(["Dewi Lestari"]));
  });

  it("offers the AI match score sort only while the analyzer flag is on", async () => {
    renderCandidates();
    await screen.findByRole("region", { name: "Applicants in CV Screening" });
    expect(within(screen.getByRole("combobox", { name: "Sort by" })).queryByRole("option", { name: "AI match score" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("combobox", { name: "Sort by" })).getByRole("option", { name: "Years of experience" })).toBeInTheDocument();
  });

  it("with the flag on, sorts by AI match score; with it off, a shared AI sort link falls back to the default", async () => {
    const on = renderCandidates("?sortParam=aiScore", { aiEnabled: true });
    await screen.findByRole("region", { name: "Applicants in CV Screening" });
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("aiScore");
    expect(askedFor("notProcessed")[0]!.get("sortParam")).toBe("aiScore");
    on.unmount();

    serve();
    renderCandidates("?sortParam=aiScore", { aiEnabled: false });
    await screen.findByRole("region", { name: "Applicants in CV Screening" });
    expect(askedFor("notProcessed")[0]!.get("sortParam")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("applicationDate");
  });

  it("says when nothing matches the filters, with Clear filters", async () => {
    const { user, onUrlUpdate } = renderCandidates("?q=nobody");
    expect(await screen.findByText("No applicants match these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "" }));
    expect(await screen.findByRole("region", { name: "Applicants in CV Screening" })).toBeInTheDocument();
  });

  it("moves a card with the keyboard through its Move to menu, at once, and Undo puts it back without a request", async () => {
    const { user } = renderCandidates();
    const screening = await screen.findByRole("region", { name: "Applicants in CV Screening" });
    const menu = within(await within(screening).findByRole("article", { name: "Dewi Lestari" })).getByRole("button", { name: "Move Dewi Lestari to another step" });
    menu.focus();
    await user.keyboard("{ArrowDown}");
    const item = await screen.findByRole("menuitem", { name: "HR Interview" });
    // Every other step is offered, not the card's own.
    expect(screen.getAllByRole("menuitem").map((each) => each.textContent)).toEqual(["HR Interview", "CV Shortlisted", "Rejected"]);
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item).toHaveFocus());
    await user.keyboard("{Enter}");

    // Shown in its new column at once; the counts follow.
    expect(await within(column("HR Interview")).findByRole("article", { name: "Dewi Lestari" })).toBeInTheDocument();
    expect(within(screening).queryByRole("article", { name: "Dewi Lestari" })).not.toBeInTheDocument();
    expect(columnHeading("HR Interview")).toHaveTextContent("2 applicants");
    expect(columnHeading("CV Screening")).toHaveTextContent("2 applicants");
    expect(screen.getByText("Dewi Lestari moved to HR Interview")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Action undone")).toBeInTheDocument();
    expect(within(screening).getByRole("article", { name: "Dewi Lestari" })).toBeInTheDocument();
    expect(within(column("HR Interview")).queryByRole("article", { name: "Dewi Lestari" })).not.toBeInTheDocument();
    expect(api.decisions).toEqual([]);
  });

  it("drags a card to the next column with the keyboard (Space, arrow, Space), announcing each step", async () => {
    const layout = layOutBoard();
    try {
      const { user } = renderCandidates();
      const screening = await screen.findByRole("region", { name: "Applicants in CV Screening" });
      const handle = within(await within(screening).findByRole("article", { name: "Sari Wulandari" })).getByRole("button", { name: "Drag Sari Wulandari" });
      handle.focus();
      await user.keyboard("[Space]");
      // Picked up, over its own column at first.
      await waitFor(() => expect(screen.getByText("Sari Wulandari is over CV Screening.")).toBeInTheDocument());
      await user.keyboard("[ArrowRight]");
      await waitFor(() => expect(screen.getByText("Sari Wulandari is over HR Interview.")).toBeInTheDocument());
      await user.keyboard("[Space]");
      await waitFor(() => expect(screen.getByText("Sari Wulandari dropped in HR Interview.")).toBeInTheDocument());
      expect(await within(column("HR Interview")).findByRole("article", { name: "Sari Wulandari" })).toBeInTheDocument();
      expect(screen.getByText("Sari Wulandari moved to HR Interview")).toBeInTheDocument();
      expect(api.decisions).toEqual([]);
    } finally {
      layout.mockRestore();
    }
  });

  it("drags the whole selection with a ticked card, and Escape cancels a drag", async () => {
    const layout = layOutBoard();
    try {
      const { user } = renderCandidates();
      const screening = await screen.findByRole("region", { name: "Applicants in CV Screening" });
      await within(screening).findByRole("article", { name: "Budi Santoso" });
      await user.click(screen.getByRole("checkbox", { name: "Select Sari Wulandari" }));
      await user.click(screen.getByRole("checkbox", { name: "Select Budi Santoso" }));

      screen.getByRole("button", { name: "Drag Dewi Lestari" }).focus();
      await user.keyboard("[Space]");
      await user.keyboard("[ArrowRight]");
      await user.keyboard("[Escape]");
      await waitFor(() => expect(screen.getByText("Moving Dewi Lestari was cancelled.")).toBeInTheDocument());
      expect(within(column("CV Screening")).getAllByRole("article")).toHaveLength(3);

      screen.getByRole("button", { name: "Drag Sari Wulandari" }).focus();
      await user.keyboard("[Space]");
      await user.keyboard("[ArrowRight]");
      await user.keyboard("[ArrowRight]");
      await waitFor(() => expect(screen.getByText("Sari Wulandari is over CV Shortlisted.")).toBeInTheDocument());
      await user.keyboard("[Space]");
      // Into CV Shortlisted is a shortlist, of both ticked applicants.
      expect(await screen.findByText("2 applicants shortlisted")).toBeInTheDocument();
      expect(within(column("CV Shortlisted")).getAllByRole("article").map((card) => card.getAttribute("aria-label")).sort()).toEqual(["Budi Santoso", "Sari Wulandari"]);
      expect(within(column("CV Screening")).getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual(["Dewi Lestari"]);
      expect(screen.queryByRole("region", { name: "Selected applicants" })).not.toBeInTheDocument();
    } finally {
      layout.mockRestore();
    }
  });

  it("ticks a range with shift, and the bulk bar's decision waits 3 s, Z undoes it, then it is posted once the delay passes", async () => {
    const { user } = renderCandidates();
    const screening = await screen.findByRole("region", { name: "Applicants in CV Screening" });
    await within(screening).findByRole("article", { name: "Dewi Lestari" });
    await user.click(screen.getByRole("checkbox", { name: "Select Sari Wulandari" }));
    await user.keyboard("{Shift>}");
    await user.click(screen.getByRole("checkbox", { name: "Select Dewi Lestari" }));
    await user.keyboard("{/Shift}");
    expect(screen.getByRole("checkbox", { name: "Select Budi Santoso" })).toBeChecked();
    const bar = screen.getByRole("region", { name: "Selected applicants" });
    expect(within(bar).getByText("3 selected")).toBeInTheDocument();
    const reject = await within(bar).findByRole("button", { name: "Reject" });

    vi.useFakeTimers();
    fireEvent.click(reject);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("3 applicants rejected")).toBeInTheDocument();
    // Shown as rejected at once; the selection is done with.
    expect(screen.queryByRole("region", { name: "Applicants in CV Screening" })).not.toBeInTheDocument();
    expect(columnHeading("CV Screening")).toHaveTextContent("0 applicants");
    expect(columnHeading("Rejected")).toHaveTextContent("3 applicants");
    expect(within(column("Rejected")).getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("region", { name: "Selected applicants" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(api.decisions).toEqual([]);

    fireEvent.keyDown(window, { key: "z" });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Action undone")).toBeInTheDocument();
    expect(within(column("CV Screening")).getAllByRole("article")).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(api.decisions).toEqual([]);

    // Decided again, and left alone this time: posted after 3 s, once.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Budi Santoso" }));
    fireEvent.click(within(screen.getByRole("region", { name: "Selected applicants" })).getByRole("button", { name: "Reject" }));
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(api.decisions).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.decisions).toHaveLength(1);
    expect(api.decisions[0]).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), applicationIds: [budi.id], decision: "rejected" });
    // The refetch after the decision shows the server's answer.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    await waitFor(() => expect(columnHeading("Rejected")).toHaveTextContent("1 applicant"));
    expect(within(column("Rejected")).getByRole("article", { name: "Budi Santoso" })).toBeInTheDocument();
  });

  it("opens the company's email templates from the header", async () => {
    server.use(
      http.get("*/api/v1/job-portal/email-templates", () => HttpResponse.json({ result: { docs: [] } })),
      http.get("*/api/v1/job-portal/email-template-settings", () => HttpResponse.json({ result: { editors: "jobPostEditors", mayEditTemplates: true, mayChangeEditors: true } })),
    );
    const { user } = renderCandidates();
    await user.click(await screen.findByRole("button", { name: "Email templates" }));
    expect(await screen.findByRole("dialog", { name: "Email templates" })).toBeInTheDocument();
  });

  it("shows no ticks, drag handles or decisions to a viewer", async () => {
    serve({ canEdit: false });
    renderCandidates();
    const card = await within(await screen.findByRole("region", { name: "Applicants in CV Screening" })).findByRole("article", { name: "Sari Wulandari" });
    expect(within(card).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Move|Drag/ })).not.toBeInTheDocument();
  });

  it("shows a column's error with Retry", async () => {
    let fail = true;
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates`, ({ request }) => {
        if (fail && new URL(request.url).searchParams.get("recruitmentStepId") === "custom-hr") {
          return HttpResponse.json(apiErrorBody("Something went wrong", "INTERNAL"), { status: 500 });
        }
        return undefined;
      }),
    );
    const { user } = renderCandidates();
    const hr = await screen.findByRole("region", { name: "Recruitment board" });
    const alert = await within(hr).findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(await screen.findByRole("region", { name: "Applicants in HR Interview" })).findByRole("article", { name: "Agus Pratama" })).toBeInTheDocument();
  });

  it("says the job does not exist on a 404, and denies on a 403", async () => {
    serve({ jobStatus: 404 });
    const first = renderCandidates();
    expect(await screen.findByText("Job not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Job Post" })).toHaveAttribute("href", "/job-post");
    first.unmount();
    serve({ jobStatus: 403 });
    renderCandidates();
    expect(await screen.findByText("You don’t have access to this page")).toBeInTheDocument();
  });
});
