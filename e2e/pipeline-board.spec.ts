import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { applicantState, applicationIdFrom, applyTo, closeCreatedJobs, createPublishedJob } from "./pipeline-helpers";

/** The seed's name for owner@demo-company.test (server/db/seed/seed-accounts.ts): the timeline names who acted. */
const DEMO_OWNER_NAME = "Dewi Lestari Anggraini";

/** The seeded "Senior Backend Engineer" job (server/db/seed/seed-job-content.ts): many steps and applicants. */
const SEEDED_JOB_ID = "0d3e0000-0000-4000-8000-000000001001";

const APPLICANT_PAGE = /\/job-post\/[0-9a-f-]{36}\/candidates\/[0-9a-f-]{36}/;

const uniqueRole = (role: string) => `${role} ${randomUUID().slice(0, 6)}`;

/** True when the document is no wider than the window: nothing scrolls sideways but the regions meant to. */
async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

// The demo company may publish 10 jobs: each test closes the ones it published.
test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

test.describe("candidates board", () => {
  /**
   * Issue 7 deliverable 1 and 3: a board of the job's steps with counts; a card sent to another
   * step with the keyboard alone (dnd-kit's keyboard drag) shows there at once with an Undo toast,
   * reaches the API after the undo delay, and is in the applicant's timeline with who moved them.
   */
  test("a recruiter moves an applicant to CV Shortlisted with the keyboard; it is saved after the undo delay and the timeline names who moved them", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page.request, DEMO_OWNER);
    const job = await createPublishedJob(page.request, { role: uniqueRole("Board Keyboard Analyst") });
    const eka = await applyTo(page.request, job, "Eka Board");

    await page.goto(`/job-post/${job.id}/candidates`);
    const board = page.getByRole("region", { name: "Recruitment board" });
    await expect(board.getByRole("heading", { level: 2 })).toHaveText(["CV Screening, 1 applicant", "CV Shortlisted, 0 applicants", "Rejected, 0 applicants"]);
    const screening = board.getByRole("region", { name: "Applicants in CV Screening" });
    const card = screening.getByRole("article", { name: eka.name });
    await expect(card).toBeVisible();
    const applicationId = applicationIdFrom((await card.getByRole("link", { name: eka.name, exact: true }).getAttribute("href"))!);

    // Keyboard only: focus the grip, Space picks the card up, → goes to the next column, Space drops.
    // Each key waits for the board's spoken answer, as a screen-reader user would.
    await card.getByRole("button", { name: `Drag ${eka.name}` }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(`${eka.name} is over CV Screening.`)).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`${eka.name} is over CV Shortlisted.`)).toBeAttached();
    await page.keyboard.press("Space");

    // At once: the card is in CV Shortlisted, the counts follow, and the toast offers Undo.
    const shortlisted = board.getByRole("region", { name: "Applicants in CV Shortlisted" });
    await expect(shortlisted.getByRole("article", { name: eka.name })).toBeVisible();
    await expect(board.getByRole("heading", { level: 2 })).toHaveText(["CV Screening, 0 applicants", "CV Shortlisted, 1 applicant", "Rejected, 0 applicants"]);
    const toast = page.getByRole("status").filter({ hasText: `${eka.name} shortlisted` });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();

    // After the 3 s undo delay the API has it.
    await page.waitForTimeout(3_500);
    await expect
      .poll(() => applicantState(page.request, job.id, applicationId), { timeout: 10_000 })
      .toEqual({ status: "accepted", recruitmentStepId: "accepted" });
    await expect(shortlisted.getByRole("article", { name: eka.name })).toBeVisible();

    // The applicant page's timeline says who moved them and from where to where.
    await shortlisted.getByRole("article", { name: eka.name }).getByRole("link", { name: eka.name, exact: true }).click();
    await page.waitForURL(APPLICANT_PAGE);
    await expect(page.getByRole("heading", { name: eka.name, level: 1 })).toBeVisible();
    const activity = page.getByRole("list", { name: "Activity" });
    const move = activity.getByRole("listitem").filter({ hasText: `${DEMO_OWNER_NAME} shortlisted ${eka.name}` });
    await expect(move).toBeVisible();
    await expect(move).toContainText("Step: CV Screening → CV Shortlisted");
  });
});

test.describe("applicant page", () => {
  /**
   * Issue 7 deliverable 2: a note (counted n/300) lands in the timeline with who wrote it; J, K
   * and the Previous/Next links walk the list the recruiter came from.
   */
  test("a recruiter adds a note and steps between applicants with J, K and the Previous and Next links", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page.request, DEMO_OWNER);
    const job = await createPublishedJob(page.request, { role: uniqueRole("Applicant Page Analyst") });
    // Newest first by default: Gita (applied second) leads the list, Fajar follows.
    const fajar = await applyTo(page.request, job, "Fajar Detail");
    const gita = await applyTo(page.request, job, "Gita Detail");

    await page.goto(`/job-post/${job.id}/candidates?view=list`);
    await expect(page.getByRole("article")).toHaveCount(2);
    await page.getByRole("article", { name: gita.name }).getByRole("link", { name: gita.name, exact: true }).click();
    await page.waitForURL(APPLICANT_PAGE);
    await expect(page.getByRole("heading", { name: gita.name, level: 1 })).toBeVisible();
    const gitaUrl = page.url();

    // A note, counted as it is written, then in the timeline with who wrote it.
    const note = `Clear answers on SQL; invite to the case study ${randomUUID().slice(0, 4)}.`;
    const noteBox = page.getByRole("textbox", { name: "Add a note" });
    await expect(page.getByText("0/300")).toBeVisible();
    await noteBox.fill(note);
    await expect(page.getByText(`${note.length}/300`)).toBeVisible();
    await page.getByRole("button", { name: "Add note" }).click();
    const activity = page.getByRole("list", { name: "Activity" });
    const noteEntry = activity.getByRole("listitem").filter({ hasText: `${DEMO_OWNER_NAME} added a note` });
    await expect(noteEntry).toContainText(note);
    await expect(noteBox).toHaveValue("");
    await expect(page.getByText("0/300")).toBeVisible();

    // J opens the next applicant of the list, K the previous; the links do the same.
    await noteBox.blur();
    await page.keyboard.press("j");
    await expect(page.getByRole("heading", { name: fajar.name, level: 1 })).toBeVisible();
    expect(page.url()).not.toBe(gitaUrl);
    await page.keyboard.press("k");
    await expect(page.getByRole("heading", { name: gita.name, level: 1 })).toBeVisible();
    const neighbours = page.getByRole("navigation", { name: "Previous and next applicant" });
    await neighbours.getByRole("link", { name: "Next applicant" }).click();
    await expect(page.getByRole("heading", { name: fajar.name, level: 1 })).toBeVisible();
    // The last of the list has no next; its previous leads back.
    await expect(neighbours.getByRole("link", { name: "Next applicant" })).toHaveCount(0);
    await neighbours.getByRole("link", { name: "Previous applicant" }).click();
    await expect(page.getByRole("heading", { name: gita.name, level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Activity" }).getByRole("listitem").filter({ hasText: note })).toBeVisible();
  });

  /**
   * Issue 7 deliverable 4: the company's rejection template, opened from the candidates page
   * header, is edited, kept, and reset to the built-in text. The edited subject keeps
   * {{Job Title}}, so a rejection sent by a test running beside this one still names its job.
   */
  test("a recruiter edits the rejection template from the candidates page, finds it saved, and resets it to the built-in text", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page.request, DEMO_OWNER);
    const job = await createPublishedJob(page.request, { role: uniqueRole("Templates Analyst") });
    await page.goto(`/job-post/${job.id}/candidates`);
    const customSubject = `Update on {{Job Title}} at {{Company Name}} ${randomUUID().slice(0, 6)}`;
    try {
      await page.getByRole("button", { name: "Email templates" }).click();
      let dialog = page.getByRole("dialog", { name: "Email templates" });
      await dialog.getByRole("tab", { name: "Rejection" }).click();
      let panel = dialog.getByRole("tabpanel", { name: /^Rejection/ });
      const builtInSubject = await panel.getByRole("textbox", { name: "Subject" }).inputValue();
      expect(builtInSubject).toBe("Your application for {{Job Title}} at {{Company Name}}");
      await panel.getByRole("textbox", { name: "Subject" }).fill(customSubject);
      await expectAccessible(page);
      await panel.getByRole("button", { name: "Save template" }).click();
      await expect(page.getByText("Rejection template saved")).toBeVisible();
      await expect(dialog.getByRole("tab", { name: "Rejection (edited)" })).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      // Reopened after a reload: the saved words are the company's.
      await page.reload();
      await page.getByRole("button", { name: "Email templates" }).click();
      dialog = page.getByRole("dialog", { name: "Email templates" });
      await dialog.getByRole("tab", { name: "Rejection (edited)" }).click();
      panel = dialog.getByRole("tabpanel", { name: /^Rejection/ });
      await expect(panel.getByRole("textbox", { name: "Subject" })).toHaveValue(customSubject);
      await expect(panel.getByText(/^Your company's wording/)).toBeVisible();

      await panel.getByRole("button", { name: "Reset to the built-in text" }).click();
      await expect(page.getByText("Rejection template reset to the built-in text")).toBeVisible();
      await expect(panel.getByRole("textbox", { name: "Subject" })).toHaveValue(builtInSubject);
      await expect(dialog.getByRole("tab", { name: "Rejection", exact: true })).toBeVisible();
      await expect(panel.getByText("The built-in wording.")).toBeVisible();
    } finally {
      // Whatever happened above, the company's rejection email goes back to the built-in words.
      await page.request.delete("/api/v1/job-portal/email-templates/rejection");
    }
  });
});

test.describe("applications table", () => {
  /**
   * Issue 7 deliverable 6: the table lists the job's applications, a header sorts through the
   * address, and the current filter exports to CSV in the background: progress, then a file with a
   * header row and one row per applicant.
   */
  test("a recruiter sorts the applications table and exports it to CSV: progress, then a download with one row per applicant", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page.request, DEMO_OWNER);
    const job = await createPublishedJob(page.request, { role: uniqueRole("Export Analyst") });
    const applicants = [await applyTo(page.request, job, "Hana Export"), await applyTo(page.request, job, "Indra Export")];

    // The first HTML already holds the table's rows as markup (rendered on the server with the
    // page's data), not only in the flight data that scripts read: each name is its row's header.
    const html = await (await page.request.get(`/job-post/${job.id}/applications`)).text();
    for (const applicant of applicants) expect(html).toContain(`>${applicant.name}</a></th>`);

    await page.goto(`/job-post/${job.id}/applications`);
    const table = page.getByRole("region", { name: "Applications" }).getByRole("table");
    for (const applicant of applicants) await expect(table.getByRole("row", { name: new RegExp(applicant.name) })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(3);

    // A header sorts: the address carries it, and the header says so.
    await table.getByRole("button", { name: /^GPA/ }).click();
    await expect(page).toHaveURL(/[?&]sortParam=gpa(&|$)/);
    await expect(table.getByRole("columnheader", { name: /^GPA/ })).toHaveAttribute("aria-sort", "descending");
    await table.getByRole("button", { name: /^Applied/ }).click();
    // Back to the default order (newest applications first): nothing left in the address.
    await expect(page).not.toHaveURL(/sortParam=/);
    await expect(table.getByRole("columnheader", { name: /^Applied/ })).toHaveAttribute("aria-sort", "descending");

    // Export the current filter to CSV. Two rows are built in an instant, so the progress the
    // export answers with (queued) would flash by: the list's next reads are held until it is seen.
    const exportsSection = page.getByRole("region", { name: "Recent exports" });
    await expect(exportsSection).toContainText("Exports you start appear here");
    let releaseReads!: () => void;
    const readsReleased = new Promise<void>((resolve) => (releaseReads = resolve));
    await page.route(/\/applications\/exports$/, async (route) => {
      if (route.request().method() === "GET") await readsReleased;
      await route.continue();
    });
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: "CSV (.csv)" }).click();
    await expect(exportsSection.getByText("Waiting to start…")).toBeVisible();
    // Released: this and every later read go straight through.
    releaseReads();
    await expect(page.getByText("Export started")).toBeVisible();
    const download = exportsSection.getByRole("link", { name: /^Download .+\.csv$/ });
    await expect(download).toBeVisible({ timeout: 20_000 });
    await expect(exportsSection.getByText("Waiting to start…")).toHaveCount(0);
    await expect(exportsSection).toContainText("2 applications");
    await expectAccessible(page);

    const downloading = page.waitForEvent("download");
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1 + applicants.length);
    expect(lines[0]).toMatch(/Name/i);
    expect(lines[0]).toMatch(/Email/i);
    for (const applicant of applicants) {
      expect(lines.filter((line) => line.includes(applicant.name) && line.includes(applicant.email))).toHaveLength(1);
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /**
   * Quality bar: at 390 px nothing makes the document scroll sideways (only the board and the
   * table scroll inside their own regions), and the filters open in a dialog.
   */
  test("the candidates board and list, the filters, the applicant page and the applications table fit a 390 px wide phone", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page.request, DEMO_OWNER);

    await page.goto(`/job-post/${SEEDED_JOB_ID}/candidates`);
    const board = page.getByRole("region", { name: "Recruitment board" });
    await expect(board.getByRole("article").first()).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);

    // Filters open in a dialog on a phone.
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog", { name: "Filters" });
    await expect(filters).toBeVisible();
    await expectAccessible(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await filters.getByRole("button", { name: "Done" }).click();
    await expect(filters).toBeHidden();

    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    const firstRow = page.getByRole("region", { name: "Applicants" }).getByRole("article").first();
    await expect(firstRow).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    const name = (await firstRow.getAttribute("aria-label"))!;
    await firstRow.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(APPLICANT_PAGE);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Activity" })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);

    // The applications table scrolls sideways inside its own region, never the page.
    await page.goto(`/job-post/${SEEDED_JOB_ID}/applications`);
    await expect(page.getByRole("region", { name: "Applications" }).getByRole("row").nth(1)).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
  });
});
