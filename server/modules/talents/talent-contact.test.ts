import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { talentContacts, talentUnlocks } from "@/server/db/schema/company-talents";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { subscriptionPlans } from "@/server/db/schema/subscriptions";
import { talents } from "@/server/db/schema/talents";
import { trackedEvents } from "@/server/db/schema/tracked-events";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { insertTalent } from "./testing/talent-detail-fixtures";
import { talentContactSchema, talentDetailSchema } from "./talents-schemas";

const ctx = useTestApp();
const UNLOCK = "/api/v1/job-portal/user-company-accessed-student";
const CONTACT = "/api/v1/job-portal/user-company-contacted-student";

let owner: string;
let member: string;
let other: string;

const unlock = (token: string, talentId: string) => requestJson(ctx.app, "POST", UNLOCK, { token, body: { talentId } });
const contact = (token: string, body: Record<string, unknown>) => requestJson(ctx.app, "POST", CONTACT, { token, body });
const unlocksOf = (companyId: string) => ctx.database.db.select().from(talentUnlocks).where(eq(talentUnlocks.companyId, companyId));
const mailsTo = (to: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const eventsNamed = (name: string) => ctx.database.db.select().from(trackedEvents).where(eq(trackedEvents.eventName, name));
/** The Growth plan both demo companies hold; its quota is what the tests set. */
const setQuota = (quota: number | null) => ctx.database.db.update(subscriptionPlans).set({ talentContactQuota: quota }).where(eq(subscriptionPlans.code, "growth"));

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

describe("POST /v1/job-portal/user-company-accessed-student", () => {
  it("unlocks once: contact details open, the quota counts one, a second call charges nothing and answers the same", async () => {
    const talent = await insertTalent(ctx.database.db, { phone: "+62 811 2222 3333" });
    const before = (await unlocksOf(demoIds.demoCompany)).length;
    const first = await unlock(owner, talent.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const detail = talentDetailSchema.parse(first.body.result);
    expect(detail.contact).toEqual({ email: talent.email, phone: "+62 811 2222 3333", linkedinUrl: "https://www.linkedin.com/in/talent", portfolioUrl: null });
    expect(detail.unlocked).toBe(true);
    expect(detail.company.unlockedAt).not.toBeNull();
    expect(detail.quota.used).toBe(before + 1);
    const second = await unlock(owner, talent.id);
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    expect((await unlocksOf(demoIds.demoCompany)).length).toBe(before + 1);
    expect((await eventsNamed("ed_talent_unlocked")).filter((event) => (event.eventData as { talentId?: string }).talentId === talent.id)).toHaveLength(1);
    // The subscription page's usage is the same count.
    const subscription = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription`, { token: owner });
    expect(subscription.body.result.subscriptionUsage.talentContacts).toEqual({ used: before + 1, quota: 150 });
  });

  it("charges nothing for a talent who applied to the company: they gave it their contact", async () => {
    const [applicant] = await ctx.database.db.select({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.companyId, demoIds.demoCompany)).limit(1);
    const before = (await unlocksOf(demoIds.demoCompany)).length;
    const response = await unlock(owner, applicant!.talentId);
    expect(response.status).toBe(200);
    expect(response.body.result.contact).not.toBeNull();
    expect((await unlocksOf(demoIds.demoCompany)).length).toBe(before);
  });

  it("refuses past the quota with 403 TALENT_QUOTA_REACHED naming the limit and the upgrade, and writes nothing", async () => {
    const used = (await unlocksOf(demoIds.demoCompany)).length;
    await setQuota(used + 1);
    try {
      const [a, b] = [await insertTalent(ctx.database.db), await insertTalent(ctx.database.db)];
      expect((await unlock(owner, a.id)).status).toBe(200);
      const refused = await unlock(owner, b.id);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("TALENT_QUOTA_REACHED");
      expect(refused.body.message).toContain(`${used + 1} talent profiles`);
      expect(refused.body.message).toContain("Upgrade your plan");
      expect(refused.body.data).toMatchObject({ used: used + 1, quota: used + 1 });
      expect((await unlocksOf(demoIds.demoCompany)).length).toBe(used + 1);
      // Contacting a locked talent needs an unlock too: refused the same way, and no email.
      const mail = await contact(owner, { talentId: b.id, requestId: randomUUID(), subject: "Hello", message: "Hi" });
      expect(mail.status).toBe(403);
      expect(await mailsTo(b.email)).toEqual([]);
      // An already unlocked talent stays open and free.
      expect((await unlock(owner, a.id)).status).toBe(200);
    } finally {
      await setQuota(150);
    }
  });

  it("lets concurrent unlocks take the last unit only once", async () => {
    const used = (await unlocksOf(demoIds.demoCompany)).length;
    await setQuota(used + 1);
    try {
      const batch = await Promise.all([1, 2, 3, 4].map(() => insertTalent(ctx.database.db)));
      const answers = await Promise.all(batch.map((talent) => unlock(owner, talent.id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403]);
      expect((await unlocksOf(demoIds.demoCompany)).length).toBe(used + 1);
    } finally {
      await setQuota(150);
    }
  });

  it("treats a plan without a quota as unlimited", async () => {
    await setQuota(null);
    try {
      const response = await unlock(owner, (await insertTalent(ctx.database.db)).id);
      expect(response.status).toBe(200);
      expect(response.body.result.quota.quota).toBeNull();
    } finally {
      await setQuota(150);
    }
  });

  it("needs manage on talentHunt for a Talent Search talent (403), and is 404 for a talent out of reach", async () => {
    const talent = await insertTalent(ctx.database.db);
    await setMemberPermissions(ctx.database.db, [{ resource: "talentHunt", action: "view" }, { resource: "talentDb", action: "manage" }]);
    const refused = await unlock(member, talent.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentHunt", action: "manage" } });
    await setMemberPermissions(ctx.database.db, [{ resource: "talentHunt", action: "manage" }]);
    expect((await unlock(member, talent.id)).status).toBe(200);
    const privateOne = await insertTalent(ctx.database.db, { visibility: "private" });
    const hidden = await insertTalent(ctx.database.db, {}, { hiddenFrom: [demoIds.demoCompany] });
    for (const id of [privateOne.id, hidden.id]) {
      const response = await unlock(owner, id);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("TALENT_NOT_FOUND");
    }
    expect((await unlock(owner, "not-an-id")).body.data.errors[0].field).toBe("talentId");
  });
});

describe("POST /v1/job-portal/user-company-contacted-student", () => {
  it("emails the talent from a template (company, recruiter, reply-to, escaped message), records it, unlocks first and charges once", async () => {
    const talent = await insertTalent(ctx.database.db, { name: "Sari Wijaya" });
    const before = (await unlocksOf(demoIds.demoCompany)).length;
    const requestId = randomUUID();
    const body = { talentId: talent.id, requestId, subject: "A backend role at Demo Company", message: "Hi Sari,\n\nWe'd like to talk. <script>alert(1)</script>" };
    const sent = await contact(owner, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const record = talentContactSchema.parse(sent.body.result);
    expect(record).toMatchObject({ subject: body.subject, message: body.message, contactedBy: { userId: demoIds.demoOwner } });
    const [mail, ...more] = await mailsTo(talent.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(body.subject);
    expect(mail!.category).toBe("talent-contact");
    expect(mail!.textBody).toContain("We'd like to talk.");
    expect(mail!.textBody).toContain("Demo Company");
    expect(mail!.textBody).toMatch(/Reply to .+ at owner@demo-company\.test\./);
    expect(mail!.replyTo).toBe("owner@demo-company.test");
    expect(mail!.htmlBody).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.htmlBody).not.toContain("<script>");
    const [stored] = await ctx.database.db.select().from(talentContacts).where(and(eq(talentContacts.companyId, demoIds.demoCompany), eq(talentContacts.requestId, requestId)));
    expect(stored).toMatchObject({ talentId: talent.id, emailId: mail!.id });
    expect((await unlocksOf(demoIds.demoCompany)).length).toBe(before + 1);

    // The same request again: the same answer, no second email, no second charge.
    const again = await contact(owner, body);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(sent.body.result);
    expect(await mailsTo(talent.email)).toHaveLength(1);
    // A new message to the unlocked talent: a second email, still one unlock.
    expect((await contact(owner, { ...body, requestId: randomUUID(), subject: "Following up" })).status).toBe(200);
    expect(await mailsTo(talent.email)).toHaveLength(2);
    expect((await unlocksOf(demoIds.demoCompany)).length).toBe(before + 1);
    expect((await eventsNamed("ed_talent_contacted")).filter((event) => (event.eventData as { talentId?: string }).talentId === talent.id)).toHaveLength(2);

    // The detail lists the company's contacts, newest first.
    const detail = await requestJson(ctx.app, "GET", `/api/v1/job-portal/talents/${talent.id}`, { token: owner });
    expect(detail.body.result.company.contacts.map((entry: { subject: string }) => entry.subject)).toEqual(["Following up", body.subject]);
  });

  it("refuses a requestId already used for another talent, and bad input, with 422 naming the field", async () => {
    const [a, b] = [await insertTalent(ctx.database.db), await insertTalent(ctx.database.db)];
    const requestId = randomUUID();
    expect((await contact(owner, { talentId: a.id, requestId, subject: "Hi", message: "Hello" })).status).toBe(200);
    const reused = await contact(owner, { talentId: b.id, requestId, subject: "Hi", message: "Hello" });
    expect(reused.status).toBe(422);
    expect(reused.body.data.errors[0].field).toBe("requestId");
    expect(await mailsTo(b.email)).toEqual([]);
    const blank = await contact(owner, { talentId: a.id, requestId: randomUUID(), subject: " ", message: "Hello" });
    expect(blank.status).toBe(422);
    expect(blank.body.data.errors[0].field).toBe("subject");
  });

  it("keeps another company out: a talent in Demo Company's database only is 404 and nothing is sent", async () => {
    const [applicant] = await ctx.database.db.select({ talentId: jobApplications.talentId, email: jobApplications.email }).from(jobApplications).where(eq(jobApplications.companyId, demoIds.demoCompany)).limit(1);
    // A private one: the demo pool opts some applicants in to Talent Search.
    await ctx.database.db.update(talents).set({ visibility: "private" }).where(eq(talents.id, applicant!.talentId));
    const before = await mailsTo(applicant!.email);
    const response = await contact(other, { talentId: applicant!.talentId, requestId: randomUUID(), subject: "Hi", message: "Hello" });
    expect(response.status).toBe(404);
    expect(await mailsTo(applicant!.email)).toHaveLength(before.length);
  });
});
