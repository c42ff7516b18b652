import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settleOnSimulator } from "./checkout-helpers";
import { newAdminCompany } from "./team-helpers";

/**
 * Issue 15, part one, end to end on the local payment simulator: the trial company buys a plan
 * with a BCA virtual account and gets it at once, with its quotas and the invoice PDF; an e-wallet
 * order left to expire changes nothing.
 */

type SubscriptionState = {
  subscription: { status: string; plan: { code: string; name: string; jobPostQuota: number | null; memberQuota: number | null } } | null;
};

async function subscriptionOf(request: APIRequestContext, companyId: string): Promise<SubscriptionState> {
  const response = await request.get(`/api/v1/job-portal/company/${companyId}/subscription`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: SubscriptionState }).result;
}

/** From /subscription to the order page: Growth, monthly, with the given method. */
async function orderGrowth(page: Page, method: RegExp): Promise<void> {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Free Trial" })).toBeVisible();
  await page.getByRole("link", { name: "Choose plan Growth" }).click();
  await page.waitForURL("/checkout?plan=growth&period=monthly");
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await page.getByRole("radio", { name: method }).check();
  const pay = page.getByRole("button", { name: /^Pay Rp/ });
  await expect(pay).toBeEnabled();
  await expect(page.getByText(/^PPN \(/)).toBeVisible();
  await pay.click();
  await page.waitForURL(/\/checkout\/[^/?]+$/);
  await expect(page.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
}


test("the trial company buys Growth with a BCA virtual account on the simulator and gets its quotas at once", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await newAdminCompany(page.request, "Checkout BCA");
  const before = await subscriptionOf(page.request, admin.companyId);
  expect(before.subscription?.plan.code).toBe("trial");

  await orderGrowth(page, /Bank BCA/);
  await expect(page.getByText("Virtual account number", { exact: true })).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();

  await settleOnSimulator(page, "Pay");
  // The order page polls every 3 s and sees the webhook's effect.
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^INV\//)).toBeVisible();

  await page.getByRole("button", { name: "Go to the portal" }).click();
  await page.waitForURL("/");

  const after = await subscriptionOf(page.request, admin.companyId);
  expect(after.subscription).toMatchObject({ status: "active", plan: { code: "growth" } });
  const quota = after.subscription!.plan.jobPostQuota;
  const trialQuota = before.subscription!.plan.jobPostQuota;
  expect(quota === null || (trialQuota !== null && quota > trialQuota)).toBe(true);

  await page.goto("/settings/subscription");
  await expect(page.getByRole("heading", { name: "Growth", level: 2 })).toBeVisible();
  await expect(page.getByText(/^Active · Monthly/)).toBeVisible();
  if (quota !== null) await expect(page.getByRole("progressbar", { name: "Published job posts" })).toHaveAttribute("aria-valuemax", String(quota));

  await page.goto("/settings/billing");
  const paidOrder = page.getByRole("listitem").filter({ hasText: "Growth · Monthly" });
  await expect(paidOrder.getByText("Paid", { exact: true })).toBeVisible();
  await expect(paidOrder.getByText(/^Invoice INV\//)).toBeVisible();

  // The invoice downloads as a PDF named after its number.
  const [download] = await Promise.all([page.waitForEvent("download"), paidOrder.getByRole("link", { name: /^Download invoice INV\// }).click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{5}\.pdf$/);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("an e-wallet order left to expire charges nothing and leaves the plan unchanged", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await newAdminCompany(page.request, "Checkout Expire");

  await orderGrowth(page, /Gopay/);
  // The e-wallet's way in: its app link (and a QR code where the provider gives one).
  await expect(page.getByRole("link", { name: "Open Gopay" })).toBeVisible();

  await settleOnSimulator(page, "Let it expire");
  await expect(page.getByRole("heading", { name: "This order expired" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("The time to pay ran out. Nothing was charged.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout?plan=growth&period=monthly");

  const after = await subscriptionOf(page.request, admin.companyId);
  expect(after.subscription).toMatchObject({ status: "trial", plan: { code: "trial" } });
  await page.goto("/settings/subscription");
  await expect(page.getByRole("heading", { name: "Free Trial", level: 2 })).toBeVisible();
  await page.goto("/settings/billing");
  await expect(page.getByRole("listitem").filter({ hasText: "Growth · Monthly" }).getByText("Expired", { exact: true })).toBeVisible();
});
