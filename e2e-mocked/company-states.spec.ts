import { demoJobs } from "./mock-api/demo-jobs";
import { SLOW_ANSWER_MS } from "./mock-api/scenarios";
import { expect, signIn, test, useScenarios } from "./mocked-test";

// States that are slow or awkward to produce on the real stack: a company with nothing in it, a
// slow API, a plan with no job posts left.

test("a company with no job posts sees the empty state and the way to create one", async ({ page, context, baseURL }) => {
  await useScenarios(context, baseURL!, "empty-company");
  await signIn(page);
  await page.goto("/job-post");
  await expect(page.getByText("No job posts yet")).toBeVisible();
  await expect(page.getByRole("link", { name: /Create job/i }).first()).toBeVisible();
  await expect(page.getByText(demoJobs.docs[0]!.role)).toHaveCount(0);
});

test("with a slow API the first view still arrives rendered with its data, never a spinner", async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await useScenarios(context, baseURL!, "slow");
  const started = Date.now();
  const response = await page.request.get("/job-post");
  const html = await response.text();
  // The page waited for the slow API on the server, then came whole: the jobs are in its HTML.
  expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_ANSWER_MS);
  expect(html).toContain(demoJobs.docs[0]!.role);
  expect(html).not.toContain("Loading...");
});

test("publishing when the plan's job posts are used up explains the quota and offers the upgrade", async ({ page, context, baseURL }) => {
  await useScenarios(context, baseURL!, "job-quota-reached");
  await signIn(page);
  await page.goto("/job-post");
  const draft = demoJobs.docs.find((job) => job.status === "draft")!;
  await page.getByRole("button", { name: `Actions for ${draft.role}` }).click();
  // Publishing from the list asks nothing more: the API's refusal is what opens the dialog.
  await page.getByRole("menuitem", { name: "Publish" }).click();

  const dialog = page.getByRole("dialog", { name: "Job post quota reached" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("10 of 10 job posts used on Growth.");
  await expect(dialog.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription");
});
