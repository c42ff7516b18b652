import { MAINTENANCE_ROUTE } from "./mock-api/scenarios";
import { expect, signIn, test, useServerWideScenarios } from "./mocked-test";

// Maintenance (spec 2.7) from the mock's flags. The route guard asks for the flags without the
// visitor's cookies and keeps the answer 5 s, so these scenarios are server-wide: this file runs
// alone, after every other mocked spec (playwright.mocked.config.ts), and polls past the cache.
test.describe.configure({ mode: "serial" });

const MAINTENANCE_HEADING = "We are under maintenance";

test.afterAll(async ({ request }) => {
  await useServerWideScenarios(request);
});

test("target 'specific' replaces only the listed route", async ({ page, request }) => {
  await useServerWideScenarios(request, "maintenance-specific");
  await signIn(page);
  await expect(async () => {
    await page.goto(MAINTENANCE_ROUTE);
    await expect(page.getByRole("heading", { name: MAINTENANCE_HEADING })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(MAINTENANCE_ROUTE);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
});

test("target 'all' replaces every page, sign-in included", async ({ page, request }) => {
  await useServerWideScenarios(request, "maintenance-all");
  for (const path of ["/sign-in", "/"]) {
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: MAINTENANCE_HEADING })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
});
