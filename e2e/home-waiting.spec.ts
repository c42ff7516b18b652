import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 23: Home lists the open jobs with the applicants waiting for review (those in CV Screening),
 * in the first HTML, each opening the job's candidates at that step.
 */

const BACKEND_JOB = "0d3e0000-0000-4000-8000-000000001001";

type OpenJob = { id: string; role: string; steps: { type: string; applicantCount: number }[] };

test("the demo owner sees the backend job's waiting applicants on Home in the first HTML, linked to its candidates", async ({ page }) => {
  await signInWithApi(page.request, DEMO_OWNER);

  // What the API holds for the job: the applicants in its first step.
  const listed = await page.request.get("/api/v1/job-portal/job?status=published&limit=20");
  expect(listed.ok()).toBe(true);
  const { result } = (await listed.json()) as { result: { docs: OpenJob[] } };
  const backend = result.docs.find((job) => job.id === BACKEND_JOB);
  expect(backend, "the backend job is open").toBeTruthy();
  const waiting = backend!.steps.find((step) => step.type === "notProcessed")!.applicantCount;
  expect(waiting).toBeGreaterThan(0);

  // The server's HTML, scripts taken out so only rendered content can match.
  const response = await page.request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  const row = new RegExp(`<a\\b[^>]*data-job-id="${BACKEND_JOB}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  expect(row, "the backend job's row is in the first HTML").not.toBeNull();
  expect(row![1]).toContain(backend!.role);
  expect(row![1]).toMatch(new RegExp(`data-testid="waiting-count"[^>]*>${waiting}<`));
  const href = /href="([^"]+)"/.exec(row![0])![1]!.replaceAll("&amp;", "&");
  expect(href).toBe(`/job-post/${BACKEND_JOB}/candidates?view=list&recruitmentStepId=notProcessed`);

  // In the browser the row opens the job's candidates at CV Screening, listing as many as counted.
  await page.goto("/");
  const link = page.getByRole("list", { name: "Open jobs" }).getByRole("link").filter({ hasText: backend!.role });
  await expect(link.getByTestId("waiting-count")).toHaveText(String(waiting));
  await link.click();
  await page.waitForURL((url) => url.pathname === `/job-post/${BACKEND_JOB}/candidates` && url.searchParams.get("recruitmentStepId") === "notProcessed");
  await expect(page.getByRole("region", { name: "Applicants" }).getByRole("listitem").first()).toHaveAttribute("aria-setsize", String(waiting));
});

test("Home fits a 390 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, DEMO_OWNER);
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Open jobs" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
