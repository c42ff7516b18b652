import { randomUUID } from "node:crypto";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { applicantState, applicationIdFrom, applyTo, closeCreatedJobs, createPublishedJob, mailsTo } from "./pipeline-helpers";

/** The id of an applicant from their link in the list. */
async function applicationIdOf(page: import("@playwright/test").Page, name: string): Promise<string> {
  const href = await page.getByRole("article", { name }).getByRole("link", { name, exact: true }).getAttribute("href");
  return applicationIdFrom(href!);
}

// The demo company may publish 10 jobs: each test closes the ones it published.
test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

/**
 * Issue 7 "Done when": a recruiter filters, shortlists with the button, undoes with Z, rejects
 * three applicants at once and finds exactly one rejection email for each in the mailbox.
 */
test("a recruiter filters, shortlists and undoes with Z, then rejects three applicants at once with one email each", async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const job = await createPublishedJob(page.request, { role: `Pipeline Analyst ${randomUUID().slice(0, 6)}` });
  const applicants = [await applyTo(page.request, job, "Ayu Review"), await applyTo(page.request, job, "Bima Review"), await applyTo(page.request, job, "Citra Review")];
  const [ayu] = applicants;

  await page.goto(`/job-post/${job.id}/candidates?view=list`);
  for (const applicant of applicants) await expect(page.getByRole("article", { name: applicant.name })).toBeVisible();

  // Filter: the search keeps only Ayu, and the address carries it.
  await page.getByRole("searchbox", { name: "Search applicants" }).fill(ayu!.name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("article")).toHaveCount(1);
  const ayuId = await applicationIdOf(page, ayu!.name);

  // Shortlist with the button, then Z before the 3 s delay: nothing reaches the API.
  await page.getByRole("checkbox", { name: `Select ${ayu!.name}` }).check();
  const selection = page.getByRole("region", { name: "Selected applicants" });
  await selection.getByRole("button", { name: "Shortlist", exact: true }).click();
  await expect(page.getByText(`${ayu!.name} shortlisted`)).toBeVisible();
  await page.keyboard.press("z");
  await expect(page.getByText("Action undone")).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(await applicantState(page.request, job.id, ayuId)).toEqual({ status: "notProcessed", recruitmentStepId: "notProcessed" });

  // Reject all three at once with the rejection email.
  await page.getByRole("searchbox", { name: "Search applicants" }).fill("Review");
  // Ticks belong to what is shown: wait for the new search to be applied before ticking.
  await expect(page).toHaveURL(/[?&]q=Review(&|$)/);
  await expect(page.getByRole("article")).toHaveCount(3);
  for (const applicant of applicants) await page.getByRole("checkbox", { name: `Select ${applicant.name}` }).check();
  await expect(selection).toContainText("3 selected");
  await selection.getByRole("button", { name: "More reject options" }).click();
  await page.getByRole("menuitem", { name: "Reject and email the 3 candidates" }).click();
  const composer = page.getByRole("dialog", { name: "Reject and email the 3 candidates" });
  await expect(composer).toContainText("3 emails will be sent");
  await expectAccessible(page);
  await composer.getByRole("button", { name: "Reject and send" }).click();
  await expect(page.getByText("3 applicants rejected")).toBeVisible();

  // After the 4 s delay (a written email), each applicant is rejected and has exactly one rejection email.
  await expect
    .poll(async () => (await applicantState(page.request, job.id, ayuId)).status, { timeout: 15_000 })
    .toBe("rejected");
  for (const applicant of applicants) {
    await expect
      .poll(async () => (await mailsTo(page.request, applicant.email)).filter((mail) => mail.category === "candidate-email").length, { timeout: 15_000 })
      .toBe(1);
    const [rejection] = (await mailsTo(page.request, applicant.email)).filter((mail) => mail.category === "candidate-email");
    expect(rejection!.subject).toContain(job.role);
    expect(rejection!.text).toContain(applicant.name);
  }
  await page.getByRole("searchbox", { name: "Search applicants" }).fill("");
  await page.goto(`/job-post/${job.id}/candidates?view=list&recruitmentStepId=rejected`);
  for (const applicant of applicants) await expect(page.getByRole("article", { name: applicant.name })).toBeVisible();
});

/**
 * Issue 7 "Done when": the recruiter sends a case study; the candidate opens the emailed link in a
 * fresh browser, confirms and submits a link; the recruiter sees the submission on the applicant.
 */
test("a recruiter sends a case study; the candidate confirms and submits from the emailed link; the recruiter sees the submission", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const job = await createPublishedJob(page.request, { role: `Case Study Engineer ${randomUUID().slice(0, 6)}`, caseStudy: true });
  const dian = await applyTo(page.request, job, "Dian Case");

  await page.goto(`/job-post/${job.id}/candidates?view=list`);
  await page.getByRole("article", { name: dian.name }).getByRole("link", { name: dian.name, exact: true }).click();
  await page.waitForURL(new RegExp(`/job-post/${job.id}/candidates/[0-9a-f-]{36}`));
  await expect(page.getByRole("heading", { name: dian.name, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Send tech test" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a tech test" });
  await expect(dialog.getByLabel("Time to confirm (hours)")).toHaveValue("72");
  await expect(dialog.getByLabel("Duration (hours)")).toHaveValue("48");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send tech test" }).click();
  await expect(dialog).toBeHidden();

  // The candidate's private link, from the invitation in the mailbox.
  let link = "";
  await expect
    .poll(
      async () => {
        const invitation = (await mailsTo(page.request, dian.email)).find((mail) => /\/tech-test\/[A-Za-z0-9_-]+/.test(mail.text));
        link = invitation?.text.match(/\/tech-test\/[A-Za-z0-9_-]+/)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");

  const candidateContext = await browser.newContext();
  try {
    const candidate = await candidateContext.newPage();
    await candidate.goto(link);
    await expect(candidate.getByText(job.role).first()).toBeVisible();
    await expectAccessible(candidate);
    await candidate.getByRole("button", { name: "Confirm and start" }).click();
    await candidate.getByLabel("Link to your answer").fill("https://github.com/dian-case/answer");
    await expectAccessible(candidate);
    await candidate.getByRole("button", { name: "Submit case study" }).click();
    await expect(candidate.getByRole("heading", { name: "Case study submitted" })).toBeVisible();
  } finally {
    await candidateContext.close();
  }

  await page.reload();
  await expect(page.getByRole("link", { name: "https://github.com/dian-case/answer" })).toBeVisible();
  await expect(page.getByText("Submitted").first()).toBeVisible();
});
