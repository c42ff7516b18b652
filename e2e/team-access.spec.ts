import { DEMO_OWNER, NEW_USER_PASSWORD, readMailedCode, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { newAdminCompany, newMemberEmail, readJoinLink } from "./team-helpers";

/**
 * Issue 5 end to end: the Admin invites a member, who joins from the mailed link (signing up on the
 * way), is denied Talent Search, asks for it with a note, and gets in once the Admin grants it.
 */
test("an invited member joins, is denied Talent Search, asks for it, and enters once the Admin grants it", async ({ page, browser, baseURL }) => {
  // Two people, two sign-ups (scrypt) and a dozen page loads checked by axe, on two shared cores.
  test.setTimeout(300_000);
  const admin = await newAdminCompany(page.request, "Team Access");
  const memberEmail = newMemberEmail(admin.domain, "budi");

  // The Admin invites the member with no access.
  await page.goto("/manage-team");
  await expect(page.getByRole("heading", { name: "Manage Team", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Invite Member" }).click();
  const inviteDialog = page.getByRole("dialog", { name: "Invite members" });
  await inviteDialog.getByLabel(/Emails/).fill(memberEmail);
  await expectAccessible(page);
  await inviteDialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  const invitedRow = page.getByRole("region", { name: "Invitations table" }).getByRole("row").filter({ hasText: memberEmail });
  await expect(invitedRow).toContainText("Pending");
  await expect(invitedRow).toContainText(/Sent \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);

  // The member opens the mailed link in their own browser, signs up and comes back to accept.
  const joinPath = await readJoinLink(page.request, memberEmail);
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  try {
    await member.goto(joinPath);
    await expect(member.getByRole("heading", { name: /^Join Team Access/ })).toBeVisible();
    await expectAccessible(member);
    await member.getByRole("link", { name: "Create account" }).click();
    await member.waitForURL(/\/sign-up\?redirectUrl=/);
    await member.getByLabel("Full name").fill("Budi Santoso");
    await member.getByLabel("Company email").fill(memberEmail);
    await member.getByLabel(/^Password/).fill(NEW_USER_PASSWORD);
    await member.getByRole("button", { name: "Create account" }).click();
    await member.waitForURL(/\/verification\?redirectUrl=/);
    await member.getByLabel("Verification code").fill(await readMailedCode(member.request, memberEmail));
    await member.getByRole("button", { name: "Verify email" }).click();
    await member.waitForURL(/\/join-team\?token=/);
    // The menu is guarded from the first render: the member's permissions come with the shell.
    await member.getByRole("button", { name: "Accept and join" }).click();
    await member.waitForURL((url) => url.pathname === "/");
    await expect(member.getByRole("banner")).toBeVisible();

    // Following Talent Search from the menu opens the request dialog instead of navigating.
    const sidebar = member.getByRole("complementary", { name: "Sidebar" });
    await sidebar.getByRole("link", { name: "Talent Search" }).click();
    const requestDialog = member.getByRole("dialog", { name: "Request access" });
    await expect(requestDialog).toContainText(admin.email);
    expect(new URL(member.url()).pathname).toBe("/");
    const note = requestDialog.getByLabel(/Note/);
    await note.fill("I run campus hiring and need to search fresh graduates.");
    await expect(requestDialog.getByText("55/300")).toBeVisible();
    await expectAccessible(member);
    await requestDialog.getByRole("button", { name: "Send request" }).click();
    const sentDialog = member.getByRole("dialog", { name: "Access requested" });
    await expect(sentDialog).toContainText(
      "Request sent, you’ll be informed when it is responded. If there is no response within 3 days, you can come back and request again",
    );
    await sentDialog.getByRole("button", { name: "OK" }).click();

    // Opening the page directly shows the denied page with the Admin's email; asking again is refused for 3 days.
    await member.goto("/explore-talents");
    await expect(member.getByRole("heading", { name: "You don’t have access to this page" })).toBeVisible();
    await expect(member.getByRole("link", { name: admin.email })).toBeVisible();
    await expect(member.getByTestId("pending-access-request")).toContainText("You asked for this access on");
    await member.getByRole("button", { name: "Request Access" }).click();
    await member.getByRole("dialog", { name: "Request access" }).getByRole("button", { name: "Send request" }).click();
    await expect(member.getByRole("dialog")).toBeHidden();
    const warning = member.locator('[data-toast-type="warning"]');
    await expect(warning).toContainText("Access Denied!");
    await expect(warning).toContainText(
      new RegExp(`You can re-request if there is still no respond until \\d{2} \\d{2} \\d{4} \\d{2}:\\d{2} In the meantime, you can contact ${admin.email.replace(/[.]/g, "\\.")} to follow up`),
    );

    // The Admin sees the member and the request, and grants it.
    await page.reload();
    const memberRow = page.locator(`tr[data-member-email="${memberEmail}"]`);
    await expect(memberRow).toContainText("Budi Santoso");
    await expect(memberRow.locator("td").nth(1)).toHaveText("Denied");
    const requests = page.getByRole("region", { name: /Access requests/ });
    await expect(requests).toContainText("Budi Santoso");
    await expect(requests).toContainText("Asks for Talent Search: Allow");
    await expect(requests).toContainText("I run campus hiring and need to search fresh graduates.");
    await requests.getByRole("button", { name: "Grant Budi Santoso's request" }).click();
    await expect(page.getByText("Access granted")).toBeVisible();
    await expect(memberRow.locator("td").nth(1)).toHaveText("Allow");
    await expect(page.getByRole("region", { name: "Invitations table" }).getByRole("row").filter({ hasText: memberEmail })).toContainText("Active");

    // The member now enters Talent Search.
    await member.goto("/explore-talents");
    await expect(member.getByRole("heading", { name: "Talent Search", level: 1 })).toBeVisible();
    await expect(member.getByRole("tab", { name: "For You", selected: true })).toBeVisible();
    await expectAccessible(member);
  } finally {
    await memberContext.close();
  }
});

test.describe("on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Manage Team scrolls its tables sideways instead of the page", async ({ page }) => {
    await signInWithApi(page.request, DEMO_OWNER);
    await page.goto("/manage-team");
    const table = page.getByRole("region", { name: "Members table" });
    await expect(table.getByRole("columnheader", { name: "Access Per Job Post" })).toBeAttached();
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The invite dialog fits the screen.
    await page.getByRole("button", { name: "Invite Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite members" });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
