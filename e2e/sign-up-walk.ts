import type { Page } from "@playwright/test";
import { NEW_USER_PASSWORD, newCompanyEmail, readMailedCode } from "./auth-helpers";
import { expect } from "./fixtures";

/**
 * A new company's whole first run through the UI, as a person does it: sign-up, the code from the
 * mailbox, the three onboarding steps, the free trial, and into the portal at / without a reload.
 * Both the production build (e2e/auth.spec.ts) and the README's dev server (e2e-dev/) walk it.
 */
export async function walkNewCompanySignUp(page: Page): Promise<void> {
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
  await expect(page.getByRole("link", { name: "Job Post" }).first()).toBeVisible();
}
