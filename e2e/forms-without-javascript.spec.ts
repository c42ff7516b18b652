import type { Page } from "@playwright/test";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";

/**
 * A form submitted before the page is interactive (a slow phone, a script still loading) is sent by
 * the browser itself. With JavaScript off that is every submit: none may put what was typed into an
 * address (the history, the server's log). Each form posts, and the page answers with itself.
 */
// axe runs as a script in the page, which a page without JavaScript never runs; the same pages are
// checked with JavaScript on by the other specs.
test.use({ javaScriptEnabled: false, a11y: { enabled: false, exclude: [], disableRules: [] } });

const SECRET = "Secret-Value-4242";

/** Fills every field of the page's first form with the secret (an email where one is asked), submits it and reports what went out. */
async function submitFirstForm(page: Page): Promise<{ requests: { method: string; url: string }[] }> {
  const requests: { method: string; url: string }[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) requests.push({ method: request.method(), url: request.url() });
  });
  const form = page.locator("main form, form").first();
  const fields = form.locator("input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])");
  const count = await fields.count();
  expect(count, "the form has fields to fill").toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    const type = await field.getAttribute("type");
    await field.fill(type === "email" ? `leak-${SECRET.toLowerCase()}@example.test` : SECRET);
  }
  await Promise.all([page.waitForEvent("load"), form.locator("button[type=submit]").first().click()]);
  return { requests };
}

function expectNothingLeaked(page: Page, requests: { method: string; url: string }[]): void {
  expect(requests.length, "the browser submitted the form").toBeGreaterThan(0);
  expect(requests[0]!.method).toBe("POST");
  for (const { url } of requests) expect(url.toLowerCase()).not.toContain(SECRET.toLowerCase());
  expect(page.url().toLowerCase()).not.toContain(SECRET.toLowerCase());
}

// The code pages show their form once the browser has read the email the previous step stored, so
// before that there is nothing to submit.
for (const path of ["/reset-password", "/verification"]) {
  test(`${path} offers no form to submit before it is interactive`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.locator("form")).toHaveCount(0);
  });
}

for (const path of ["/sign-in", "/sign-up", "/forgot-password"]) {
  test(`${path} submitted without JavaScript posts and puts nothing typed in the address`, async ({ page }) => {
    await page.goto(path);
    const { requests } = await submitFirstForm(page);
    expectNothingLeaked(page, requests);
    // The post is answered with the same page again, ready for a second try.
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator("form button[type=submit]").first()).toBeVisible();
  });
}

test("the password change of a signed-in user, submitted without JavaScript, leaks nothing", async ({ page }) => {
  await signInWithApi(page.request, DEMO_OWNER);
  await page.goto("/settings/password");
  const { requests } = await submitFirstForm(page);
  expectNothingLeaked(page, requests);
  expect(new URL(page.url()).pathname).toBe("/settings/password");
});
