import { expect, signIn, test, useScenarios } from "./mocked-test";

// Spec 4 and 7.4: the HRIS lookups' 404s are branches of the switcher, not errors.

async function chooseHris(page: import("@playwright/test").Page) {
  await page.goto("/");
  await page.getByRole("radiogroup", { name: "Product" }).getByRole("radio", { name: "HRIS" }).click();
}

test("a company not on HRIS yet is offered to set it up, the user becoming its Super Admin", async ({ page, context, baseURL }) => {
  await useScenarios(context, baseURL!, "hris-company-not-found");
  await signIn(page);
  await chooseHris(page);
  const dialog = page.getByRole("dialog", { name: "Set up HRIS for your company" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Become Super Admin" })).toBeVisible();
});

test("a user who is not an HRIS admin of their company is offered to request access", async ({ page, context, baseURL }) => {
  await useScenarios(context, baseURL!, "hris-admin-not-found");
  await signIn(page);
  await chooseHris(page);
  const dialog = page.getByRole("dialog", { name: "Request access to HRIS" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send request" })).toBeVisible();
});
