import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";

/** A signed-in address that names nothing answers 404, with the shell's own "Page not found". */

const BACKEND_JOB = "0d3e0000-0000-4000-8000-000000001001";
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const MISSING = [
  "/no-such-page",
  "/settings/no-such-page",
  `/job-post/${NO_SUCH_ID}/candidates`,
  `/job-post/${NO_SUCH_ID}/applications`,
  `/job-post/${NO_SUCH_ID}/import`,
  `/job-post/not-an-id/candidates`,
  `/job-post/edit/${NO_SUCH_ID}`,
  `/job-post/${BACKEND_JOB}/candidates/${NO_SUCH_ID}`,
  `/job-post/${BACKEND_JOB}/import/${NO_SUCH_ID}`,
];

test("unknown addresses and unknown records answer 404 with the page-not-found screen", async ({ page }) => {
  // A dozen full server renders, one after another, beside other specs on two shared cores.
  test.setTimeout(90_000);
  await signInWithApi(page.request, DEMO_OWNER);
  for (const path of MISSING) {
    const response = await page.request.get(path);
    const html = await response.text();
    expect(response.status(), path).toBe(404);
    expect(html, path).toContain("Page not found");
  }
  // The records that exist still answer 200.
  for (const path of [`/job-post/${BACKEND_JOB}/candidates`, `/job-post/${BACKEND_JOB}/import`, `/job-post/edit/${BACKEND_JOB}`]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }

  // In the browser it is the shell's screen, with the menu at hand.
  const response = await page.goto(`/job-post/${NO_SUCH_ID}/candidates`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Job Post" }).first()).toBeVisible();
});

test("another company's job is a 404, not its page", async ({ page }) => {
  await signInWithApi(page.request, "owner@other-company.test");
  for (const path of [`/job-post/${BACKEND_JOB}/candidates`, `/job-post/${BACKEND_JOB}/applications`, `/job-post/edit/${BACKEND_JOB}`]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});
