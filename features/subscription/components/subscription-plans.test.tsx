import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import { apiUrl, growthPlan, noSubscription, runningState, starterPlan, testPlans, trialPlan } from "../testing/subscription-fixtures";
import { SubscriptionPlans } from "./subscription-plans";

const trialRunning = runningState(trialPlan);

const server = setupServer();
let state: CompanySubscriptionState = noSubscription;
let trialCalls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  state = noSubscription;
  trialCalls = 0;
  server.use(
    http.get(apiUrl("/v1/job-portal/subscription-plan"), () => HttpResponse.json({ result: { docs: testPlans } })),
    http.get(apiUrl("/v1/job-portal/company/c1/subscription"), () => HttpResponse.json({ result: state })),
    http.post(apiUrl("/v1/job-portal/company/c1/subscription/trial"), () => {
      trialCalls += 1;
      return HttpResponse.json({ result: trialRunning }, { status: 201 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPlans(isOwner: boolean, preselected?: React.ComponentProps<typeof SubscriptionPlans>["preselected"]) {
  const onTrialStarted = vi.fn();
  const onContinue = vi.fn();
  const view = renderWithUser(<SubscriptionPlans companyId="c1" isOwner={isOwner} onTrialStarted={onTrialStarted} onContinue={onContinue} preselected={preselected} />);
  return { onTrialStarted, onContinue, user: view.user };
}

describe("SubscriptionPlans", () => {
  it("lists each plan with its monthly price in rupiah without decimals and its quotas", async () => {
    renderPlans(true);
    const starter = await screen.findByRole("article", { name: "Starter" });
    expect(within(starter).getByText("Rp 499.000")).toBeInTheDocument();
    expect(within(starter).getByText("3 job posts")).toBeInTheDocument();
    expect(within(starter).getByText("30 talent contacts")).toBeInTheDocument();
    const enterprise = screen.getByRole("article", { name: "Enterprise" });
    expect(within(enterprise).getByText("Rp 3.999.000")).toBeInTheDocument();
    expect(within(enterprise).getByText("Unlimited job posts")).toBeInTheDocument();
    expect(within(enterprise).getByText("1.000 talent contacts")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Growth" })).getByText("5 job boosts a month")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Free Trial" })).getByText("Free")).toBeInTheDocument();
  });

  it("switches paid plans to yearly prices with the saving, and Choose plan carries the period to checkout", async () => {
    const { user } = renderPlans(true);
    const starter = await screen.findByRole("article", { name: "Starter" });
    expect(within(starter).getByRole("link", { name: "Choose plan Starter" })).toHaveAttribute("href", "/checkout?plan=starter&period=monthly");

    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    expect(within(starter).getByText("Rp 4.990.000")).toBeInTheDocument();
    // 12 × 499.000 = 5.988.000; a year costs 4.990.000, 998.000 less (17%).
    expect(within(starter).getByText("Save Rp 998.000 (17%) against paying monthly")).toBeInTheDocument();
    expect(within(starter).getByRole("link", { name: "Choose plan Starter" })).toHaveAttribute("href", "/checkout?plan=starter&period=yearly");
    // Enterprise is sold monthly only: it stays monthly.
    const enterprise = screen.getByRole("article", { name: "Enterprise" });
    expect(within(enterprise).getByText("Sold monthly only")).toBeInTheDocument();
    expect(within(enterprise).getByRole("link", { name: "Choose plan Enterprise" })).toHaveAttribute("href", "/checkout?plan=enterprise&period=monthly");
  });

  it("preselects the plan and period it is given", async () => {
    renderPlans(true, { planCode: "growth", period: "yearly" });
    const growth = await screen.findByRole("article", { name: "Growth" });
    expect(within(growth).getByText("Your choice")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    expect(within(growth).getByText("Rp 14.990.000")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Starter" })).queryByText("Your choice")).not.toBeInTheDocument();
  });

  it("lets the owner start the free trial", async () => {
    const { user, onTrialStarted } = renderPlans(true);
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));
    await waitFor(() => expect(onTrialStarted).toHaveBeenCalled());
    expect(trialCalls).toBe(1);
  });

  it("tells a member that the Admin must choose, with no button to start or buy", async () => {
    renderPlans(false);
    expect(await screen.findByText(/Only your company's Admin can start the free trial or choose a plan/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start free trial" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Choose plan/ })).not.toBeInTheDocument();
    expect(screen.getAllByText("Your Admin can choose it")).toHaveLength(3);
  });

  it("shows a refusal from the API in spec 8's display", async () => {
    server.use(
      http.post(apiUrl("/v1/job-portal/company/c1/subscription/trial"), () =>
        HttpResponse.json(apiErrorBody("The trial has been used", "TRIAL_ALREADY_USED", { errorId: "req-5" }), { status: 409 }),
      ),
    );
    const { user, onTrialStarted } = renderPlans(true);
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The trial has been used (req-5)");
    expect(onTrialStarted).not.toHaveBeenCalled();
  });

  it("shows a company on the trial its plan and usage, offers the paid plans to upgrade, and lets it continue", async () => {
    state = trialRunning;
    const { user, onContinue } = renderPlans(true);
    expect(await screen.findByRole("heading", { name: "Free Trial" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Published job posts" })).toHaveAttribute("aria-valuenow", "2");
    expect(screen.getByText("2 of 2")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Free Trial" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose plan Starter" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue to the portal" }));
    expect(onContinue).toHaveBeenCalled();
  });

  it("offers a company on a paid plan only the larger plans", async () => {
    state = runningState(starterPlan, { jobPosts: 1, members: 2, talentContacts: 12 });
    renderPlans(true);
    expect(await screen.findByRole("heading", { name: "Upgrade your plan" })).toBeInTheDocument();
    expect(screen.getByText("12 of 30")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Starter" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: growthPlan.name })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Enterprise" })).toBeInTheDocument();
  });
});
