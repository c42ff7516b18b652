import { ALREADY_REQUESTED_WARNING } from "@/server/modules/change-requests/change-requests-contract";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { demoUser } from "./mock-api/demo-account";
import { expect, signIn, test, useScenarios } from "./mocked-test";

// Spec 8: an access request refused because one is already waiting closes the modal and shows the
// 'Access Denied!' warning for 5 seconds, with the date it may be sent again and whom to contact.

test("asking again for access already asked for shows the 5-second warning with the date and the email", async ({ page, context, baseURL }) => {
  await useScenarios(context, baseURL!, "member-without-analytics", "access-request-refused");
  await signIn(page);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: PERMISSION_MESSAGES.noPageAccess })).toBeVisible();

  await page.getByRole("button", { name: "Request Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Request access" });
  await dialog.getByRole("button", { name: "Send request" }).click();

  await expect(dialog).toBeHidden();
  const warning = page.getByText(ALREADY_REQUESTED_WARNING.title);
  await expect(warning).toBeVisible();
  const text = page.getByText(/^You can re-request if there is still no respond until \d{2} \d{2} \d{4} \d{2}:\d{2} In the meantime/);
  await expect(text).toContainText(`you can contact ${demoUser.email} to follow up`);
  // Shown for 5 seconds, then gone without a click.
  await expect(warning).toBeHidden({ timeout: ALREADY_REQUESTED_WARNING.durationMs + 3_000 });
});
