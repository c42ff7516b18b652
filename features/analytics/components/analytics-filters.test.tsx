import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { useAnalyticsAddress } from "../hooks/use-analytics-address";
import { JOB_A, JOB_B } from "../testing/analytics-fixtures";
import { AnalyticsFilters } from "./analytics-filters";
import { validateRange } from "./custom-range-form";

// Filter changes are recorded (ed_ events) half a second later, whatever the test.
const events: unknown[] = [];
const server = setupServer(
  http.post("*/api/v1/job-portal/mixpanel/track", async ({ request }) => {
    events.push(await request.json());
    return HttpResponse.json({ result: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOBS = [
  { id: JOB_A, role: "Backend Engineer", status: "published" },
  { id: JOB_B, role: "Data Analyst", status: "closed" },
];

function serveJobs() {
  const queries: (string | null)[] = [];
  server.use(
    http.get("*/api/v1/job-portal/job", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q");
      queries.push(q);
      const docs = JOBS.filter((job) => !q || job.role.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json({ result: { docs, nextCursor: null, counts: { all: 2, draft: 0, published: 1, closed: 1 } } });
    }),
  );
  return queries;
}

/** The filters wired to the address as the screen wires them, showing the query the API would get. */
function Harness() {
  const { address, query, changeFilters } = useAnalyticsAddress();
  return (
    <>
      <AnalyticsFilters address={address} onChange={changeFilters} />
      <output data-testid="query">{JSON.stringify(query)}</output>
    </>
  );
}

function renderFilters(searchParams = "") {
  const urls: UrlUpdateEvent[] = [];
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={(event) => urls.push(event)} hasMemory>
      <Harness />
    </NuqsTestingAdapter>,
  );
  return { ...view, urls, query: () => JSON.parse(screen.getByTestId("query").textContent ?? "{}") as Record<string, unknown> };
}

describe("AnalyticsFilters", () => {
  it("reads the filters from the address, with spec 3's labels", () => {
    renderFilters("?jobFilter=allActiveJob&period=weekly");
    expect(screen.getByLabelText("Jobs")).toHaveDisplayValue("All Active Jobs");
    expect(screen.getByLabelText("Period")).toHaveDisplayValue("Last 7 Days");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All Jobs",
      "All Active Jobs",
      "Selected Jobs",
      "All Time",
      "Today",
      "Last 7 Days",
      "Last 30 Days",
      "Custom",
    ]);
  });

  it("writes a rolling period and a job filter to the address at once, recorded as an ed_ event; defaults leave it", async () => {
    events.length = 0;
    const { user, urls, query } = renderFilters();
    await user.selectOptions(screen.getByLabelText("Period"), "All Time");
    expect(urls.at(-1)?.queryString).toBe("?period=allTime");
    await user.selectOptions(screen.getByLabelText("Jobs"), "All Active Jobs");
    expect(urls.at(-1)?.queryString).toBe("?period=allTime&jobFilter=allActiveJob");
    expect(query()).toEqual({ jobFilter: "allActiveJob", period: "allTime" });
    await user.selectOptions(screen.getByLabelText("Period"), "Last 30 Days");
    expect(urls.at(-1)?.queryString).toBe("?jobFilter=allActiveJob");
    // Changes within half a second are one event carrying the latest filters.
    await waitFor(() => expect(events).toEqual([{ eventName: "ed_analytics_filter_changed", eventData: { jobFilter: "allActiveJob", period: "monthly" } }]));
  });

  it("checks a custom range before applying it: both days, in order", async () => {
    const { user, urls, query } = renderFilters();
    await user.selectOptions(screen.getByLabelText("Period"), "Custom");
    expect(urls).toHaveLength(0);
    await user.click(await screen.findByRole("button", { name: "Apply dates" }));
    expect(screen.getByLabelText("From")).toHaveAccessibleDescription("Choose the first day");
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("Choose the last day");
    await user.type(screen.getByLabelText("From"), "2026-11-10");
    await user.type(screen.getByLabelText("To"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("The last day comes before the first")).toBeInTheDocument();
    expect(urls).toHaveLength(0);
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    await waitFor(() => expect(urls.at(-1)?.queryString).toBe("?period=custom&from=2026-11-10&to=2026-11-20"));
    expect(query()).toEqual({ jobFilter: "allJob", period: "custom", from: "2026-11-10", to: "2026-11-20" });
    expect(screen.queryByText(/Choose the/)).toBeNull();
  });

  it("refuses a custom range longer than two years, as the API does", () => {
    expect(validateRange("2024-01-01", "2025-12-31")).toEqual({});
    expect(validateRange("2024-01-01", "2026-01-01")).toEqual({ to: "Choose at most 731 days" });
    expect(validateRange("2026-01-02", "2026-01-01")).toEqual({ to: "The last day comes before the first" });
  });

  it("picks jobs by searching, and applies only with at least one", async () => {
    const queries = serveJobs();
    const { user, urls, query } = renderFilters();
    await user.selectOptions(screen.getByLabelText("Jobs"), "Selected Jobs");
    expect(urls).toHaveLength(0);
    await user.click(await screen.findByRole("button", { name: "Apply jobs" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one job");
    expect(await screen.findByRole("checkbox", { name: /Data Analyst/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search jobs"), "back");
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: /Data Analyst/ })).toBeNull());
    expect(queries).toContain("back");
    await user.click(screen.getByRole("checkbox", { name: /Backend Engineer/ }));
    expect(screen.getByText("1 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply jobs" }));
    await waitFor(() => expect(urls.at(-1)?.queryString).toBe(`?jobFilter=selectedJob&jobIds=${JOB_A}`));
    expect(query()).toEqual({ jobFilter: "selectedJob", period: "monthly", jobIds: [JOB_A] });
    expect(screen.getByText("1 job selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change jobs" }));
    expect(await screen.findByRole("checkbox", { name: /Backend Engineer/ })).toBeChecked();
  });

  it("leaves Selected Jobs as it was when the picker is cancelled", async () => {
    serveJobs();
    const { user, urls } = renderFilters("?jobFilter=allActiveJob");
    await user.selectOptions(screen.getByLabelText("Jobs"), "Selected Jobs");
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Jobs")).toHaveDisplayValue("All Active Jobs");
    expect(urls).toHaveLength(0);
  });
});
