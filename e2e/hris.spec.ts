import type { BrowserContext, Page } from "@playwright/test";
import { signUpVerified } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { runFlags, waitForShell } from "./shell-helpers";
import { inviteMember, newAdminCompany, newMemberEmail } from "./team-helpers";

/**
 * Issue 17 end to end: the first user of a company switches to HRIS, confirms, and lands signed in
 * on the built-in HRIS console as its Super Admin; a colleague asks for access with a note and sees
 * the already-sent text on a second try; the Super Admin approves; the colleague's next switch
 * lands in HRIS. Every HRIS tab is opened by the click itself (popup blockers), then sent on.
 */

const RE_REQUEST_DATE = /you can request again on \d{2} \d{2} \d{4} \d{2}:\d{2}\./;

/** Chooses HRIS in the sidebar; answers the tab the click opened. */
async function chooseHris(page: Page, context: BrowserContext): Promise<Page> {
  const opened = context.waitForEvent("page");
  await page.getByRole("radiogroup", { name: "Product" }).getByRole("radio", { name: "HRIS" }).click();
  return opened;
}

/** The tab the handoff sent to the console's sign-in, once the console has signed the user in. */
async function landedInHris(tab: Page, name: string): Promise<void> {
  await tab.waitForURL((url) => url.pathname === "/hris/access-management", { timeout: 20_000 });
  await expect(tab.getByRole("banner")).toContainText(name);
  await expect(tab.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("the first user becomes HRIS Super Admin; a colleague asks, is approved, and gets in", async ({ page, context, browser, baseURL }) => {
  // Two sign-ups (scrypt), two browsers and a dozen pages checked by axe, on two shared cores.
  test.setTimeout(300_000);
  const admin = await newAdminCompany(page.request, "HRIS Access");
  await runFlags(baseURL!, "set", "hris-feature", "on", "--company", admin.companyId);

  // The first user: the company is not on HRIS yet, so the switcher offers to set it up.
  await page.goto("/");
  await waitForShell(page);
  const switcher = page.getByRole("radiogroup", { name: "Product" });
  await expect(switcher.getByRole("radio", { name: "ATS" })).toHaveAttribute("aria-checked", "true");
  const blank = await chooseHris(page, context);
  const confirm = page.getByRole("dialog", { name: "Set up HRIS for your company" });
  await expect(confirm).toContainText("you become its Super Admin");
  // The tab opened on the click closes again: this branch is a modal, not a handoff.
  await expect.poll(() => blank.isClosed()).toBe(true);
  await expectAccessible(page);
  const adminTabOpened = context.waitForEvent("page");
  await confirm.getByRole("button", { name: "Become Super Admin" }).click();
  const adminTab = await adminTabOpened;
  await landedInHris(adminTab, "Ayu Admin");
  await expect(adminTab.getByRole("heading", { name: "Access management", level: 1 })).toBeVisible();
  await expect(adminTab.getByText("You are its Super Admin.", { exact: false })).toBeVisible();
  await expect(adminTab.getByRole("region", { name: "Admins" }).getByRole("listitem")).toContainText("Super Admin");
  await expectAccessible(adminTab);
  await expect(confirm).toBeHidden();

  // A colleague joins the company from an invitation.
  const memberEmail = newMemberEmail(admin.domain, "budi");
  const joinToken = await inviteMember(page.request, memberEmail);
  const memberContext = await browser.newContext({ baseURL });
  try {
    const member = await memberContext.newPage();
    await signUpVerified(member.request, memberEmail, "Budi Santoso");
    const accepted = await member.request.post("/api/v1/job-portal/invited-user-company/accept", { data: { token: joinToken } });
    expect(accepted.ok(), await accepted.text()).toBe(true);

    // The company is on HRIS and Budi is no admin: the request-access modal, with a note.
    await member.goto("/");
    await waitForShell(member);
    await chooseHris(member, memberContext);
    const request = member.getByRole("dialog", { name: "Request access to HRIS" });
    const note = request.getByRole("textbox", { name: /Note/ });
    await note.fill("I run payroll for the Jakarta office.");
    await expect(request.getByText("37/300")).toBeVisible();
    await expectAccessible(member);
    await request.getByRole("button", { name: "Send request" }).click();
    await expect(request).toBeHidden();
    await expect(member.locator('[data-toast-type="success"]')).toContainText(
      "Request sent, you’ll be informed when it is responded. If there is no response within 3 days, you can come back and request again",
    );

    // A second try shows the already-sent text with the re-request date.
    await chooseHris(member, memberContext);
    const again = member.getByRole("dialog", { name: "Request access to HRIS" });
    await expect(again.getByText("Request already sent")).toBeVisible();
    await expect(again.getByTestId("hris-already-sent")).toHaveText(RE_REQUEST_DATE);
    await expect(again.getByRole("textbox")).toHaveCount(0);
    await again.getByRole("button", { name: "OK" }).click();
    await expect(again).toBeHidden();

    // The Super Admin approves Budi on the console's access page.
    await adminTab.reload();
    const pending = adminTab.getByRole("region", { name: "Pending requests" }).getByRole("listitem").filter({ hasText: memberEmail });
    await expect(pending).toContainText("I run payroll for the Jakarta office.");
    await expectAccessible(adminTab);
    await pending.getByRole("button", { name: "Approve Budi Santoso" }).click();
    await expect(adminTab.getByRole("region", { name: "Admins" }).getByRole("listitem").filter({ hasText: memberEmail })).toContainText("Admin");
    await expect(adminTab.getByRole("button", { name: "Approve Budi Santoso" })).toHaveCount(0);
    await expectAccessible(adminTab);

    // Budi's next switch lands in HRIS, signed in.
    const memberTab = await chooseHris(member, memberContext);
    await landedInHris(memberTab, "Budi Santoso");
    await expect(memberTab.getByText("You are an HRIS admin", { exact: false })).toBeVisible();
    await expectAccessible(memberTab);
    await expect(member.getByRole("dialog")).toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the switcher sits in the drawer, and the trial banner says what HRIS offers and stays closed once closed", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const admin = await newAdminCompany(page.request, "HRIS Phone");
    await runFlags(baseURL!, "set", "hris-feature", "on", "--company", admin.companyId);
    await runFlags(baseURL!, "set", "hris-trial-banner", "on", "--company", admin.companyId);

    await page.goto("/");
    await waitForShell(page);
    const banner = page.getByRole("region", { name: "Try HRIS" });
    await expect(banner).toContainText("employees, attendance, leave, payroll and performance");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("sidebar-drawer");
    await expect(drawer.getByRole("radiogroup", { name: "Product" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // The banner's action is the switcher's: here, the Super Admin confirmation.
    await banner.getByRole("button", { name: "Switch to HRIS" }).click();
    const confirm = page.getByRole("dialog", { name: "Set up HRIS for your company" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();

    await banner.getByRole("button", { name: "Dismiss the HRIS trial banner" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await waitForShell(page);
    // The drawer opens once the page is interactive: by then a banner not dismissed would show.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("sidebar-drawer").getByRole("radiogroup", { name: "Product" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Try HRIS" })).toHaveCount(0);
  });
});
