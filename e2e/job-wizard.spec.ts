import { randomUUID } from "node:crypto";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";

// The smallest file the server's content check accepts as a PDF.
const SAMPLE_PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
const WIZARD_ADDRESS = /\/(jobs\/create|job-post\/create)$/;
const DRAFT_ADDRESS = /\/(jobs\/[0-9a-f-]{36}\/edit|job-post\/edit\/[0-9a-f-]{36})$/;

/**
 * Issue 6 items 2-6 end to end: the demo owner creates a job through the four wizard steps (a
 * custom hiring step, two pre-screening questions, one of them multiple choice), publishes it,
 * and finds it Published in the job list.
 */
test("the demo owner creates a job through the wizard and publishes it; a candidate applies on the careers page and lands in CV Screening", async ({ page, browser }) => {
  // Four steps with autosaves and several axe checks on two shared cores.
  test.setTimeout(180_000);
  const role = `Wizard Barista ${randomUUID().slice(0, 6)}`;
  await signInWithApi(page.request, DEMO_OWNER);

  await page.goto("/job-post");
  await page.getByRole("link", { name: "Create job" }).first().click();
  await page.waitForURL(WIZARD_ADDRESS);
  await expect(page.getByRole("heading", { name: /Basic Info/, level: 2 })).toBeVisible();

  // Basic Info: the first change creates the draft and the address becomes the draft's.
  await page.getByRole("textbox", { name: "Job title" }).fill(role);
  await expect(page).toHaveURL(DRAFT_ADDRESS);
  await page.getByRole("textbox", { name: "Minimum salary (IDR)" }).fill("5000000");
  await page.getByRole("textbox", { name: "Maximum salary (IDR)" }).fill("8000000");
  await expect(page.getByText("IDR 5.000.000-8.000.000")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Job Description: rich text typed into the editor.
  await expect(page.getByRole("heading", { name: /Job Description/, level: 2 })).toBeVisible();
  await page.getByRole("textbox", { name: "Description", exact: true }).click();
  await page.keyboard.type("You make great coffee and look after our guests.");
  await page.getByRole("textbox", { name: "Skills", exact: true }).fill("Latte art");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Applicant Options: two questions, the second multiple choice with two options.
  await expect(page.getByRole("heading", { name: /Applicant Options/, level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByRole("textbox", { name: "Question 1", exact: true }).fill("Why do you want to work with us?");
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByRole("textbox", { name: "Question 2", exact: true }).fill("Which shift suits you?");
  await page.getByRole("combobox", { name: "Question 2 answer type" }).selectOption({ label: "Multiple choice" });
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("textbox", { name: "Question 2 option 1" }).fill("Morning");
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("textbox", { name: "Question 2 option 2" }).fill("Night");
  await page.getByRole("radio", { name: "Tidak, terima kasih" }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Hiring Steps: a custom step before Rejected, checked in the preview.
  await expect(page.getByRole("heading", { name: /Hiring Steps/, level: 2 })).toBeVisible();
  await page.getByRole("textbox", { name: "New step name" }).fill("HR Interview");
  await page.getByRole("button", { name: "Add step" }).click();
  const steps = page.getByRole("list", { name: "Hiring steps" }).getByRole("heading", { level: 4 });
  await expect(steps).toHaveText(["CV Screening", "CV Shortlisted", "HR Interview", "Rejected"]);
  await page.getByRole("button", { name: "See Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Hiring flow preview" });
  await expect(preview.getByRole("list", { name: "Hiring flow" }).getByRole("listitem")).toHaveCount(4);
  await expect(preview).toContainText("HR Interview");
  await expectAccessible(page);
  await preview.getByRole("button", { name: "Close preview" }).click();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Job published")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/job-post");
  const card = page.getByRole("listitem", { name: role });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Published");

  // What was saved is what was entered: the questions and the step reached the API.
  const jobId = await card.getByRole("link", { name: role }).getAttribute("href").then((href) => href?.split("/")[2]);
  const saved = (await (await page.request.get(`/api/v1/job-portal/job/${jobId}`)).json()) as {
    result: { slug: string; preScreeningQuestions: { question: string; type: string; options: string[] }[]; recruitmentSteps: { name: string; position: number }[]; startRange: number; endRange: number };
  };
  expect(saved.result.preScreeningQuestions.map(({ question, type, options }) => ({ question, type, options }))).toEqual([
    { question: "Why do you want to work with us?", type: "shortText", options: [] },
    { question: "Which shift suits you?", type: "radio", options: ["Morning", "Night"] },
  ]);
  expect([...saved.result.recruitmentSteps].sort((a, b) => a.position - b.position).map((step) => step.name)).toEqual(["CV Screening", "CV Shortlisted", "HR Interview", "Rejected"]);
  expect([saved.result.startRange, saved.result.endRange]).toEqual([5_000_000, 8_000_000]);

  // A candidate without an account applies from another browser, with a PDF CV.
  const applicant = { name: `Wulan Applicant ${randomUUID().slice(0, 6)}`, email: `wulan.${randomUUID().slice(0, 8)}@example.com` };
  const candidate = await browser.newContext();
  try {
    const careers = await candidate.newPage();
    await careers.goto(`/careers/demo-company/${saved.result.slug}`);
    await expect(careers.getByRole("heading", { name: role, level: 1 })).toBeVisible();
    await careers.getByLabel("Full name").fill(applicant.name);
    await careers.getByLabel("Email").fill(applicant.email);
    await careers.getByLabel("Phone number").fill("+62 812 3456 7890");
    await careers.getByLabel("CV").setInputFiles({ name: "wulan-cv.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
    await careers.getByRole("group", { name: "Which shift suits you?" }).getByLabel("Morning").check();
    await expectAccessible(careers);
    await careers.getByRole("button", { name: "Send application" }).click();
    await expect(careers.getByRole("heading", { name: "Application sent" })).toBeVisible();
  } finally {
    await candidate.close();
  }

  // The recruiter finds the applicant in the job's first step, with the CV, and the candidate was mailed.
  await page.goto(`/job-post/${jobId}/candidates?view=list&recruitmentStepId=notProcessed`);
  await expect(page.getByRole("button", { name: /^CV Screening 1$/, pressed: true })).toBeVisible();
  const row = page.getByRole("article", { name: applicant.name });
  await expect(row).toContainText(applicant.email);
  await expect(row.getByRole("link", { name: /CV of/ })).toBeVisible();
  const mail = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(applicant.email)}&limit=5`);
  const { result } = (await mail.json()) as { result: { docs: { subject: string }[] } };
  expect(result.docs.map((doc) => doc.subject)).toEqual([expect.stringContaining(role)]);
});

test("the wizard fits a 390 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, DEMO_OWNER);
  await page.goto("/job-post/create");
  await expect(page.getByRole("heading", { name: /Basic Info/, level: 2 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("navigation", { name: "Job post steps" }).getByRole("button", { name: /Hiring Steps/ }).click();
  await expect(page.getByRole("heading", { name: /Hiring Steps/, level: 2 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
