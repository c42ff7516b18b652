import { randomUUID } from "node:crypto";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { applyTo, closeCreatedJobs, createPublishedJob } from "./pipeline-helpers";

// The demo company may publish 10 jobs: each test closes the ones it published.
test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

/**
 * Issue 14, the Talent Database: the owner finds two applicants by text and origin, puts them in a
 * new list, filters by it, writes a note on one, and adds both to another job's pipeline at once.
 */
test("the owner finds applicants in the database, lists them, notes one and adds both to a job's pipeline", async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const token = `Tdb${randomUUID().slice(0, 6)}`;
  const source = await createPublishedJob(page.request, { role: `Database Source ${token}` });
  const target = await createPublishedJob(page.request, { role: `Database Target ${token}` });
  const dara = await applyTo(page.request, source, `Dara ${token}`);
  const eko = await applyTo(page.request, source, `Eko ${token}`);

  // Text and a filter (origin Applied), both kept in the address.
  await page.goto("/talent-database");
  await page.getByRole("searchbox", { name: "Search talents" }).fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await page.getByRole("checkbox", { name: "Applied" }).check();
  await expect(page).toHaveURL(/[?&]origin=applied/);
  const talents = page.getByRole("list", { name: "Talents" });
  await expect(talents.getByRole("listitem").filter({ has: page.getByRole("link") })).toHaveCount(2);
  await expect(talents.getByRole("link", { name: dara.name })).toBeVisible();
  await expect(talents.getByRole("link", { name: eko.name })).toBeVisible();

  // A new list, both talents added to it, then the list as the filter.
  const listName = `Shortlist ${token}`;
  const lists = page.getByRole("navigation", { name: "Talent lists" });
  await lists.getByRole("button", { name: "New list" }).click();
  await lists.getByRole("textbox", { name: "New list name" }).fill(listName);
  await lists.getByRole("button", { name: "Save" }).click();
  await expect(lists.getByRole("button", { name: new RegExp(`^${listName}`) })).toContainText("0");
  await page.getByRole("checkbox", { name: /Select all shown/ }).check();
  const selection = page.getByRole("region", { name: "Selected talents" });
  await expect(selection).toContainText("2 selected");
  await selection.getByRole("button", { name: "Add to list" }).click();
  const listDialog = page.getByRole("dialog", { name: "Add to list" });
  await listDialog.getByRole("combobox", { name: "List" }).selectOption({ label: listName });
  await listDialog.getByRole("button", { name: "Add to list" }).click();
  await expect(listDialog).toBeHidden();
  await expect(lists.getByRole("button", { name: new RegExp(`^${listName}`) })).toContainText("2");
  await page.getByRole("checkbox", { name: "Applied" }).uncheck();
  await page.getByRole("searchbox", { name: "Search talents" }).fill("");
  await lists.getByRole("button", { name: new RegExp(`^${listName}`) }).click();
  await expect(page).toHaveURL(/[?&]listId=/);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(talents.getByRole("listitem").filter({ has: page.getByRole("link") })).toHaveCount(2);

  // A note on Dara, on her record.
  await talents.getByRole("link", { name: dara.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: dara.name })).toBeVisible();
  await page.getByRole("textbox", { name: "Add a note" }).fill("Strong portfolio; call back in March");
  await expect(page.getByText("36/300")).toBeVisible();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("Strong portfolio; call back in March");
  await expect(page.getByRole("button", { name: listName, pressed: true })).toBeVisible();

  // Both to the target job at once; the dialog says how many were added.
  await page.goBack();
  await expect(talents.getByRole("link", { name: eko.name })).toBeVisible();
  await page.getByRole("checkbox", { name: /Select all shown/ }).check();
  await selection.getByRole("button", { name: "Add to job" }).click();
  const jobDialog = page.getByRole("dialog", { name: "Add to job" });
  await jobDialog.getByRole("combobox", { name: "Job" }).selectOption({ label: target.role });
  await jobDialog.getByRole("button", { name: "Add to job" }).click();
  await expect(jobDialog.getByRole("status")).toHaveText(`2 talents added to ${target.role}.`);
  await jobDialog.getByRole("link", { name: "Open the job's candidates" }).click();
  await expect(page).toHaveURL(new RegExp(`/job-post/${target.id}/candidates`));
  await expect(page.getByRole("article", { name: dara.name })).toBeVisible();
  await expect(page.getByRole("article", { name: eko.name })).toBeVisible();
});

/**
 * The banner of suggested talents on a job's candidates page (spec 4's hidden-talent-banner list):
 * it names the matches, dismisses for that job, stays dismissed after a reload, and comes back
 * after sign-out and sign-in, which clear the list.
 */
test("the suggested-talents banner dismisses per job, stays dismissed on reload and returns after signing out and in", async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithApi(page.request, DEMO_OWNER);
  // A job whose skills the demo talent pool has: publishing it queues the build of its recommended set.
  const job = await createPublishedJob(page.request, { role: `Backend Engineer ${randomUUID().slice(0, 6)}`, skills: ["Go", "PostgreSQL", "TypeScript"] });
  let total = 0;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/job-portal/job/${job.id}/suggested-talents`);
        total = ((await response.json()) as { result: { total: number } }).result.total;
        return total;
      },
      { message: "the job's recommended set is built", timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  await page.goto(`/job-post/${job.id}/candidates`);
  const banner = page.getByRole("region", { name: "Suggested talents" });
  await expect(banner).toContainText(total === 1 ? "1 talent matches this job" : `${total} talents match this job`);
  await expect(banner.getByRole("link", { name: "See suggested talents" })).toHaveAttribute("href", `/explore-talents?tab=forYou&jobId=${job.id}`);

  await banner.getByRole("button", { name: "Dismiss suggested talents for this job" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: job.role })).toBeVisible();
  // The stored list is read after the first render: give it the moment it needs before judging.
  await page.waitForTimeout(1_000);
  await expect(banner).toBeHidden();

  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.waitForURL("/sign-in");
  await signInWithApi(page.request, DEMO_OWNER);
  await page.goto(`/job-post/${job.id}/candidates`);
  await expect(banner).toBeVisible();
});
