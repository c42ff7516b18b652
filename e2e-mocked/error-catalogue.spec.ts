import { NETWORK_ERROR_MESSAGE } from "@/lib/api-error";
import { SERVER_ERROR } from "./mock-api/scenarios";
import { expect, signIn, test, useScenarios } from "./mocked-test";

// Spec 8's error catalogue in a real browser, the failures produced by the mock API's scenarios.

async function fillSignIn(page: import("@playwright/test").Page) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("owner@demo-company.test");
  await page.getByLabel(/^Password/).fill("any-password");
}

test("a network failure shows the network error text with 'Unknown ID', and the form stays filled", async ({ page, context, baseURL }) => {
  await fillSignIn(page);
  // The page came while the network was up; it goes down before the form is sent.
  await useScenarios(context, baseURL!, "network-down");
  await page.getByRole("button", { name: "Sign in" }).click();

  const alert = page.getByRole("alert").filter({ hasText: NETWORK_ERROR_MESSAGE });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("(Unknown ID)");
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByLabel("Email")).toHaveValue("owner@demo-company.test");
});

test("a server error shows its message in bold, its error id, the first field error and a copy button", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await fillSignIn(page);
  await useScenarios(context, baseURL!, "server-error");
  await page.getByRole("button", { name: "Sign in" }).click();

  const alert = page.getByRole("alert").filter({ hasText: SERVER_ERROR.message });
  await expect(alert.locator("strong")).toHaveText(SERVER_ERROR.message);
  await expect(alert).toContainText(`(${SERVER_ERROR.errorId})`);
  await expect(alert).toContainText(SERVER_ERROR.errors[0]!.message);
  // The e2e build is not a production one (NEXT_PUBLIC_APP_ENV), so the copy button is there.
  await alert.getByRole("button", { name: "Copy error details" }).click();
  await expect(alert.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
  expect(copied).toMatchObject({ message: SERVER_ERROR.message, errorId: SERVER_ERROR.errorId, status: 500 });
});

test("a rendering crash shows 'Oopss...' with a contact-support link inside the shell", async ({ page }) => {
  await signIn(page);
  await page.goto("/e2e-render-error");
  await expect(page.getByRole("heading", { name: "Oopss..." })).toBeVisible();
  await expect(page.getByRole("link", { name: "contact support" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
});
