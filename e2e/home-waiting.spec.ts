import { DEMO_OWNER, signInWithApi, signUpVerified } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { newMemberEmail, readJoinLink } from "./team-helpers";

/**
 * Issue 16, point 7: Home is the recruiter's day. What needs the member now (applicants waiting
 * for review, tech tests to review, each open job's pipeline) is in the first HTML, limited to the
 * jobs the member may see, each item opening where it is dealt with.
 */

const BACKEND_JOB = "0d3e0000-0000-4000-8000-000000001001";
const ATTENTION = "/api/v1/job-portal/home/attention";
const ALL_ATTENTION = `${ATTENTION}?limit=50`;

type Attention = {
  waiting: { docs: { jobId: string; role: string; stepId: string; waitingCount: number; overdue: boolean }[]; total: number };
  techTests: { docs: { applicationId: string; applicantName: string; jobId: string }[]; total: number };
  pipelines: { docs: { jobId: string; role: string; steps: { name: string; applicantCount: number }[] }[]; total: number };
};

async function attentionOf(request: import("@playwright/test").APIRequestContext, path = ALL_ATTENTION): Promise<Attention> {
  const response = await request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: Attention }).result;
}

/** The server's HTML with its scripts taken out, so only rendered content can match. */
async function firstHtml(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const response = await request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

test("the demo owner's Home holds the waiting applicants, tech tests and pipelines in the first HTML, each opening its page", async ({ page }) => {
  // Four page loads (Home twice, an applicant, a board), each checked by axe.
  test.setTimeout(90_000);
  await signInWithApi(page.request, DEMO_OWNER);
  // What the page shows: the API's answer with the page's own limit.
  const attention = await attentionOf(page.request, ATTENTION);
  const waiting = attention.waiting.docs[0];
  expect(waiting, "the demo has applicants waiting").toBeTruthy();
  expect(attention.techTests.total).toBeGreaterThan(0);

  const html = await firstHtml(page.request);
  const row = new RegExp(`<a\\b[^>]*data-job-id="${waiting!.jobId}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  expect(row, "the longest-waiting job's row is in the first HTML").not.toBeNull();
  expect(row![1]).toContain(waiting!.role);
  expect(row![1]).toMatch(new RegExp(`data-testid="waiting-count"[^>]*>${waiting!.waitingCount}<`));
  for (const submitted of attention.techTests.docs) expect(html).toContain(`data-application-id="${submitted.applicationId}"`);
  for (const job of attention.pipelines.docs) expect(html).toContain(`data-job-id="${job.jobId}"`);

  // A pipeline card lists the job's steps with the API's counts, in its order.
  await page.goto("/");
  const pipeline = attention.pipelines.docs.find((job) => job.jobId === BACKEND_JOB) ?? attention.pipelines.docs[0]!;
  const steps = page.locator(`li[data-job-id="${pipeline.jobId}"]`).getByRole("list", { name: `Applicants per step of ${pipeline.role}` }).getByRole("listitem");
  await expect(steps).toHaveText(pipeline.steps.map((step) => `${step.name}${step.applicantCount}`));

  // A tech test opens the applicant's page.
  const firstTest = attention.techTests.docs[0]!;
  await page.getByRole("list", { name: "Submitted tech tests" }).locator(`a[data-application-id="${firstTest.applicationId}"]`).click();
  await page.waitForURL((url) => url.pathname === `/job-post/${firstTest.jobId}/candidates/${firstTest.applicationId}`);

  // The waiting row opens the job's candidates at CV Screening, filtered to Pending: as many as counted.
  await page.goto("/");
  const link = page.getByRole("list", { name: "Jobs with applicants waiting" }).locator(`a[data-job-id="${waiting!.jobId}"]`);
  await expect(link.getByTestId("waiting-count")).toHaveText(String(waiting!.waitingCount));
  await link.click();
  await page.waitForURL((url) => url.pathname === `/job-post/${waiting!.jobId}/candidates` && url.searchParams.get("recruitmentStepId") === waiting!.stepId);
  expect(new URL(page.url()).searchParams.getAll("status").sort()).toEqual(["curatedInProgress", "notProcessed"]);
  await expect(page.getByRole("region", { name: "Applicants" }).getByRole("listitem").first()).toHaveAttribute("aria-setsize", String(waiting!.waitingCount));
});

test("a member with access to one job sees only that job's items on Home", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const owner = await attentionOf(page.request);
  expect(owner.pipelines.total, "the owner sees several open jobs").toBeGreaterThan(1);

  // The Admin invites a member with Viewer access to the backend job only.
  const email = newMemberEmail("demo-company.test", "home-viewer");
  const invited = await page.request.post("/api/v1/job-portal/invited-user-company", {
    data: { emails: [email], accessPermissions: [{ permission: { resource: "jobPost", action: "view" }, allowedCriteria: { jobIds: [BACKEND_JOB] } }] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = new URL(await readJoinLink(page.request, email), "http://localhost").searchParams.get("token");

  const memberContext = await browser.newContext({ baseURL });
  try {
    const member = await memberContext.newPage();
    await signUpVerified(member.request, email, "Hana Viewer");
    const accepted = await member.request.post("/api/v1/job-portal/invited-user-company/accept", { data: { token } });
    expect(accepted.ok(), await accepted.text()).toBe(true);

    const seen = await attentionOf(member.request);
    expect(seen.pipelines.docs.map((job) => job.jobId)).toEqual([BACKEND_JOB]);
    expect(seen.waiting.docs.every((job) => job.jobId === BACKEND_JOB)).toBe(true);
    expect(seen.techTests.docs.every((submitted) => submitted.jobId === BACKEND_JOB)).toBe(true);
    expect(seen.techTests.total).toBe(owner.techTests.docs.filter((submitted) => submitted.jobId === BACKEND_JOB).length);

    // The first HTML names the backend job and no other open job.
    const html = await firstHtml(member.request);
    expect(html).toContain(`data-job-id="${BACKEND_JOB}"`);
    for (const job of owner.pipelines.docs.filter((job) => job.jobId !== BACKEND_JOB)) expect(html).not.toContain(`data-job-id="${job.jobId}"`);

    await member.goto("/");
    await expect(member.getByRole("list", { name: "Open jobs" }).getByRole("listitem").filter({ has: member.getByRole("heading", { level: 3 }) })).toHaveCount(1);
    await expectAccessible(member);
  } finally {
    await memberContext.close();
  }
});

test("the browser does not ask again for what came with Home's HTML", async ({ page }) => {
  await signInWithApi(page.request, DEMO_OWNER);
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Jobs with applicants waiting" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).not.toContain("/api/v1/job-portal/home/attention");
  expect(asked).not.toContain("/api/v1/job-portal/employer-todo");
});

test("Home fits a 390 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, DEMO_OWNER);
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Jobs with applicants waiting" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your to-do list" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
