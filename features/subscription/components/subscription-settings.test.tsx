import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import { apiUrl, growthPlan, runningState, testPlans } from "../testing/subscription-fixtures";
import { SubscriptionSettings } from "./subscription-settings";

const growth = runningState(growthPlan);
const withSubscription = (changes: Partial<NonNullable<CompanySubscriptionState["subscription"]>>): CompanySubscriptionState => ({
  ...growth,
  subscription: { ...growth.subscription!, ...changes },
});

const server = setupServer();
let state: CompanySubscriptionState = growth;
const calls: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  state = growth;
  calls.length = 0;
  server.use(
    http.get(apiUrl("/v1/job-portal/subscription-plan"), () => HttpResponse.json({ result: { docs: testPlans } })),
    http.get(apiUrl("/v1/job-portal/company/c1/subscription"), () => HttpResponse.json({ result: state })),
    http.post(apiUrl("/v1/job-portal/company/c1/subscription/cancel"), () => {
      calls.push("cancel");
      return HttpResponse.json({ result: withSubscription({ cancelAtPeriodEnd: true }) });
    }),
    http.post(apiUrl("/v1/job-portal/company/c1/subscription/resume"), () => {
      calls.push("resume");
      return HttpResponse.json({ result: withSubscription({ cancelAtPeriodEnd: false }) });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("SubscriptionSettings, the end of the period", () => {
  it("lets the owner cancel at period end, shows Ends on the date, and undoes it", async () => {
    const { user } = renderWithUser(<SubscriptionSettings companyId="c1" isOwner />);
    const status = await screen.findByRole("region", { name: "End of the period" });
    expect(within(status).getByRole("status")).toHaveTextContent("Renew before 01 Dec 2026 to keep your plan");
    await user.click(within(status).getByRole("button", { name: "Cancel at period end" }));
    expect(await within(status).findByText("Ends on 01 Dec 2026")).toBeInTheDocument();
    await user.click(within(status).getByRole("button", { name: "Undo cancellation" }));
    expect(await within(status).findByText("Renew before 01 Dec 2026 to keep your plan")).toBeInTheDocument();
    expect(calls).toEqual(["cancel", "resume"]);
  });

  it("shows a paid downgrade as Changes to the plan on its first day, with no cancel and no cheaper choices", async () => {
    state = withSubscription({ nextPeriod: { planCode: "starter", planName: "Starter", startsAt: "2026-12-01T00:00:00.000Z", endsAt: "2026-12-31T00:00:00.000Z" } });
    renderWithUser(<SubscriptionSettings companyId="c1" isOwner />);
    const status = await screen.findByRole("region", { name: "End of the period" });
    expect(within(status).getByRole("status")).toHaveTextContent("Changes to Starter on 01 Dec 2026");
    expect(within(status).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Move to a cheaper plan" })).not.toBeInTheDocument();
  });

  it("offers the cheaper plans on a paid plan, and shows the state without the action to a member", async () => {
    state = withSubscription({ cancelAtPeriodEnd: true });
    renderWithUser(<SubscriptionSettings companyId="c1" isOwner={false} />);
    const status = await screen.findByRole("region", { name: "End of the period" });
    expect(within(status).getByRole("status")).toHaveTextContent("Ends on 01 Dec 2026");
    expect(within(status).queryByRole("button")).not.toBeInTheDocument();
    const cheaper = screen.getByRole("heading", { name: "Move to a cheaper plan" }).closest("section")!;
    expect(within(cheaper).getByRole("article", { name: "Starter" })).toBeInTheDocument();
    expect(within(cheaper).queryByRole("article", { name: "Enterprise" })).not.toBeInTheDocument();
  });
});
