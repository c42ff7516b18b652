import type { APIRequestContext } from "@playwright/test";
import { signUpVerified } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { inviteMember, newAdminCompany, newMemberEmail } from "./team-helpers";

/**
 * Issue 17: the built-in HRIS console on its own. The portal's switcher has its own spec
 * (hris.spec.ts); here the console is reached the way any HRIS host is: a one-time login token in
 * /hris/sign-in. A Super Admin signs in with one, approves a request with the keyboard, and the
 * console refuses the token a second time, answers honestly for HRIS pages it does not have, signs
 * out, and fits a 390 px phone.
 */

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/v1/users/me");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { userId: string } }).result.userId;
}

async function loginToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login-token", { data: { platform: "hris" } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { loginToken: string } }).result.loginToken;
}

test("a Super Admin signs in with a login token and approves a request; the token works once", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await newAdminCompany(page.request, "HRIS Console");
  const superAdmin = await page.request.post("/api/v2/hris/admin/action/create-from-external", { data: { userId: await userIdOf(page.request), from: "ats" } });
  expect(superAdmin.status(), await superAdmin.text()).toBe(201);
  const hrisCompanyId = ((await superAdmin.json()) as { result: { doc: { companyId: string } } }).result.doc.companyId;

  // A colleague joins from an invitation and asks for access with a note.
  const memberEmail = newMemberEmail(admin.domain, "budi");
  const joinToken = await inviteMember(page.request, memberEmail);
  const memberContext = await browser.newContext({ baseURL });
  try {
    const member = memberContext.request;
    await signUpVerified(member, memberEmail, "Budi Santoso");
    expect((await member.post("/api/v1/job-portal/invited-user-company/accept", { data: { token: joinToken } })).ok()).toBe(true);
    const asked = await member.post("/api/v2/hris/joinrequest/one", {
      data: { userId: await userIdOf(member), companyId: hrisCompanyId, note: "I run payroll for the Jakarta office.", from: "ats" },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  } finally {
    await memberContext.close();
  }

  // The handoff: the token signs the Super Admin in and lands on Access management.
  const token = await loginToken(page.request);
  await page.goto(`/hris/sign-in?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/hris\/access-management$/);
  await expect(page.getByRole("heading", { name: "Access management", level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Ayu Admin");
  const pending = page.getByRole("region", { name: "Pending requests" }).getByRole("listitem").filter({ hasText: memberEmail });
  await expect(pending).toContainText("I run payroll for the Jakarta office.");

  // Approve with the keyboard alone.
  await pending.getByRole("button", { name: "Approve Budi Santoso" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Budi Santoso is now an HRIS admin. They were emailed and notified." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve Budi Santoso" })).toHaveCount(0);
  const budi = page.getByRole("region", { name: "Admins" }).getByRole("listitem").filter({ hasText: memberEmail });
  await expect(budi.getByRole("group", { name: "Access of Budi Santoso" }).getByRole("checkbox", { name: "Finance" })).toBeChecked();
  await expectAccessible(page);

  // Narrow Budi's access, then check it held.
  await budi.getByRole("checkbox", { name: "Finance" }).uncheck();
  await budi.getByRole("button", { name: "Save access of Budi Santoso" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Budi Santoso's access was saved." })).toBeVisible();
  await expect(budi.getByRole("checkbox", { name: "Finance" })).not.toBeChecked();

  // The same token a second time, in a browser without the console's cookie: refused.
  const stranger = await browser.newContext({ baseURL });
  try {
    const replay = await stranger.newPage();
    await replay.goto(`/hris/sign-in?token=${encodeURIComponent(token)}`);
    await expect(replay.getByRole("heading", { name: "This sign-in link does not work" })).toBeVisible();
    await replay.goto("/hris/access-management");
    await expect(replay.getByRole("heading", { name: "You are not signed in to HRIS" })).toBeVisible();
  } finally {
    await stranger.close();
  }

  // An HRIS menu page the console does not have says so, and leads back.
  await page.goto("/hris/employees");
  await expect(page.getByRole("heading", { name: "Not part of the built-in HRIS console" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Access management" }).click();
  await expect(page.getByRole("heading", { name: "Access management", level: 1 })).toBeVisible();

  // On a 390 px phone nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // Sign out ends the console session (the portal's own session is untouched).
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "You signed out of HRIS" })).toBeVisible();
  await page.goto("/hris/access-management");
  await expect(page.getByRole("heading", { name: "You are not signed in to HRIS" })).toBeVisible();
  expect((await page.request.get("/api/v1/users/me")).ok()).toBe(true);
});
