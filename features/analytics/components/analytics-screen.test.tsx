import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsJobsPage, AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { analyticsRange, analyticsStats, avgResponseTime, COMPANY_ID, jobRow, jobsPage, JOB_B } from "../testing/analytics-fixtures";
import { AnalyticsScreen } from "./analytics-screen";

const server = setupServer(http.post("*/api/v1/job-portal/mixpanel/track", () => HttpResponse.json({ result: null })));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Served = { stats: URLSearchParams[]; jobs: URLSearchParams[] };

function serve({ stats = () => analyticsStats(), jobs = () => jobsPage() }: { stats?: (params: URLSearchParams) => AnalyticsStats | Response; jobs?: (params: URLSearchParams) => AnalyticsJobsPage } = {}) {
  const served: Served = { stats: [], jobs: [] };
  server.use(
    http.get(`*/api/v1/job-portal/company/${COMPANY_ID}/stats`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      served.stats.push(params);
      const answer = stats(params);
      return answer instanceof Response ? answer : HttpResponse.json({ result: answer });
    }),
    http.get(`*/api/v1/job-portal/company/${COMPANY_ID}/avg-response-time`, () => HttpResponse.json({ result: avgResponseTime() })),
    http.get(`*/api/v1/job-portal/company/${COMPANY_ID}/stats/jobs`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      served.jobs.push(params);
      return HttpResponse.json({ result: jobs(params) });
    }),
  );
  return served;
}

function renderScreen(searchParams = "") {
  const urls: UrlUpdateEvent[] = [];
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={(event) => urls.push(event)} hasMemory>
      <AnalyticsScreen companyId={COMPANY_ID} />
    </NuqsTestingAdapter>,
  );
  return { ...view, urls };
}

describe("AnalyticsScreen", () => {
  it("shows the period's figures with the range, comparisons and spec 9 durations", async () => {
    serve();
    renderScreen("?period=weekly");
    expect(await screen.findByTestId("figure-applicants")).toHaveTextContent("12");
    expect(screen.getByTestId("analytics-range")).toHaveTextContent("Figures for 19 Nov 2026 – 25 Nov 2026 (WIB) · 2 jobs");
    expect(screen.getByTestId("figure-applicantsPerJob")).toHaveTextContent("6");
    const cardOf = (figure: string) => screen.getByTestId(`figure-${figure}`).parentElement!;
    expect(cardOf("applicants")).toHaveTextContent("Up 50% on the previous period");
    expect(cardOf("applicantsPerJob")).toHaveTextContent("Down 25% on the previous period");
    expect(cardOf("publishedJobs")).toHaveTextContent("Same as the previous period");
    expect(cardOf("offered")).toHaveTextContent("Up from 0 in the previous period");
    expect(cardOf("avgResponseTime")).toHaveTextContent("Down 50% on the previous period");
    expect(screen.getByTestId("figure-avgResponseTime")).toHaveTextContent("45 minutes");
    expect(screen.getByTestId("figure-timeToShortlist")).toHaveTextContent("5 hours");
    expect(screen.getByTestId("figure-timeToOffer")).toHaveTextContent("3 days");
    expect(await screen.findByText("9 answered, 3 still waiting")).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Careers page 10 4 \(40%\) 1 \(10%\)/ })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Dewi Lestari 7 3" })).toBeInTheDocument();
  });

  it("explains each figure on focus, as the button's description", async () => {
    serve();
    const { user } = renderScreen();
    const about = await screen.findByRole("button", { name: "About Applicants per job" });
    expect(about).toHaveAccessibleDescription(/divided by the chosen jobs that were open/);
    await user.tab();
    while (document.activeElement !== about) await user.tab();
    expect(screen.getByText(/divided by the chosen jobs that were open/)).toBeVisible();
  });

  it("shows no comparison for All Time", async () => {
    const stats = analyticsStats({ range: analyticsRange({ period: "allTime", previousFrom: null, previousTo: null }) });
    for (const key of Object.keys(stats.summary) as (keyof AnalyticsStats["summary"])[]) stats.summary[key] = { ...stats.summary[key], previous: null };
    stats.speed = { ...stats.speed, avgResponseSeconds: { current: 60, previous: null }, timeToOfferSeconds: { current: 60, previous: null } };
    serve({ stats: () => stats });
    renderScreen("?period=allTime");
    expect(await screen.findByTestId("figure-applicants")).toHaveTextContent("12");
    expect(screen.queryByText(/on the previous period/)).toBeNull();
  });

  it("gives each chart a table of the same numbers and a text summary", async () => {
    serve();
    const { user } = renderScreen();
    expect(await screen.findByText("12 applicants over 7 days. The busiest day was 21 Nov 2026 with 4.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show applicants over time as a table" }));
    const overTime = screen.getByRole("region", { name: "Applicants over time table" });
    expect(within(overTime).getAllByRole("row").map((row) => row.textContent)).toEqual([
      "DayApplicants",
      "19 Nov 20263",
      "20 Nov 20260",
      "21 Nov 20264",
      "22 Nov 20260",
      "23 Nov 20262",
      "24 Nov 20261",
      "25 Nov 20262",
    ]);
    const funnel = screen.getByRole("region", { name: "Funnel table" });
    expect(within(funnel).getByRole("row", { name: "CV Shortlisted 5 42% 7" })).toBeInTheDocument();
    expect(within(funnel).getByRole("row", { name: "Rejected 3" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show the funnel as a chart" })).toBeInTheDocument();
  });

  it("asks again with the new filter when the period changes, and records it", async () => {
    const served = serve({ stats: (params) => (params.get("period") === "daily" ? analyticsStats({ summary: { ...analyticsStats().summary, applicants: { current: 2, previous: 1 } } }) : analyticsStats()) });
    const { user, urls } = renderScreen();
    expect(await screen.findByTestId("figure-applicants")).toHaveTextContent("12");
    await user.selectOptions(screen.getByLabelText("Period"), "Today");
    await waitFor(() => expect(screen.getByTestId("figure-applicants")).toHaveTextContent("2"));
    expect(served.stats.at(-1)?.get("period")).toBe("daily");
    expect(urls.at(-1)?.queryString).toBe("?period=daily");
  });

  it("says when the period has no applicants and offers All Time", async () => {
    const empty = analyticsStats();
    empty.summary.applicants = { current: 0, previous: 3 };
    serve({ stats: (params) => (params.get("period") === "allTime" ? analyticsStats() : empty) });
    const { user, urls } = renderScreen("?period=weekly");
    expect(await screen.findByText("No applicants in this period")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show All Time" }));
    await waitFor(() => expect(urls.at(-1)?.queryString).toBe("?period=allTime"));
    expect(await screen.findByRole("heading", { name: /Funnel/ })).toBeInTheDocument();
  });

  it("shows the API's error with a retry that asks again", async () => {
    let calls = 0;
    serve({
      stats: () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(apiErrorBody("Server busy", "INTERNAL", { errorId: "req-9" }), { status: 500 }) : analyticsStats();
      },
    });
    const { user } = renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Server busy");
    expect(alert).toHaveTextContent("req-9");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("figure-applicants")).toHaveTextContent("12");
  });

  it("sorts the per-job table by a column (aria-sort) and links each job to its candidates", async () => {
    const served = serve({ jobs: (params) => jobsPage([jobRow(), jobRow({ jobId: JOB_B, role: "Data Analyst", applicants: 4 })], { total: 45, page: Number(params.get("page") ?? 1) }) });
    const { user, urls } = renderScreen();
    const table = await screen.findByRole("region", { name: "Jobs table" });
    expect(within(table).getByRole("link", { name: "Data Analyst" })).toHaveAttribute("href", `/job-post/${JOB_B}/candidates`);
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(/^Backend Engineerpublished30121025346\s*2 hours01 Nov 2026$/);
    expect(within(table).getByRole("columnheader", { name: /Applicants/ })).toHaveAttribute("aria-sort", "descending");
    await user.click(within(table).getByRole("button", { name: "Job" }));
    await waitFor(() => expect(urls.at(-1)?.queryString).toBe("?sort=role&sortDir=asc"));
    expect(within(screen.getByRole("region", { name: "Jobs table" })).getByRole("columnheader", { name: /Job/ })).toHaveAttribute("aria-sort", "ascending");
    await waitFor(() => expect(served.jobs.at(-1)?.get("sort")).toBe("role"));
    expect(screen.getByText("Page 1 of 3 · 45 jobs")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(served.jobs.at(-1)?.get("page")).toBe("2"));
  });
});
