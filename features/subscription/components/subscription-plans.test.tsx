import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanySubscriptionState, SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";
import { SubscriptionPlans } from "./subscription-plans";

const api = (path: string) => `http://localhost:3000/api${path}`;
const plan = (code: string, name: string, priceIdr: number, quotas: [number | null, number | null, number | null]): SubscriptionPlan => ({
  id: `plan-${code}`,
  code,
  name,
  description: `${name} plan`,
  priceIdr,
  yearlyPriceIdr: code === "trial" ? null : priceIdr * 10,
  boostQuota: 0,
  features: { aiAnalyzer: true, talentDatabase: true, jobIntegration: false },
  durationDays: code === "trial" ? 14 : 30,
  isTrial: code === "trial",
  jobPostQuota: quotas[0],
  memberQuota: quotas[1],
  talentContactQuota: quotas[2],
});
const plans = [plan("trial", "Free Trial", 0, [2, 3, 10]), plan("starter", "Starter", 499000, [3, 3, 30]), plan("enterprise", "Enterprise", 3999000, [null, null, 1000])];
const noSubscription: CompanySubscriptionState = { subscription: null, subscriptionUsage: null, needUpgradePlan: false, trialAvailable: true };
const trialRunning: CompanySubscriptionState = {
  ...noSubscription,
  trialAvailable: false,
  subscription: { id: "s1", companyId: "c1", kind: "trial", status: "trial", startsAt: "2026-01-01T00:00:00.000Z", endsAt: "2026-01-15T00:00:00.000Z", plan: plans[0]! },
};

const server = setupServer();
let state = noSubscription;
let trialCalls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  state = noSubscription;
  trialCalls = 0;
  server.use(
    http.get(api("/v1/job-portal/subscription-plan"), () => HttpResponse.json({ result: { docs: plans } })),
    http.get(api("/v1/job-portal/company/c1/subscription"), () => HttpResponse.json({ result: state })),
    http.post(api("/v1/job-portal/company/c1/subscription/trial"), () => {
      trialCalls += 1;
      return HttpResponse.json({ result: trialRunning }, { status: 201 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPlans(isOwner: boolean) {
  const onTrialStarted = vi.fn();
  const onContinue = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SubscriptionPlans companyId="c1" isOwner={isOwner} onTrialStarted={onTrialStarted} onContinue={onContinue} />
    </QueryClientProvider>,
  );
  return { onTrialStarted, onContinue, user: userEvent.setup({ delay: null }) };
}

describe("SubscriptionPlans", () => {
  it("lists each plan with its name, its price in rupiah without decimals and its quotas", async () => {
    renderPlans(true);
    const starter = await screen.findByRole("article", { name: "Starter" });
    expect(within(starter).getByText("Rp 499.000")).toBeInTheDocument();
    expect(within(starter).getByText("3 job posts")).toBeInTheDocument();
    expect(within(starter).getByText("3 team members")).toBeInTheDocument();
    expect(within(starter).getByText("30 talent contacts")).toBeInTheDocument();
    const enterprise = screen.getByRole("article", { name: "Enterprise" });
    expect(within(enterprise).getByText("Rp 3.999.000")).toBeInTheDocument();
    expect(within(enterprise).getByText("Unlimited job posts")).toBeInTheDocument();
    expect(within(enterprise).getByText("1.000 talent contacts")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Free Trial" })).getByText("Free")).toBeInTheDocument();
  });

  it("lets the owner start the free trial", async () => {
    const { user, onTrialStarted } = renderPlans(true);
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));
    await waitFor(() => expect(onTrialStarted).toHaveBeenCalled());
    expect(trialCalls).toBe(1);
  });

  it("tells a member that the Admin must start it, with no button to do so", async () => {
    renderPlans(false);
    expect(await screen.findByText(/Only your company's Admin can start the free trial/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start free trial" })).not.toBeInTheDocument();
    expect(screen.getByText("Your Admin can start it")).toBeInTheDocument();
  });

  it("shows a refusal from the API in spec 8's display", async () => {
    server.use(
      http.post(api("/v1/job-portal/company/c1/subscription/trial"), () =>
        HttpResponse.json({ message: "The trial has been used", code: "TRIAL_ALREADY_USED", errorId: "req-5", data: { errors: [] } }, { status: 409 }),
      ),
    );
    const { user, onTrialStarted } = renderPlans(true);
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The trial has been used (req-5)");
    expect(onTrialStarted).not.toHaveBeenCalled();
  });

  it("offers to continue when the company's plan is already running", async () => {
    state = trialRunning;
    const { user, onContinue } = renderPlans(false);
    expect(await screen.findByText("Your company is on the Free Trial plan")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue to the portal" }));
    expect(onContinue).toHaveBeenCalled();
  });
});
