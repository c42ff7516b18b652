import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { buildApplicantsCsv } from "./import-helpers";

/**
 * Issue 6 item 8 end to end: the demo owner imports 500 applicants from a CSV into a job; the
 * preview and the result page report exactly the 20 bad rows as failed and 480 created.
 */
test("the demo owner imports a 500-row CSV: 480 created, the 20 bad rows failed with their reasons", async ({ page }) => {
  // 500 rows through the background worker on shared cores, and several axe checks.
  test.setTimeout(180_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const created = await page.request.post("/api/v1/job-portal/job", {
    data: { role: "Import Test Analyst", description: "<p>Analyses the numbers of the import test.</p>", workplaceType: "remote" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const jobId = ((await created.json()) as { result: { id: string } }).result.id;
  const published = await page.request.post(`/api/v1/job-portal/job/${jobId}/publish`);
  expect(published.ok(), await published.text()).toBe(true);

  const { csv, badRowNumbers } = buildApplicantsCsv();
  await page.goto(`/job-post/${jobId}/import`);
  await expect(page.getByRole("heading", { name: "Import applicants", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Previous imports" })).toBeVisible();
  await page.getByLabel("Applicant file").setInputFiles({ name: "applicants-500.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

  // The columns are matched from the headers; the preview counts the rows.
  await expect(page.getByRole("combobox", { name: /Email/ })).toHaveValue("Email");
  await expect(page.getByRole("combobox", { name: /Experience level/ })).toHaveValue("Experience level");
  const count = (label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");
  await expect(count("Valid")).toHaveText("480");
  await expect(count("Invalid")).toHaveText("20");
  await expect(count("Duplicates in file")).toHaveText("0");
  await expect(count("Already applied")).toHaveText("0");
  const leftOut = page.getByRole("list", { name: "Rows that will not be imported" }).getByRole("listitem");
  await expect(leftOut).toHaveCount(20);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Import 480 applicants" }).click();
  await page.waitForURL(new RegExp(`/job-post/${jobId}/import/[0-9a-f-]{36}$`));
  await expect(page.getByText("Import finished")).toBeVisible({ timeout: 120_000 });
  await expect(count("Created")).toHaveText("480");
  await expect(count("Skipped as duplicates")).toHaveText("0");
  await expect(count("Failed")).toHaveText("20");

  const failedRows = page.getByRole("table", { name: "Failed rows" }).locator("tbody tr th");
  await expect(failedRows).toHaveCount(20);
  expect((await failedRows.allTextContents()).map(Number)).toEqual(badRowNumbers);
  await expect(page.getByRole("table", { name: "Failed rows" })).toContainText('Unknown experience level "Senior Wizard"');
  await expect(page.getByRole("table", { name: "Failed rows" })).toContainText("GPA must be a number from 0 to 4");

  // The failed rows download as CSV: the header and one line per failed row.
  const download = page.getByRole("link", { name: "Download failed rows" });
  const csvResponse = await page.request.get((await download.getAttribute("href"))!);
  expect(csvResponse.headers()["content-disposition"]).toMatch(/^attachment; filename="import-failures-/);
  const lines = (await csvResponse.text()).trim().split("\r\n");
  expect(lines).toHaveLength(21);
  expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual(badRowNumbers);

  await expect(page.getByRole("link", { name: "See the job's candidates" })).toHaveAttribute("href", `/job-post/${jobId}/candidates`);

  // At 390 px the tables scroll inside their box; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Import another file" }).click();
  await page.waitForURL(`/job-post/${jobId}/import`);
  await expect(page.getByRole("list").filter({ hasText: "applicants-500.csv" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
