import { randomUUID } from "node:crypto";
import { DEMO_MEMBER, DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { applyTo, closeCreatedJobs, createPublishedJob, mailsTo, type Mail } from "./pipeline-helpers";

// The demo company may publish 10 jobs: each test closes the ones it published.
test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

/** The calendar invite of the newest mail to an address that carries one. */
async function inviteTo(request: import("@playwright/test").APIRequestContext, email: string): Promise<Mail["attachments"][number]> {
  let invite: Mail["attachments"][number] | undefined;
  await expect
    .poll(
      async () => {
        invite = (await mailsTo(request, email)).flatMap((mail) => mail.attachments).find((file) => file.filename.endsWith(".ics"));
        return invite?.filename ?? "";
      },
      { timeout: 15_000 },
    )
    .toBe("invite.ics");
  return invite!;
}

/**
 * Issue 18, in part: a recruiter schedules an online interview with two interviewers; the candidate
 * and the other interviewer get the calendar invite; each interviewer rates the applicant on the
 * job's interview kit, and the second sees the first's scorecard only once they have submitted theirs.
 */
test("a recruiter schedules an interview with invites, and two interviewers score the applicant independently", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const job = await createPublishedJob(page.request, {
    role: `Interview Engineer ${randomUUID().slice(0, 6)}`,
    skills: ["SQL", "Communication"],
    hiringTeam: [{ email: DEMO_MEMBER, access: "viewer" }],
  });
  const eka = await applyTo(page.request, job, "Eka Wawancara");

  await page.goto(`/job-post/${job.id}/candidates?view=list`);
  await page.getByRole("article", { name: eka.name }).getByRole("link", { name: eka.name, exact: true }).click();
  await page.waitForURL(new RegExp(`/job-post/${job.id}/candidates/[0-9a-f-]{36}`));
  const applicantUrl = page.url();
  await expect(page.getByText("No interviews scheduled yet.")).toBeVisible();

  // Schedule: HR interview, online, the owner and Budi interviewing.
  await page.getByRole("button", { name: "Schedule interview" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule interview" });
  await dialog.getByRole("radio", { name: "HR Interview", exact: true }).check();
  await dialog.getByRole("textbox", { name: "Date", exact: true }).fill("2027-01-15");
  await dialog.getByRole("textbox", { name: "Time", exact: true }).fill("10:00");
  await dialog.getByRole("radio", { name: "Online", exact: true }).check();
  await dialog.getByLabel("Meeting link").fill("https://meet.example.com/eka-hr");
  await dialog.getByRole("checkbox", { name: "Dewi Lestari Anggraini" }).check();
  await dialog.getByRole("checkbox", { name: "Budi Santoso" }).check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Schedule interview" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Fri, 15 Jan 2027, 10:00 WIB").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "https://meet.example.com/eka-hr" }).first()).toBeVisible();
  await expect(page.getByText("With Budi Santoso, Dewi Lestari Anggraini")).toBeVisible();

  // The candidate and Budi each get the invite; 10:00 WIB is 03:00 UTC.
  for (const email of [eka.email, "member@demo-company.test"]) {
    const invite = await inviteTo(page.request, email);
    expect(invite.contentType).toContain("method=REQUEST");
    expect(invite.content).toContain("METHOD:REQUEST");
    expect(invite.content).toContain("DTSTART:20270115T030000Z");
    expect(invite.content).toContain("SEQUENCE:0");
  }

  // The owner scores first.
  await page.getByRole("button", { name: "Write your scorecard" }).click();
  await page.getByRole("group", { name: "SQL" }).getByRole("radio", { name: "4 · Definitely yes", exact: true }).check();
  await page.getByRole("group", { name: "Communication" }).getByRole("radio", { name: "3 · Yes", exact: true }).check();
  await page.getByRole("group", { name: "Overall recommendation" }).getByRole("radio", { name: "Strong yes", exact: true }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(page.getByRole("button", { name: "Edit your scorecard" })).toBeVisible();

  // Budi, an interviewer who only views the job, cannot see the owner's verdict until he submits his.
  const budiContext = await browser.newContext();
  try {
    await signInWithApi(budiContext.request, DEMO_MEMBER);
    const budi = await budiContext.newPage();
    await budi.goto(applicantUrl);
    await expect(budi.getByText("1 scorecard is hidden until you submit yours")).toBeVisible();
    await expect(budi.getByRole("button", { name: "Schedule interview" })).toHaveCount(0);
    await budi.getByRole("button", { name: "Write your scorecard" }).click();
    await budi.getByRole("group", { name: "SQL" }).getByRole("radio", { name: "2 · No", exact: true }).check();
    await budi.getByRole("group", { name: "Communication" }).getByRole("radio", { name: "3 · Yes", exact: true }).check();
    await budi.getByRole("group", { name: "Overall recommendation" }).getByRole("radio", { name: "No", exact: true }).check();
    await budi.getByRole("button", { name: "Submit scorecard" }).click();
    // Now both scorecards and their summary.
    await expect(budi.getByText("hidden until you submit yours")).toHaveCount(0);
    const cards = budi.getByRole("list", { name: "Scorecards" });
    await expect(cards.getByText("Dewi Lestari Anggraini")).toBeVisible();
    await expect(cards.getByRole("listitem")).toHaveCount(2);
    await expect(budi.getByText("2 scorecards")).toBeVisible();
    await expectAccessible(budi);
  } finally {
    await budiContext.close();
  }
});
