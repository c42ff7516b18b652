import { expect, test } from "./fixtures";
import { DEMO_OWNER, newCompanyEmail, onboardNewCompany, signInWithApi, signUpVerified } from "./auth-helpers";
import { currentCompanyId, runFlags, startTrial, waitForShell } from "./shell-helpers";

/** The signed-in shell of issue 4 (spec 2.3-2.5, 6, 8) in real Chromium against the production build. */

test.describe("desktop (1440×900)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("collapsing and expanding the sidebar persists across reloads", async ({ page }) => {
    await signInWithApi(page.request, DEMO_OWNER);
    await page.goto("/");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect((await sidebar.boundingBox())?.width).toBe(200);

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    expect(await page.evaluate(() => window.localStorage.getItem("sidebar-expanded"))).toBe("false");

    await page.reload();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(64);
    // Collapsed, the labels live in tooltips.
    await sidebar.getByRole("link", { name: "Job Post" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Job Post");

    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(200);
    await page.reload();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(200);
  });

  test("the account menu shows the user and company, and logs out", async ({ page }) => {
    await signInWithApi(page.request, DEMO_OWNER);
    await page.goto("/");
    const account = page.getByRole("button", { name: "Account menu for Dewi Lestari" });
    await expect(account).toContainText("Demo Company");
    await account.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("/sign-in");
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in\?redirectUrl=/);
  });

  test("a render error shows 'Oopss...' with a contact-support link", async ({ page }) => {
    await signInWithApi(page.request, DEMO_OWNER);
    // A test-only page that throws while rendering (E2E_TEST_ROUTES=1 on the e2e server).
    await page.goto("/e2e-render-error");
    await expect(page.getByRole("heading", { name: "Oopss..." })).toBeVisible();
    await expect(page.getByRole("link", { name: "contact support" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    // The shell stays around the error.
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
  });

  test("a flag set with the operator command shows or hides its menu item within one poll", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    // A company of its own, so the override touches no other test.
    const { email } = newCompanyEmail("flags");
    await signUpVerified(page.request, email);
    await onboardNewCompany(page.request, "Flag Test Company");
    const companyId = await currentCompanyId(page.request);
    await startTrial(page.request, companyId);

    await page.goto("/");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByRole("link", { name: "Talent Database" })).toBeVisible();

    // No reload: the 60-second poll of the flags brings the change.
    await runFlags(baseURL!, "set", "hide-talent-database", "on", "--company", companyId);
    await expect(sidebar.getByRole("link", { name: "Talent Database" })).toBeHidden({ timeout: 70_000 });

    await runFlags(baseURL!, "set", "hide-talent-database", "off", "--company", companyId);
    await expect(sidebar.getByRole("link", { name: "Talent Database" })).toBeVisible({ timeout: 70_000 });
    await runFlags(baseURL!, "unset", "hide-talent-database", "--company", companyId);
  });
});

test.describe("mobile (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer opens, closes on navigation and on the overlay", async ({ page }) => {
    await signInWithApi(page.request, DEMO_OWNER);
    await page.goto("/");
    await waitForShell(page);
    // No sidebar beside the page at this width.
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Company Profile" }).click();
    await page.waitForURL("/company/profile");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    // The overlay is visible to the right of the 260 px drawer.
    await page.mouse.click(350, 400);
    await expect(drawer).toBeHidden();
  });
});
