import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { newAdminCompany } from "./team-helpers";

/**
 * Issue 15, plan changes: an Admin on a paid plan cancels it at the end of the period, sees when it
 * ends (server-rendered, so a reload shows it too) and undoes the cancellation.
 */

/** Growth, monthly, bought and paid on the simulator through the API (the purchase itself is checkout.spec.ts's). */
async function buyGrowth(request: APIRequestContext, companyId: string): Promise<void> {
  const created = await request.post(`/api/v1/job-portal/company/${companyId}/orders`, { data: { planCode: "growth", period: "monthly", paymentMethod: "bca_va" } });
  expect(created.status(), await created.text()).toBe(201);
  const order = ((await created.json()) as { result: { id: string; orderNumber: string } }).result;
  const paid = await request.post(`/api/v1/payment-simulator/orders/${order.orderNumber}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
  // Reading the paid order reissues the guard cookie with the new plan.
  const read = await request.get(`/api/v1/job-portal/company/${companyId}/orders/${order.id}`);
  expect(((await read.json()) as { result: { status: string } }).result.status).toBe("paid");
}

test("an Admin on a paid plan cancels it at period end, sees Ends on the date, and undoes it", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await newAdminCompany(page.request, "Plan Changes");
  await buyGrowth(page.request, admin.companyId);

  await page.goto("/settings/subscription");
  await expect(page.getByRole("heading", { name: "Growth", level: 2 })).toBeVisible();
  const endOfPeriod = page.getByRole("region", { name: "End of the period" });
  await expect(endOfPeriod.getByRole("status")).toHaveText(/^Renew before /);
  await expect(page.getByRole("heading", { name: "Move to a cheaper plan" })).toBeVisible();

  await endOfPeriod.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(endOfPeriod.getByRole("status")).toHaveText(/^Ends on \d{2} \w{3} \d{4}$/);
  await expectAccessible(page);

  // The state comes with the page from the server.
  await page.reload();
  await expect(endOfPeriod.getByRole("status")).toHaveText(/^Ends on /);

  await endOfPeriod.getByRole("button", { name: "Undo cancellation" }).click();
  await expect(endOfPeriod.getByRole("status")).toHaveText(/^Renew before /);
  await expect(endOfPeriod.getByRole("button", { name: "Cancel at period end" })).toBeVisible();
});
