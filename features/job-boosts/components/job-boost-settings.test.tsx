import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { JobBoostOverview } from "@/server/modules/job-boosts/job-boosts-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { JobBoostSettings } from "./job-boost-settings";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const URL = "http://localhost:3000/api/v1/job-portal/company/c1/job-boosts";

const balance = { planRunning: true, planName: "Growth", quota: 3, used: 1, remaining: 2, purchased: 0, monthStartsAt: "2026-11-01T00:00:00.000Z", monthEndsAt: "2026-12-01T00:00:00.000Z" };
const packs = [
  { code: "boost-1", name: "1 job boost", boosts: 1, priceIdr: 150_000 },
  { code: "boost-5", name: "5 job boosts", boosts: 5, priceIdr: 600_000 },
];
const overview = (changes: Partial<JobBoostOverview> = {}): JobBoostOverview => ({
  balance,
  packs,
  jobs: [
    { id: "j1", role: "Designer", publishedAt: "2026-11-10T00:00:00.000Z", activeBoostEndsAt: null },
    { id: "j2", role: "Writer", publishedAt: "2026-11-11T00:00:00.000Z", activeBoostEndsAt: "2026-11-30T00:00:00.000Z" },
  ],
  active: [{ id: "b2", jobId: "j2", jobRole: "Writer", durationDays: 14, startsAt: "2026-11-16T00:00:00.000Z", endsAt: "2026-11-30T00:00:00.000Z", status: "active" }],
  past: [{ id: "b1", jobId: "j1", jobRole: "Designer", durationDays: 7, startsAt: "2026-10-01T00:00:00.000Z", endsAt: "2026-10-08T00:00:00.000Z", status: "ended" }],
  ...changes,
});

describe("JobBoostSettings", () => {
  it("shows the balance, the jobs to boost, and the active and past boosts", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ result: overview() })));
    renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    expect(await screen.findByText("2 of 3 boosts left")).toBeInTheDocument();
    const jobs = within(screen.getByRole("list", { name: "Published jobs" })).getAllByRole("listitem");
    expect(within(jobs[0]!).getByRole("button", { name: "Boost Designer" })).toBeEnabled();
    expect(within(jobs[1]!).getByText("Promoted until 30 Nov 2026")).toBeInTheDocument();
    expect(within(jobs[1]!).queryByRole("button")).not.toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Active boosts" })).getByText(/14 days · 16 Nov 2026 – ends 30 Nov 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Past boosts" })).getByText(/7 days · 01 Oct 2026 – ended 08 Oct 2026/)).toBeInTheDocument();
  });

  it("boosts a job for the chosen length with the keyboard, then reads the lists again", async () => {
    let posted: unknown = null;
    let reads = 0;
    server.use(
      http.get(URL, () => {
        reads += 1;
        return HttpResponse.json({ result: overview() });
      }),
      http.post(URL, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ result: { id: "b3", jobId: "j1", jobRole: "Designer", durationDays: 30, startsAt: "2026-11-20T00:00:00.000Z", endsAt: "2026-12-20T00:00:00.000Z", status: "active" } }, { status: 201 });
      }),
    );
    const { user } = renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    (await screen.findByRole("button", { name: "Boost Designer" })).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Boost Designer" });
    await user.click(within(dialog).getByRole("radio", { name: /30 days/ }));
    await user.click(within(dialog).getByRole("button", { name: "Boost for 30 days" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posted).toEqual({ jobId: "j1", durationDays: 30 });
    await waitFor(() => expect(reads).toBe(2));
  });

  it("keeps a refusal in the dialog with the API's words", async () => {
    server.use(
      http.get(URL, () => HttpResponse.json({ result: overview() })),
      http.post(URL, () => HttpResponse.json(apiErrorBody("Your Growth plan includes 3 job boosts a month and 3 are used.", "BOOST_QUOTA_REACHED"), { status: 403 })),
    );
    const { user } = renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    await user.click(await screen.findByRole("button", { name: "Boost Designer" }));
    const dialog = await screen.findByRole("dialog", { name: "Boost Designer" });
    await user.click(within(dialog).getByRole("button", { name: "Boost for 7 days" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Your Growth plan includes 3 job boosts a month and 3 are used.");
  });

  it("disables boosting when none are left, and says what to do without a plan or jobs", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ result: overview({ balance: { ...balance, used: 3, remaining: 0 } }) })));
    const { unmount } = renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    expect(await screen.findByRole("button", { name: "Boost Designer" })).toBeDisabled();
    expect(screen.getByText(/used this month's boosts/)).toBeInTheDocument();
    unmount();

    server.use(
      http.get(URL, () =>
        HttpResponse.json({ result: overview({ balance: { planRunning: false, planName: null, quota: 0, used: 0, remaining: 0, purchased: 0, monthStartsAt: null, monthEndsAt: null }, jobs: [], active: [], past: [] }) }),
      ),
    );
    renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    expect(await screen.findByText(/no running plan/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/settings/subscription");
    expect(screen.getByText("No published jobs to boost")).toBeInTheDocument();
    expect(screen.getByText("No job is boosted right now.")).toBeInTheDocument();
    expect(screen.getByText("No boost has ended yet.")).toBeInTheDocument();
  });

  it("offers the boost packs to the admin, with their price a boost, and says who can buy to the others", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ result: overview() })));
    const { unmount } = renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    const offered = within(await screen.findByRole("list", { name: "Boost packs" })).getAllByRole("listitem");
    expect(offered[1]).toHaveTextContent("5 job boosts");
    expect(offered[1]).toHaveTextContent("Rp 120.000 a boost");
    expect(within(offered[1]!).getByRole("link", { name: "Buy 5 job boosts" })).toHaveAttribute("href", "/checkout?boostPack=boost-5");
    unmount();

    renderWithUser(<JobBoostSettings companyId="c1" canBuy={false} />);
    expect(await screen.findByText("Only your company's Admin can buy boosts.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Buy / })).not.toBeInTheDocument();
  });

  it("counts bought boosts: boosting stays open when the month's are used and some were bought", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ result: overview({ balance: { ...balance, used: 3, remaining: 0, purchased: 4 } }) })));
    renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    expect(await screen.findByText(/Plus 4 bought boosts, used once the month's are gone/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Boost Designer" })).toBeEnabled();
  });

  it("shows a failed load as an error", async () => {
    server.use(http.get(URL, () => HttpResponse.json(apiErrorBody("Job boosts are not enabled for this company", "FEATURE_DISABLED"), { status: 404 })));
    renderWithUser(<JobBoostSettings companyId="c1" canBuy />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Job boosts are not enabled for this company");
  });
});
