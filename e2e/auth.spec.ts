import { expect, test } from "./fixtures";
import { DEMO_MEMBER, DEMO_OWNER, DEMO_PASSWORD, NEW_USER_PASSWORD } from "./auth-helpers";
import { walkNewCompanySignUp } from "./sign-up-walk";

/** Accounts end to end in Chromium: sign-up to the portal, sign-in with a deep link, the domain rule. */

test("a new user signs up with a company email, verifies, onboards, starts the trial and lands on /", async ({ page }) => {
  // About ten page loads, each checked by axe: 30 s alone, well over a minute beside other specs on
  // two shared cores.
  test.setTimeout(180_000);
  await walkNewCompanySignUp(page);
});

test("a visitor opening a deep link is sent to /sign-in and returns to it after signing in", async ({ page }) => {
  const deepLink = "/?tab=todo&from=e2e";
  await page.goto(deepLink);
  await page.waitForURL((url) => url.pathname === "/sign-in");
  expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe(deepLink);

  await page.getByLabel("Email").fill(DEMO_OWNER);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(deepLink);
});

test("a redirect URL that leads off the site is ignored", async ({ page }) => {
  await page.goto(`/sign-in?redirectUrl=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel("Email").fill(DEMO_OWNER);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The fixture fails the test if the browser ever asks evil.example for anything.
  await page.waitForURL("/");
});

test("a gmail.com sign-up sees the restricted-domain message and the prefilled support message", async ({ page }) => {
  await page.goto("/sign-up");
  await page.getByLabel("Full name").fill("Budi Gmail");
  await page.getByLabel("Company email").fill("budi.e2e@gmail.com");
  await page.getByLabel(/^Password/).fill(NEW_USER_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByText("Email domain not allowed to register").first()).toBeVisible();
  await expect(page.getByLabel("Company email")).toHaveAttribute("aria-invalid", "true");
  const support = page.getByRole("link", { name: /Contact support/ });
  const href = new URL((await support.getAttribute("href"))!);
  expect(href.searchParams.get("text")).toContain("gmail.com is restricted and I cannot sign up");
  await expect(page).toHaveURL("/sign-up");
});

for (const email of [DEMO_OWNER, DEMO_MEMBER]) {
  test(`${email} signs in with the demo password and lands on /`, async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("/");
    // The shell shows the user the server rendered; the persisted auth state counts the sign-in and
    // keeps no second copy of the user (that lives in the user query).
    await expect(page.getByRole("button", { name: /^Account menu for / })).toContainText("Demo Company");
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("auth-storage") ?? "null")?.state);
    expect(stored).toEqual({ loginCount: 1, completeProfileModalSeen: false });
  });
}

test("a wrong password is reported without leaving the page", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(DEMO_MEMBER);
  await page.getByLabel(/^Password/).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL("/sign-in");
});
