import type { Page, Request } from "@playwright/test";
import { seedApplicationId } from "../server/db/seed/seed-uuid";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";

/**
 * The portal renders its first view on the server (issue 13): a signed-in page's HTML already holds
 * the shell and the page's data, and the browser continues from it without asking the API again
 * for what came with the page, on a reload or going back and forth.
 */

const BACKEND_JOB = "0d3e0000-0000-4000-8000-000000001001";

/** The browser's own calls to our API (the server's in-process reads never show here). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/**
 * What the server's HTML shows before any script runs: the markup with the scripts (and the data
 * they carry for hydration) taken out, so only rendered content can match.
 */
async function firstHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

test.beforeEach(async ({ page }) => {
  await signInWithApi(page.request, DEMO_OWNER);
});

test("the first HTML of a signed-in page holds the shell and the page's data, not a spinner", async ({ page }) => {
  const jobList = await firstHtml(page, "/job-post");
  expect(jobList).toContain("Senior Backend Engineer");
  // The account menu's name and company, and the menu built from the flags and permissions.
  expect(jobList).toContain("Demo Company");
  expect(jobList).toContain('href="/manage-team');
  expect(jobList).not.toContain("Loading...");

  const board = await firstHtml(page, `/job-post/${BACKEND_JOB}/candidates`);
  expect(board).toContain("Andi Pratama");
  expect(board).toContain("CV Screening");
  expect(board).not.toContain("Loading...");

  const home = await firstHtml(page, "/");
  expect(home).toContain("Complete profile");
  expect(home).not.toContain("Loading...");

  const team = await firstHtml(page, "/manage-team");
  expect(team).toContain("owner@demo-company.test");

  // The applicant page: the applicant with their interviews and scorecards (none yet in the demo).
  const applicant = await firstHtml(page, `/job-post/${BACKEND_JOB}/candidates/${seedApplicationId(BACKEND_JOB, "andi.pratama@example.com")}`);
  expect(applicant).toContain("Andi Pratama");
  expect(applicant).toContain("No interviews scheduled yet.");
  expect(applicant).toContain("No scorecards yet.");
  expect(applicant).not.toContain("Loading interviews");
  expect(applicant).not.toContain("Loading the scorecards");

  const list = await firstHtml(page, `/job-post/${BACKEND_JOB}/candidates?view=list`);
  expect(list).toContain("Andi Pratama");

  // The address is read on the server too: a search renders its own first page.
  const searched = await firstHtml(page, "/job-post?q=marketing");
  expect(searched).toContain("Marketing Intern");
  expect(searched).not.toContain("Senior Backend Engineer");
});

test("a reload and going back and forth do not fetch again what came with the page", async ({ page }) => {
  // Six navigations, Home among them, each checked by axe: about 26 s on a quiet two-core machine.
  test.setTimeout(90_000);
  const calls = recordApiCalls(page);
  await page.goto("/job-post");
  await expect(page.getByRole("heading", { name: "Senior Backend Engineer" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const onLoad = [...calls];
  // The user, the flags, the permissions and the job list came with the HTML.
  for (const path of ["/api/v1/users/me", "/api/v1/feature-flags", "/api/v1/job-portal/permission", "/api/v1/job-portal/job"]) {
    expect(onLoad, `${path} was fetched again by the browser`).not.toContain(`GET ${path}`);
  }

  await page.goto(`/job-post/${BACKEND_JOB}/candidates`);
  await expect(page.getByText("Andi Pratama").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Senior Backend Engineer" }).first()).toBeVisible();
  await page.goForward();
  await expect(page.getByText("Andi Pratama").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls.filter((call) => call === "GET /api/v1/users/me")).toEqual([]);
  expect(calls.filter((call) => call === "GET /api/v1/job-portal/job")).toEqual([]);
  expect(calls.filter((call) => call.startsWith(`GET /api/v1/job-portal/job/${BACKEND_JOB}/candidates`))).toEqual([]);
});
