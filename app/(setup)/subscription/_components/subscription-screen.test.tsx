import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoCurrentUser } from "@/features/auth/testing/auth-fixtures";
import { apiUrl, noSubscription, testPlans } from "@/features/subscription/testing/subscription-fixtures";
import { DEFAULT_FEATURE_FLAGS } from "@/server/modules/feature-flags/feature-flags-contract";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { SubscriptionScreen } from "./subscription-screen";

const server = setupServer();
let queryParamsFlag = false;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  queryParamsFlag = false;
  server.use(
    http.get(apiUrl("/v1/users/me"), () => HttpResponse.json({ result: demoCurrentUser })),
    http.get(apiUrl("/v1/feature-flags"), () =>
      HttpResponse.json({ result: { flags: { ...DEFAULT_FEATURE_FLAGS, "new-subscription-query-params": queryParamsFlag }, maintenance: { enabled: false, target: "all", routes: [] } } }),
    ),
    http.get(apiUrl("/v1/job-portal/subscription-plan"), () => HttpResponse.json({ result: { docs: testPlans } })),
    http.get(apiUrl(`/v1/job-portal/company/${demoCurrentUser.company!.id}/subscription`), () => HttpResponse.json({ result: noSubscription })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("SubscriptionScreen", () => {
  it("preselects the plan and period of ?plan=&period= with the new subscription query parameters flag", async () => {
    queryParamsFlag = true;
    renderWithUser(<SubscriptionScreen query={{ plan: "growth", period: "yearly" }} />);
    const growth = await screen.findByRole("article", { name: "Growth" });
    expect(await within(growth).findByText("Your choice")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    expect(within(growth).getByRole("link", { name: "Choose plan Growth" })).toHaveAttribute("href", "/checkout?plan=growth&period=yearly");
  });

  it("ignores them without the flag", async () => {
    renderWithUser(<SubscriptionScreen query={{ plan: "growth", period: "yearly" }} />);
    const growth = await screen.findByRole("article", { name: "Growth" });
    // The flags have answered (off) once the page settles; nothing is preselected.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(growth).queryByText("Your choice")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
  });
});
