import { expect, test } from "./fixtures";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { runFlags } from "./shell-helpers";

/**
 * Maintenance mode (spec 2.7) switched with the operator command. It changes what every visitor
 * sees, so this file runs in the "exclusive" project, after all other specs (playwright.config.ts).
 * proxy.ts caches the settings for 5 s, hence the polling.
 */
test.describe.configure({ mode: "serial" });

const MAINTENANCE_HEADING = "We are under maintenance";

test.afterAll(async ({ baseURL }) => {
  await runFlags(baseURL!, "maintenance", "off", "--target", "all");
});

test("target 'specific' replaces only the listed routes", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInWithApi(page.request, DEMO_OWNER);
  await runFlags(baseURL!, "maintenance", "on", "--target", "specific", "--routes", "/analytics");

  await expect(async () => {
    await page.goto("/analytics/overview");
    await expect(page.getByRole("heading", { name: MAINTENANCE_HEADING })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The URL stays; the page is replaced.
  await expect(page).toHaveURL("/analytics/overview");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("heading", { name: MAINTENANCE_HEADING })).toHaveCount(0);
});

test("target 'all' replaces every page, sign-in included, until it is switched off", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInWithApi(page.request, DEMO_OWNER);
  await runFlags(baseURL!, "maintenance", "on", "--target", "all");

  for (const path of ["/", "/sign-in", "/company/profile"]) {
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: MAINTENANCE_HEADING })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  await runFlags(baseURL!, "maintenance", "off");
  await expect(async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Home" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
