import type { Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";

/** Opens the simulator from the order page (a new tab, as a bank's page would be) and clicks `action`. */
export async function settleOnSimulator(page: Page, action: "Pay" | "Let it expire"): Promise<void> {
  const opened = page.context().waitForEvent("page");
  await page.getByRole("link", { name: /Open the payment simulator/ }).click();
  const simulator = await opened;
  await expect(simulator.getByRole("heading", { name: "Local payment simulator", level: 1 })).toBeVisible();
  await expectAccessible(simulator);
  await simulator.getByRole("button", { name: action, exact: true }).click();
  await expect(simulator.getByRole("status").filter({ hasText: action === "Pay" ? /^Paid\./ : /^Expired\./ })).toBeVisible();
  await simulator.close();
}
