import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { DEMO_MEMBER, DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { closeCreatedJobs, createPublishedJob, mailsTo } from "./pipeline-helpers";

const RANK_LABELS: Record<string, string> = { top1: "Top 1%", top5: "Top 5%", top10: "Top 10%", top25: "Top 25%", others: "Others" };
const SCHOOL_TYPE_LABELS: Record<string, string> = { local: "Local", international: "International", topReputation: "Top Reputation" };

type Card = { id: string; name: string; schoolType: string | null; rank: string | null; unlocked: boolean; inDatabase: boolean };

/**
 * A discoverable demo talent this company has not touched yet, with a school type and a rank to
 * filter by (the demo pool is generated; the test reads it rather than hard-coding a name).
 */
async function untouchedTalent(request: APIRequestContext): Promise<Card & { schoolType: string; rank: string }> {
  const response = await request.get("/api/v1/job-portal/talents/search?limit=50&jobSeekingStatus=activelyLooking");
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as { result: { docs: Card[] } };
  const talent = result.docs.find((card) => card.schoolType && card.rank && !card.unlocked && !card.inDatabase);
  expect(talent, "the demo pool has an actively looking talent with a school type and a rank").toBeTruthy();
  return talent as Card & { schoolType: string; rank: string };
}

test.afterEach(async ({ page }) => closeCreatedJobs(page.request));

/**
 * Issue 14 "Done when": a recruiter searches with text and two filters, opens a talent, unlocks and
 * contacts them (the mail is in the mailbox), invites them to a job; the talent applies from the
 * invitation in a fresh browser and shows in the job's pipeline as recommended.
 */
test("a recruiter finds a talent, unlocks, contacts and invites them, and the talent applies through the invitation", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInWithApi(page.request, DEMO_OWNER);
  const job = await createPublishedJob(page.request, { role: `Talent Search Engineer ${randomUUID().slice(0, 6)}` });
  const talent = await untouchedTalent(page.request);
  const schoolType = SCHOOL_TYPE_LABELS[talent.schoolType]!;
  const rank = RANK_LABELS[talent.rank]!;

  // Search: the All tab, the talent's name as text, then school type and rank; the address keeps them.
  await page.goto("/explore-talents");
  await expect(page.getByRole("heading", { name: "Talent Search", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "For You" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "All" }).click();
  await page.getByRole("searchbox", { name: "Search talents" }).fill(talent.name);
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("region", { name: "Filters" });
  await filters.getByRole("group", { name: "School type" }).getByRole("checkbox", { name: schoolType }).check();
  await filters.getByRole("group", { name: "Rank" }).getByRole("checkbox", { name: rank }).check();
  await expect(page).toHaveURL(new RegExp(`schoolType=${talent.schoolType}`));
  await expect(page).toHaveURL(new RegExp(`rank=${talent.rank}`));
  const card = page.getByRole("article", { name: talent.name });
  await expect(card).toBeVisible();
  await expectAccessible(page);

  // The address renders the same results on the server.
  await page.reload();
  await expect(page.getByRole("article", { name: talent.name })).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText(rank);

  // Open, unlock: the contact details appear and the quota counts one.
  await page.getByRole("article", { name: talent.name }).getByRole("link", { name: talent.name }).click();
  await page.waitForURL(`/explore-talents/search/${talent.id}`);
  await expect(page.getByRole("heading", { name: talent.name, level: 1 })).toBeVisible();
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("hidden until you unlock");
  await expect(contact).toContainText(/\d+ of \d+ unlocks used this period|Unlimited unlocks/);
  await contact.getByRole("button", { name: "Unlock profile" }).click();
  const emailLink = contact.getByRole("link", { name: /@/ });
  await expect(emailLink).toBeVisible();
  const talentEmail = (await emailLink.textContent())!.trim();

  // Contact from the template: the email reaches the outbox, visible in the local mailbox.
  await page.getByRole("button", { name: "Contact", exact: true }).click();
  const composer = page.getByRole("dialog", { name: `Contact ${talent.name}` });
  await expect(composer.getByRole("textbox", { name: /Message/ })).toHaveValue(new RegExp(`^Hi ${talent.name},`));
  const subject = `Let's talk ${randomUUID().slice(0, 6)}`;
  await composer.getByRole("textbox", { name: /Subject/ }).fill(subject);
  await expectAccessible(page);
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(page.getByRole("region", { name: "With your company" })).toContainText(subject);

  // Invite to the new job.
  await page.getByRole("button", { name: "Invite to apply" }).click();
  const invite = page.getByRole("dialog", { name: `Invite ${talent.name} to apply` });
  await invite.getByRole("combobox", { name: /Job/ }).selectOption({ label: job.role });
  await invite.getByRole("textbox", { name: /Message/ }).fill("Your skills fit this role well.");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  await expect(page.getByRole("region", { name: "With your company" })).toContainText(`Invited to apply to ${job.role}`);

  await page.goto(`/mailbox?to=${encodeURIComponent(talentEmail)}`);
  await expect(page.getByRole("heading", { name: subject, level: 2 })).toBeVisible();

  // The talent follows the invitation's link from their email, in a browser of their own.
  let invitationUrl = "";
  await expect(async () => {
    const mails = await mailsTo(page.request, talentEmail);
    invitationUrl = mails.map((mail) => /https?:\/\/\S+[?&]invitation=[\w-]+/.exec(mail.text)?.[0]).find(Boolean) ?? "";
    expect(invitationUrl).toContain(job.slug);
  }).toPass({ timeout: 15_000 });
  const candidate = await browser.newContext();
  try {
    const careers = await candidate.newPage();
    await careers.goto(invitationUrl);
    await careers.getByLabel("Full name").fill(talent.name);
    await careers.getByLabel("Email").fill(talentEmail);
    await careers.getByLabel("Phone number").fill("+62 812 5555 0199");
    await careers.getByLabel("CV").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n", "latin1") });
    await careers.getByRole("button", { name: "Send application" }).click();
    await expect(careers.getByRole("heading", { name: "Application sent" })).toBeVisible();
  } finally {
    await candidate.close();
  }

  // In the job's pipeline, from the invitation (source: recommended).
  await page.goto(`/job-post/${job.id}/candidates?view=list`);
  const applicant = page.getByRole("article", { name: talent.name });
  await expect(applicant).toBeVisible();
  await applicant.getByRole("link", { name: talent.name, exact: true }).click();
  await page.waitForURL(new RegExp(`/job-post/${job.id}/candidates/[0-9a-f-]{36}$`));
  await expect(page.getByText(/Recommended/).first()).toBeVisible();

  // And the talent's detail says they applied.
  await page.goto(`/explore-talents/search/${talent.id}`);
  await expect(page.getByRole("region", { name: "With your company" })).toContainText(`Applied to ${job.role}`);
});

test("a member without Talent Search gets the request-permission dialog from the menu, and the denied page at the address", async ({ page }) => {
  await signInWithApi(page.request, DEMO_MEMBER);
  await page.goto("/");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Talent Search" }).click();
  await expect(page.getByRole("dialog", { name: "Request access" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  await expectAccessible(page);

  await page.goto("/explore-talents");
  await expect(page.getByRole("heading", { name: "You don’t have access to this page" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "All" })).toHaveCount(0);
  const response = await page.request.get("/api/v1/job-portal/talents/search");
  expect(response.status()).toBe(403);
});
