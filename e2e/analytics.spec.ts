import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { applyTo, closeCreatedJobs, createPublishedJob } from "./pipeline-helpers";

// The demo company may publish 10 jobs: each test closes the ones it published.
test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

/** A calendar day in the company's time zone (the demo company is WIB, UTC+7), `days` from today. */
function wibDay(days = 0): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Shortlists applicants through the API, as the board's decision would. */
async function shortlist(request: APIRequestContext, jobId: string, count: number): Promise<void> {
  const list = await request.get(`/api/v1/job-portal/job/${jobId}/candidates`);
  expect(list.status(), await list.text()).toBe(200);
  const { docs } = ((await list.json()) as { result: { docs: { id: string }[] } }).result;
  const response = await request.post(`/api/v1/job-portal/job/${jobId}/candidates/decisions`, {
    data: { requestId: randomUUID(), applicationIds: docs.slice(0, count).map((doc) => doc.id), decision: "accepted" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Issue 16: the lead opens Analytics, narrows it to one fresh job of their own making, and the
 * figures are exactly that job's: three applicants today, one shortlisted; a period before the job
 * has none; the CSV holds the same numbers; the page fits a phone.
 */
test("a lead filters analytics by job and period, the figures follow the data, and the CSV downloads", async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const token = `Stats${randomUUID().slice(0, 6)}`;
  const job = await createPublishedJob(page.request, { role: `Analytics ${token}` });
  for (const name of ["Ani", "Bayu", "Citra"]) await applyTo(page.request, job, `${name} ${token}`);
  await shortlist(page.request, job.id, 1);

  // The first HTML already holds the figures (server-rendered), before any chart code.
  const html = await (await page.request.get("/analytics?period=daily")).text();
  expect(html).toContain('data-testid="figure-applicants"');

  await page.goto("/analytics?period=daily");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("daily");

  // Selected Jobs: search the picker for the new job and apply it.
  await page.getByLabel("Jobs", { exact: true }).selectOption({ label: "Selected Jobs" });
  await page.getByRole("searchbox", { name: "Search jobs" }).fill(token);
  await page.getByRole("checkbox", { name: new RegExp(job.role) }).check();
  await page.getByRole("button", { name: "Apply jobs" }).click();
  await expect(page).toHaveURL(new RegExp(`jobFilter=selectedJob.*jobIds=${job.id}|jobIds=${job.id}.*jobFilter=selectedJob`));

  const range = page.getByTestId("analytics-range");
  await expect(range).toContainText("· 1 job ·");
  await expect(page.getByTestId("figure-applicants")).toHaveText("3");
  await expect(page.getByTestId("figure-shortlisted")).toHaveText("1");
  await expect(page.getByTestId("figure-publishedJobs")).toHaveText("1");
  const funnel = page.getByRole("region", { name: "Funnel table" });
  await expect(funnel.getByRole("row", { name: /^CV Screening 3 / })).toBeVisible();
  await expect(funnel.getByRole("row", { name: /^CV Shortlisted 1 33% 2$/ })).toBeVisible();
  const jobs = page.getByRole("region", { name: "Jobs table" });
  await expect(jobs.getByRole("row")).toHaveCount(2);
  await expect(jobs.getByRole("link", { name: job.role })).toHaveAttribute("href", `/job-post/${job.id}/candidates`);

  // The chart draws once its code has loaded after the page; its table view holds today's three applicants.
  await expect(page.getByRole("region", { name: "Applicants over time" }).locator("svg.recharts-surface")).toBeVisible();
  await page.getByRole("button", { name: "Show applicants over time as a table" }).click();
  await expect(page.getByRole("region", { name: "Applicants over time table" }).getByRole("row").nth(1)).toHaveText(/3$/);

  // A custom period that ended before the job existed: nothing, said plainly.
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Custom" });
  await page.getByLabel("From", { exact: true }).fill(wibDay(-10));
  await page.getByLabel("To", { exact: true }).fill(wibDay(-20));
  await page.getByRole("button", { name: "Apply dates" }).click();
  await expect(page.getByText("The last day comes before the first")).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill(wibDay(-3));
  await page.getByRole("button", { name: "Apply dates" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${wibDay(-10)}.*to=${wibDay(-3)}`));
  await expect(page.getByTestId("figure-applicants")).toHaveText("0");
  await expect(page.getByText("No applicants in this period")).toBeVisible();

  // All Time: the same three, and no comparison (there is no previous period).
  await page.getByRole("button", { name: "Show All Time" }).click();
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("allTime");
  await expect(page.getByTestId("figure-applicants")).toHaveText("3");
  await expect(page.getByText(/on the previous period/)).toHaveCount(0);

  // The CSV: the range in its name, the same figures and the job's row.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^analytics-(\d{4}-\d{2}-\d{2}-to|up-to)-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "").split(/\r\n/);
  expect(lines).toContain("Period,All Time");
  expect(lines.find((line) => line.startsWith("Applicants,"))).toMatch(/^Applicants,3,,/);
  expect(lines.find((line) => line.startsWith("Shortlisted,"))).toMatch(/^Shortlisted,1,,/);
  expect(lines.filter((line) => line.startsWith(`${job.role},published,`))).toEqual([expect.stringMatching(new RegExp(`^${job.role},published,[^,]+,3,3,2,0,1,0,0,0,`))]);

  // A phone: no sideways scroll of the page; wide tables scroll inside their own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("figure-applicants")).toHaveText("3");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
