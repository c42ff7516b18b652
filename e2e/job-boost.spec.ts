import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { closeCreatedJobs, createPublishedJob } from "./pipeline-helpers";
import { runFlags } from "./shell-helpers";
import { newAdminCompany } from "./team-helpers";

/**
 * Issue 15, Boost Job: a company on Growth (bought on the local payment simulator) with the
 * boost-job-subscription flag boosts its older job on /settings/job-boost, and its public careers
 * page lists that job first with the Promoted mark. Without the flag the page does not exist.
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
