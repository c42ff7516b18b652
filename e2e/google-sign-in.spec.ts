import type { APIRequestContext } from "@playwright/test";
import { newCompanyEmail, onboardNewCompany, signUpVerified } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { standInPort, type StandInUser } from "./oidc-stand-in";
import { currentCompanyId, runFlags, startTrial, waitForShell } from "./shell-helpers";

/**
 * "Continue with Google" in Chromium against the local OpenID provider stand-in that
 * playwright.config.ts starts beside the app (the app's GOOGLE_* variables point at it): the real
 * redirects, code exchange and ID-token checks, with no third-party script or host involved.
 */

// The stand-in approves as one configured account at a time, and the flag is app-wide: one at a time.
test.describe.configure({ mode: "serial" });

const STAND_IN = `http://127.0.0.1:${standInPort()}`;

async function approveAs(request: APIRequestContext, user: StandInUser): Promise<void> {
  const response = await request.put(`${STAND_IN}/stand-in/user`, { data: user });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeAll(async ({ baseURL }) => {
  await runFlags(baseURL!, "set", "new-socmed-auth", "on");
});
test.afterAll(async ({ baseURL }) => {
  await runFlags(baseURL!, "set", "new-socmed-auth", "off");
});

test("a recruiter with an account continues with Google on /sign-in and lands signed in where they were going", async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(90_000);
  // An onboarded company with a trial, made through the API in a context of its own.
  const { email, domain } = newCompanyEmail("rina");
  const setup = await playwright.request.newContext({ baseURL });
  await signUpVerified(setup, email, "Rina Hartono");
  await onboardNewCompany(setup, `Rina ${domain}`);
  await startTrial(setup, await currentCompanyId(setup));
  await setup.dispose();
  await approveAs(request, { sub: `google-${domain}`, email, name: "Rina Hartono" });

  // The button is in the server's first HTML, not added by scripts afterwards.
  const html = await (await request.get("/sign-in")).text();
  expect(html).toContain("Continue with Google");

  await page.goto("/sign-in?redirectUrl=%2Fjob-post");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await page.waitForURL("/job-post");
  await waitForShell(page);
  const me = await page.request.get("/api/v1/users/me");
  expect(me.ok()).toBe(true);
  expect((await me.json()).result).toMatchObject({ email });
});

test("a new recruiter signs up with Google on /sign-up and goes on to onboarding", async ({ page, request }) => {
  const { email, domain } = newCompanyEmail("bayu");
  await approveAs(request, { sub: `google-${domain}`, email, name: "Bayu Pratama" });

  await page.goto("/sign-up");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  // Signed in with no company yet: the route guard sends the new user to onboarding.
  await page.waitForURL("/onboarding");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
});

test("a Google account without a portal account comes back to /sign-in with 'Email Not Found'", async ({ page, request }) => {
  const { email, domain } = newCompanyEmail("nobody");
  await approveAs(request, { sub: `google-${domain}`, email });

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.get("socialError") === "EMAIL_NOT_FOUND");
  await expect(page.getByRole("alert").filter({ hasText: "Email Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" }).first()).toBeVisible();
});

test("the button works before any script runs", async ({ browser, request, baseURL }) => {
  const { email, domain } = newCompanyEmail("tanpa-js");
  await approveAs(request, { sub: `google-${domain}`, email });
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/sign-up");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.waitForURL("/onboarding");
    const me = await context.request.get("/api/v1/users/me");
    expect((await me.json()).result).toMatchObject({ email });
  } finally {
    await context.close();
  }
});
