import type { Locator, Page } from "@playwright/test";
import { DEMO_OWNER, newCompanyEmail, onboardNewCompany, signInWithApi, signUpVerified } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { currentCompanyId, startTrial } from "./shell-helpers";

/** What a new user meets in their first minutes: toasts, the careers page, onboarding and the board. */

/** The seeded "Senior Backend Engineer" job (server/db/seed/seed-job-content.ts): more steps than fit at 1440 px. */
const SEEDED_JOB_ID = "0d3e0000-0000-4000-8000-000000001001";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box!;
}

/** Where an element comes to rest: sonner slides a toast in, so wait for two equal measures in a row. */
async function restingBox(locator: Locator): Promise<Box> {
  let previous = "";
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await locator.boundingBox());
        const settled = now === previous;
        previous = now;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return boxOf(locator);
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A new company of its own with the trial running, so nothing here touches another test's data. */
async function newCompanyOwner(page: Page, local: string): Promise<void> {
  const { email } = newCompanyEmail(local);
  await signUpVerified(page.request, email);
  await onboardNewCompany(page.request, `First Run ${local}`);
  await startTrial(page.request, await currentCompanyId(page.request));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a toast covers neither the bell nor the account menu (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await newCompanyOwner(page, "toast");

    await page.goto("/settings/personal-info");
    await page.getByLabel("Job title").fill("Head of People");
    await page.getByRole("button", { name: "Save changes" }).click();
    const toast = page.locator("[data-toast-type]").filter({ hasText: "Personal info saved" });
    await expect(toast).toBeVisible();
    const header = page.getByRole("banner");
    const bell = header.getByRole("button", { name: /^Notifications/ });
    const account = header.getByRole("button", { name: /^Account menu for / });
    const toastBox = await restingBox(toast);
    for (const [name, target] of [
      ["bell", bell],
      ["account menu", account],
    ] as const) {
      expect(overlaps(toastBox, await boxOf(target)), `the toast ${JSON.stringify(toastBox)} covers the ${name}`).toBe(false);
    }
    // The account menu opens with the toast up: nothing lies over its button.
    await account.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    // Off the trigger, so the closing accessibility check sees the header at rest.
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
  });
}

test("the onboarding of a new user logs no console error: no company on their domain is an expected answer", async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const lookups: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/company/email-domain/")) lookups.push(request.url());
  });

  const { email } = newCompanyEmail("first");
  await signUpVerified(page.request, email);
  await page.goto("/onboarding");
  // The form for a new company (no company holds the domain yet), not the join notice.
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill("+62 812-3456-7890");
  await page.getByLabel("Department").selectOption("Human Resources");
  await page.getByRole("checkbox", { name: "LinkedIn" }).check();
  await page.getByRole("checkbox", { name: "Fresh graduates" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  expect(errors).toEqual([]);
  // The lookup came with the page, so the browser never asked (and never saw the 404).
  expect(lookups).toEqual([]);
});

test("the careers page names the company's city as the onboarding offered it", async ({ page }) => {
  const { email, domain } = newCompanyEmail("city");
  await signUpVerified(page.request, email);
  const onboarded = await page.request.put("/api/v1/profiles/employer", {
    data: {
      handphone: "+62 812-3456-7890",
      department: "Human Resources",
      employeeTargets: [],
      isJoin: false,
      company: { name: `City ${domain}`, sector: "Technology", size: "small", cityId: "jakarta" },
    },
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  const me = await page.request.get("/api/v1/users/me");
  const { result } = (await me.json()) as { result: { company: { slug: string } } };

  await page.goto(`/careers/${result.company.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Careers at City ${domain}` })).toBeVisible();
  await expect(page.getByText("Technology · 1-50 employees · Jakarta", { exact: true })).toBeVisible();
});

test.describe("candidates board at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows that more columns lie to the right, and scrolls to them with buttons, mouse or keyboard", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page.request, DEMO_OWNER);
    await page.goto(`/job-post/${SEEDED_JOB_ID}/candidates`);
    const board = page.getByRole("region", { name: "Recruitment board" });
    const columns = board.locator("section[data-step-id]");
    await expect(columns.first()).toBeVisible();
    const scrollLeft = page.getByRole("button", { name: "Scroll board left" });
    const scrollRight = page.getByRole("button", { name: "Scroll board right" });
    const fadeRight = page.getByTestId("board-fade-right");
    const fadeLeft = page.getByTestId("board-fade-left");

    // At the start: the last column is cut off, and the right edge says so.
    const boardBox = await boxOf(board);
    const last = columns.last();
    expect((await boxOf(last)).x + (await boxOf(last)).width).toBeGreaterThan(boardBox.x + boardBox.width);
    await expect(scrollRight).toBeVisible();
    await expect(fadeRight).toHaveCSS("opacity", "1");
    await expect(scrollLeft).toBeHidden();
    await expect(fadeLeft).toHaveCSS("opacity", "0");

    // One click: one column along; now there is something to the left too, and the board has not moved.
    await scrollRight.click();
    await expect(scrollLeft).toBeVisible();
    await expect(fadeLeft).toHaveCSS("opacity", "1");
    expect(await boxOf(board)).toEqual(boardBox);

    // The keyboard does the rest: Enter on the focused button until the last column is in view.
    await scrollRight.focus();
    // Each press waits for the smooth scroll to come to rest, so the next one goes to the same button.
    const position = () => board.evaluate((node) => node.scrollLeft);
    let previous = -1;
    const settled = async () => {
      const now = await position();
      const still = now === previous;
      previous = now;
      return still;
    };
    for (let press = 0; press < 20 && (await scrollRight.isVisible()); press++) {
      const before = await position();
      await page.keyboard.press("Enter");
      await expect.poll(settled, { intervals: [150] }).toBe(true);
      expect(await position()).toBeGreaterThan(before);
    }
    await expect(scrollRight).toBeHidden();
    await expect(fadeRight).toHaveCSS("opacity", "0");
    const lastBox = await boxOf(last);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(boardBox.x + boardBox.width + 1);
    // The spent button handed its focus to the other one.
    await expect(scrollLeft).toBeFocused();

    // Scrolling the board itself (a wheel, a trackpad) updates the signs the same way.
    await board.evaluate((node) => node.scrollTo({ left: 0 }));
    await expect(scrollLeft).toBeHidden();
    await expect(scrollRight).toBeVisible();
  });
});
