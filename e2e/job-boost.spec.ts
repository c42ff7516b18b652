import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { settleOnSimulator } from "./checkout-helpers";
import { closeCreatedJobs, createPublishedJob } from "./pipeline-helpers";
import { runFlags } from "./shell-helpers";
import { newAdminCompany } from "./team-helpers";

/**
 * Issue 15, Boost Job: a company on Growth (bought on the local payment simulator) with the
 * boost-job-subscription flag boosts its older job on /settings/job-boost, and its public careers
 * page lists that job first with the Promoted mark. Without the flag the page does not exist.
 * Once the plan month's boosts are used, the admin buys a boost pack at checkout, pays it on the
 * simulator and boosts one more job with it.
 */

/** Growth, monthly, ordered and paid on the simulator through the API (e2e/checkout.spec.ts walks the pages). */
async function buyGrowth(request: APIRequestContext, companyId: string): Promise<void> {
  const ordered = await request.post(`/api/v1/job-portal/company/${companyId}/orders`, { data: { planCode: "growth", period: "monthly", paymentMethod: "bca_va" } });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { orderNumber } = ((await ordered.json()) as { result: { orderNumber: string } }).result;
  const paid = await request.post(`/api/v1/payment-simulator/orders/${encodeURIComponent(orderNumber)}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/job-portal/company/${companyId}/subscription`);
      return ((await response.json()) as { result: { subscription: { plan: { code: string } } | null } }).result.subscription?.plan.code;
    })
    .toBe("growth");
}

test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

test("a recruiter boosts a published job and the careers page lists it first, promoted", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await newAdminCompany(page.request, "Boost");
  const me = await page.request.get("/api/v1/users/me");
  const { slug } = ((await me.json()) as { result: { company: { slug: string } } }).result.company;

  // The flag is off by default: the page is not there.
  const missing = await page.goto("/settings/job-boost");
  expect(missing?.status()).toBe(404);

  await buyGrowth(page.request, admin.companyId);
  await runFlags(baseURL!, "set", "boost-job-subscription", "on", "--company", admin.companyId);
  const older = await createPublishedJob(page.request, { role: "Boosted Data Analyst" });
  const newer = await createPublishedJob(page.request, { role: "Plain Content Writer" });

  const careers = await page.context().newPage();
  await careers.goto(`/careers/${slug}`);
  const jobLinks = careers.getByRole("region", { name: /Open positions/ }).getByRole("link");
  await expect(jobLinks.first()).toContainText(newer.role);
  await expect(careers.getByText("Promoted", { exact: true })).toHaveCount(0);

  await page.goto("/settings/job-boost");
  await expect(page.getByRole("heading", { name: "Boost Job", level: 1 })).toBeVisible();
  await expect(page.getByText("3 of 3 boosts left")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Boost ${older.role}` }).click();
  const dialog = page.getByRole("dialog", { name: `Boost ${older.role}` });
  await dialog.getByRole("radio", { name: /14 days/ }).check();
  await dialog.getByRole("button", { name: "Boost for 14 days" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("2 of 3 boosts left")).toBeVisible();
  await expect(page.getByRole("list", { name: "Active boosts" }).getByText(older.role)).toBeVisible();
  await expect(page.getByRole("list", { name: "Published jobs" }).getByText(/^Promoted until /)).toBeVisible();

  await careers.reload();
  await expect(jobLinks.first()).toContainText(older.role);
  await expect(jobLinks.first()).toContainText("Promoted");
  await expect(jobLinks.nth(1)).toContainText(newer.role);
  await expect(careers.getByText("Promoted", { exact: true })).toHaveCount(1);
  await careers.close();
  await runFlags(baseURL!, "unset", "boost-job-subscription", "--company", admin.companyId);
});

test("the admin buys a boost pack once the month's boosts are used and boosts one more job with it", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await newAdminCompany(page.request, "Boost Pack");
  const me = await page.request.get("/api/v1/users/me");
  const { slug } = ((await me.json()) as { result: { company: { slug: string } } }).result.company;
  await buyGrowth(page.request, admin.companyId);
  await runFlags(baseURL!, "set", "boost-job-subscription", "on", "--company", admin.companyId);
  // Growth's three boosts of the month, used through the API.
  for (const role of ["Pack Boost One", "Pack Boost Two", "Pack Boost Three"]) {
    const job = await createPublishedJob(page.request, { role });
    const boosted = await page.request.post(`/api/v1/job-portal/company/${admin.companyId}/job-boosts`, { data: { jobId: job.id, durationDays: 7 } });
    expect(boosted.status(), await boosted.text()).toBe(201);
  }
  const extra = await createPublishedJob(page.request, { role: "Bought Boost Engineer" });

  await page.goto("/settings/job-boost");
  await expect(page.getByText("0 of 3 boosts left")).toBeVisible();
  await expect(page.getByRole("button", { name: `Boost ${extra.role}` })).toBeDisabled();
  await page.getByRole("link", { name: "Buy 1 job boost" }).click();
  await page.waitForURL("/checkout?boostPack=boost-1");
  await expect(page.getByRole("region", { name: "Order summary" }).getByText("1 job boost")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("radio", { name: /Bank BCA/ }).check();
  // Rp 150.000 + PPN 16.500 + the virtual account's 4.000.
  const pay = page.getByRole("button", { name: "Pay Rp 170.500" });
  await expect(pay).toBeEnabled();
  await pay.click();
  await page.waitForURL(/\/checkout\/[^/?]+$/);
  await settleOnSimulator(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("1 job boost was added to your company.")).toBeVisible();
  await page.getByRole("link", { name: "Boost a job" }).click();

  await page.waitForURL("/settings/job-boost");
  await expect(page.getByText(/Plus 1 bought boost, used once the month's are gone/)).toBeVisible();
  await page.getByRole("button", { name: `Boost ${extra.role}` }).click();
  const dialog = page.getByRole("dialog", { name: `Boost ${extra.role}` });
  await dialog.getByRole("button", { name: "Boost for 7 days" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Active boosts" }).getByText(extra.role)).toBeVisible();
  await expect(page.getByText(/Plus \d+ bought/)).toHaveCount(0);

  await page.goto("/settings/billing");
  await expect(page.getByRole("listitem").filter({ hasText: "1 job boost" }).getByText("Paid", { exact: true })).toBeVisible();

  await page.goto(`/careers/${slug}`);
  const boostedLink = page.getByRole("region", { name: /Open positions/ }).getByRole("link").filter({ hasText: extra.role });
  await expect(boostedLink).toContainText("Promoted");
  await runFlags(baseURL!, "unset", "boost-job-subscription", "--company", admin.companyId);
});
