import { demoNotifications } from "./mock-api/demo-home";
import { NOTIFICATIONS_DOWN } from "./mock-api/scenarios";
import { expect, signIn, test, useScenarios } from "./mocked-test";

// Spec 8: notification failures are a toast. The list's toast offers to try again.

test("a notification list that cannot load says so in a toast whose Retry loads it once the API is back", async ({ page, context, baseURL }) => {
  await useScenarios(context, baseURL!, "notifications-down");
  await signIn(page);
  await page.goto("/notifications");

  const failure = page.getByText(NOTIFICATIONS_DOWN.message);
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`(${NOTIFICATIONS_DOWN.errorId})`)).toBeVisible();
  const first = demoNotifications.docs[0]!;
  await expect(page.getByText(first.title).first()).toHaveCount(0);

  await useScenarios(context, baseURL!);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(first.title).first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});
