import { expect, test } from "./fixtures";
import { DEMO_MEMBER, DEMO_OWNER, DEMO_PASSWORD, NEW_USER_PASSWORD, newCompanyEmail, readMailedCode } from "./auth-helpers";

/** Accounts end to end in Chromium: sign-up to the portal, sign-in with a deep link, the domain rule. */

test("a new user signs up with a company email, verifies, onboards, starts the trial and lands on /", async ({ page }) => {
  // About ten page loads, each checked by axe: 30 s alone, well over a minute beside other specs on
  // two shared cores.
  test.setTimeout(180_000);
  const { email, domain } = newCompanyEmail("sari");

  await page.goto("/sign-up");
  await page.getByLabel("Full name").fill("Sari Wulandari");
  await page.getByLabel("Company email").fill(email);
  await page.getByLabel(/^Password/).fill(NEW_USER_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("/verification");
  await expect(page.getByText(email)).toBeVisible();

  // The code arrives in the local mailbox (LOCAL_MAILBOX=1), as on a fresh machine.
  const code = await readMailedCode(page.request, email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify email" }).click();
  await page.waitForURL("/verification-success");
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();

  await page.waitForURL("/onboarding");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await page.getByLabel("Phone number").fill("+62 812-3456-7890");
  await page.getByLabel("Department").selectOption("Human Resources");
  await page.getByRole("checkbox", { name: "LinkedIn" }).check();
  await page.getByRole("checkbox", { name: "Fresh graduates" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await page.getByLabel("Company name").fill(`Acme ${domain}`);
  await page.getByLabel("Sector").selectOption("Technology");
  await page.getByLabel("City").selectOption("jakarta");
  await page.getByRole("radio", { name: /1-50 employees/ }).check();
  // A reload loses nothing: the draft is kept in the browser.
  await page.reload();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue(`Acme ${domain}`);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await page.getByRole("checkbox", { name: /Innovative/ }).check();
  await page.getByLabel("Funding stage").selectOption("seed");
  await page.getByRole("checkbox", { name: "Free lunch" }).check();
  await page.getByRole("button", { name: "Finish registration" }).click();

  // A new company has no subscription yet: the route guard sends the owner to the plans.
  await page.waitForURL("/subscription");
  await expect(page.getByRole("heading", { name: "Free Trial" })).toBeVisible();
  await expect(page.getByText("Rp 499.000")).toBeVisible();
  await page.getByRole("button", { name: "Start free trial" }).click();

  // With the trial running, the route guards let the owner into the portal.
  await page.waitForURL("/");
  await expect(page.locator("main").first()).toBeVisible();
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
