import "@/tests/ui/browser-polyfills";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { toast as sonner } from "sonner";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { job } from "@/features/jobs/testing/job-fixtures";
import {
  JOB_ID,
  STARTED_EXPORT_ID,
  applicationId,
  applicationRow,
  fakeApplicationsApi,
  manyRows,
  type FakeApplicationsApi,
} from "@/features/pipeline/testing/application-fixtures";
import type { ApplicationExport } from "@/server/modules/application-exports/application-exports-schemas";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { JobApplications } from "./job-applications";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }), usePathname: () => `/job-post/${JOB_ID}/applications` }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  act(() => void sonner.dismiss());
  vi.useRealTimers();
  push.mockReset();
  server.resetHandlers();
});
afterAll(() => server.close());

const STEP_BASE = { action: "none" as const, techTest: null, emailSubject: null, emailMessage: null, applicantCount: 0 };
const STEPS = [
  { ...STEP_BASE, id: "notProcessed", type: "notProcessed" as const, name: "CV Screening", position: 0 },
  { ...STEP_BASE, id: "custom-hr", type: "custom" as const, name: "HR Interview", position: 1 },
  { ...STEP_BASE, id: "accepted", type: "accepted" as const, name: "CV Shortlisted", position: 2 },
  { ...STEP_BASE, id: "rejected", type: "rejected" as const, name: "Rejected", position: 3 },
];

let api: FakeApplicationsApi;

function serve(rows = manyRows(120), options: { canEdit?: boolean; jobStatus?: number; exports?: ApplicationExport[] } = {}) {
  api = fakeApplicationsApi(rows, { exports: options.exports });
  server.use(
    http.get(`*/api/v1/job-portal/job/${JOB_ID}`, () =>
      options.jobStatus
        ? HttpResponse.json(apiErrorBody("Job not found", "JOB_NOT_FOUND"), { status: options.jobStatus })
        : HttpResponse.json({ result: job({ id: JOB_ID, role: "Backend Engineer", recruitmentSteps: STEPS, canEdit: options.canEdit ?? true }) }),
    ),
    ...api.handlers,
  );
}

function renderPage(searchParams = "", options: { aiEnabled?: boolean } = {}) {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
      <Toaster />
      <JobApplications jobId={JOB_ID} aiEnabled={options.aiEnabled ?? false} />
    </NuqsTestingAdapter>,
  );
  return { ...view, onUrlUpdate };
}

const lastAsked = () => api.asked.at(-1)!;
const lastUrl = (onUrlUpdate: ReturnType<typeof renderPage>["onUrlUpdate"]) => onUrlUpdate.mock.calls.at(-1)![0].searchParams;
const table = () => screen.getByRole("table");
const bodyRows = () => within(table()).getAllByRole("row").slice(1);

// A page of 50 rows of 16 columns takes jsdom a while to draw.
describe("the applications table", { timeout: 20_000 }, () => {
  it("shows the job and a page of applications with the columns a recruiter filters on, in a labelled scrolling region", async () => {
    serve([
      applicationRow({
        id: applicationId(1),
        name: "Sari Wulandari",
        email: "sari@example.com",
        gpa: 3.65,
        experienceLevel: 5,
        rank: "top5",
        expectedSalary: 9_000_000,
        toeflScore: 560,
        techTestStatus: "waitSubmit",
        source: "import",
      }),
      applicationRow({ id: applicationId(2), name: "Budi Santoso", recruitmentStepId: "custom-hr", status: "custom", gender: "male", gpa: null, age: null, university: null }),
    ]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Backend Engineer" })).toBeInTheDocument();
    const region = await screen.findByRole("region", { name: "Applications" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("table")).toBeInTheDocument();
    const headers = within(table()).getAllByRole("columnheader").map((cell) => cell.textContent?.replace(/,.*$/, "").trim());
    expect(headers).toEqual(["Name", "Email", "Step", "Status", "Applied", "Experience", "University", "GPA", "Gender", "School type", "Rank", "Expected salary", "TOEFL", "Age", "Tech test", "Source"]);
    const [sari, budi] = bodyRows();
    expect(within(sari!).getByRole("rowheader")).toHaveTextContent("Sari Wulandari");
    for (const text of ["sari@example.com", "CV Screening", "Pending", "05 Nov 2026", "1-3 Yrs", "Universitas Indonesia", "3.65", "Female", "Local", "Top 5%", "Rp 9.000.000", "560", "24", "Working on it", "Imported"]) {
      expect(within(sari!).getByText(text)).toBeInTheDocument();
    }
    expect(within(budi!).getByText("HR Interview")).toBeInTheDocument();
    expect(within(budi!).getByText("In Process")).toBeInTheDocument();
    expect(within(budi!).getAllByText("Not given").length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
  });

  it("moves between numbered pages through the address", async () => {
    serve();
    const { user, onUrlUpdate } = renderPage();
    expect(await screen.findByText("Showing 1–50 of 120")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(bodyRows()).toHaveLength(50);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Showing 51–100 of 120")).toBeInTheDocument();
    expect(lastUrl(onUrlUpdate).get("page")).toBe("2");
    expect(lastAsked().get("page")).toBe("2");
    expect(within(bodyRows()[0]!).getByRole("rowheader")).toHaveTextContent("Applicant 051");
    await user.click(screen.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("Showing 101–120 of 120")).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "First page" }));
    expect(await screen.findByText("Showing 1–50 of 120")).toBeInTheDocument();
    expect(lastUrl(onUrlUpdate).get("page")).toBeNull();
  });

  it("reads the filters, sort and page from the address and asks the API for them; a page past the end shows the last", async () => {
    serve();
    renderPage("?gender=female&sortParam=gpa&sortDir=asc&page=9");
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    const asked = api.asked[0]!;
    expect(asked.getAll("gender")).toEqual(["female"]);
    expect(asked.get("sortParam")).toBe("gpa");
    expect(asked.get("sortDir")).toBe("asc");
    expect(asked.get("page")).toBe("9");
    expect(asked.get("limit")).toBe("50");
    await waitFor(() => expect(lastAsked().get("page")).toBe("2"));
    expect(screen.getByRole("columnheader", { name: /GPA/ })).toHaveAttribute("aria-sort", "ascending");
  });

  it("sorts from a column's header and from the sort menu, going back to page 1", async () => {
    serve();
    const { user, onUrlUpdate } = renderPage("?page=2");
    await screen.findByText("Showing 51–100 of 120");
    await user.click(within(screen.getByRole("columnheader", { name: /GPA/ })).getByRole("button"));
    await waitFor(() => expect(lastAsked().get("sortParam")).toBe("gpa"));
    expect(lastAsked().get("page")).toBe("1");
    expect(lastUrl(onUrlUpdate).get("page")).toBeNull();
    expect(screen.getByRole("columnheader", { name: /GPA/ })).toHaveAttribute("aria-sort", "descending");
    await user.click(within(screen.getByRole("columnheader", { name: /GPA/ })).getByRole("button"));
    await waitFor(() => expect(lastAsked().get("sortDir")).toBe("asc"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Application date");
    await waitFor(() => expect(lastAsked().get("sortParam")).toBeNull());
    expect(screen.queryByRole("option", { name: "AI match score" })).not.toBeInTheDocument();
  });

  it("filters by step and by the candidates page's filters, and clears them", async () => {
    serve([
      applicationRow({ id: applicationId(1), name: "Sari", gender: "female" }),
      applicationRow({ id: applicationId(2), name: "Budi", gender: "male", recruitmentStepId: "custom-hr", status: "custom" }),
    ]);
    const { user, onUrlUpdate } = renderPage();
    await screen.findByText("Showing 1–2 of 2");
    await user.selectOptions(screen.getByRole("combobox", { name: "Recruitment step" }), "HR Interview");
    await waitFor(() => expect(lastAsked().get("recruitmentStepId")).toBe("custom-hr"));
    expect(await screen.findByText("Showing 1–1 of 1")).toBeInTheDocument();
    expect(lastUrl(onUrlUpdate).get("recruitmentStepId")).toBe("custom-hr");

    await user.click(screen.getByRole("button", { name: /Filters/ }));
    await user.click(await screen.findByRole("checkbox", { name: "Female" }));
    await waitFor(() => expect(lastAsked().getAll("gender")).toEqual(["female"]));
    expect(await screen.findByText("No applications in HR Interview match these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Showing 1–2 of 2")).toBeInTheDocument();
    expect(lastAsked().get("recruitmentStepId")).toBeNull();
    expect(lastAsked().getAll("gender")).toEqual([]);
  });

  it("opens the applicant from the name link or a click on the row, carrying the filter for previous and next", async () => {
    serve([applicationRow({ id: applicationId(7), name: "Sari", gender: "female" })]);
    const { user } = renderPage("?gender=female&sortParam=gpa");
    const link = await screen.findByRole("link", { name: "Sari" });
    const href = link.getAttribute("href")!;
    expect(href.startsWith(`/job-post/${JOB_ID}/candidates/${applicationId(7)}?`)).toBe(true);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.getAll("gender")).toEqual(["female"]);
    expect(query.get("sortParam")).toBe("gpa");
    await user.click(within(bodyRows()[0]!).getByText("Universitas Indonesia"));
    expect(push).toHaveBeenCalledWith(href);
  });

  it("says when the job has no applications yet", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText("No applications yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Export/ })).toBeDisabled();
  });

  it("shows a failure with Try again", async () => {
    serve();
    api.failWith = 500;
    const { user } = renderPage();
    expect(await screen.findByText("Server error")).toBeInTheDocument();
    api.failWith = null;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Showing 1–50 of 120")).toBeInTheDocument();
  });

  it("shows the page's access message when the API refuses the table", async () => {
    serve();
    api.failWith = 403;
    renderPage();
    expect(await screen.findByText(PERMISSION_MESSAGES.noPageAccess)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says so when the job does not exist", async () => {
    serve([], { jobStatus: 404 });
    renderPage();
    expect(await screen.findByText("Job not found")).toBeInTheDocument();
  });
});

describe("exports", () => {
  it("exports the current filter, shows its progress, then the download with its expiry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(manyRows(6));
    const { user } = renderPage("?gender=female&sortParam=gpa&sortDir=asc");
    expect(await screen.findByRole("heading", { name: "Recent exports" })).toBeInTheDocument();
    expect(await screen.findByText(/each file can be downloaded for 7 days/)).toBeInTheDocument();
    await screen.findByText("Showing 1–3 of 3");

    await user.click(screen.getByRole("button", { name: /Export/ }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV (.csv)" }));
    await waitFor(() => expect(api.started).toEqual([{ format: "csv", filter: { gender: ["female"], sortParam: "gpa", sortDir: "asc" } }]));
    expect(await screen.findByText("Export started")).toBeInTheDocument();
    expect(await screen.findByText("Waiting to start…")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const progress = await screen.findByRole("progressbar", { name: "Exporting: 3 of 6 applications" });
    expect(progress).toHaveAttribute("value", "3");

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const download = await screen.findByRole("link", { name: "Download backend-engineer-applications-2026-12-01.csv" });
    expect(download.getAttribute("href")).toMatch(new RegExp(`/v1/job-portal/job/${JOB_ID}/applications/exports/${STARTED_EXPORT_ID}/file$`));
    expect(screen.getByText(/available until 08 Dec 2026, 10:00 WIB/)).toBeInTheDocument();
    expect(screen.getByText("Your CSV export is ready to download.")).toBeInTheDocument();
  });

  it("opens the export menu from the keyboard once its code has loaded, and gives focus back to Export on Escape", async () => {
    serve(manyRows(3));
    const { user } = renderPage();
    await screen.findByText("Showing 1–3 of 3");
    // Before its first use the menu is not on the page: the button stands in for it.
    const button = screen.getByRole("button", { name: /Export/ });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    act(() => button.focus());
    await user.keyboard("{ArrowDown}");
    // The first open waits for the menu's code (a cold import under test can take a few seconds).
    const menu = await screen.findByRole("menu", {}, { timeout: 10_000 });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["CSV (.csv)", "Excel (.xlsx)"]);
    expect(screen.getByRole("button", { name: /Export/ })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /Export/ })).toHaveFocus();

    // Loaded once, it opens again at once from Enter, and starts an XLSX export from the keyboard.
    await user.keyboard("{Enter}");
    const again = await screen.findByRole("menu");
    act(() => within(again).getByRole("menuitem", { name: "Excel (.xlsx)" }).focus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.started).toEqual([{ format: "xlsx", filter: {} }]));
  });

  it("lists earlier exports: expired ones and failed ones say so", async () => {
    const base = { totalRows: 4, processedRows: 4, createdAt: "2026-11-01T03:00:00.000Z", finishedAt: "2026-11-01T03:01:00.000Z", error: null };
    serve(manyRows(4), {
      exports: [
        { ...base, id: applicationId(901), format: "xlsx", status: "done", fileName: "old.xlsx", expiresAt: "2026-11-08T03:01:00.000Z", downloadable: false },
        { ...base, id: applicationId(902), format: "csv", status: "failed", fileName: null, expiresAt: null, error: "Something went wrong while building the file", downloadable: false },
      ],
    });
    renderPage();
    expect(await screen.findByText("Expired on 08 Nov 2026, 10:01 WIB")).toBeInTheDocument();
    expect(screen.getByText(/Failed: Something went wrong while building the file/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Download/ })).not.toBeInTheDocument();
  });

  it("offers no export to those who cannot edit the job", async () => {
    serve(manyRows(3), { canEdit: false });
    renderPage();
    await screen.findByText("Showing 1–3 of 3");
    expect(screen.queryByRole("button", { name: /Export/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Recent exports" })).not.toBeInTheDocument();
  });
});
