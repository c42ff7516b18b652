import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { jobs } from "@/server/db/schema/jobs";
import { notifications } from "@/server/db/schema/notifications";
import { companySubscriptions, subscriptionPlans, subscriptionRenewalReminders } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { jobQuotaOf } from "@/server/modules/jobs/job-quota";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { enforcePeriodJobQuotas } from "./period-job-quota";
import { reminderDue, sendRenewalReminders } from "./renewal-reminders";
import { subscriptionStateOf } from "./subscriptions-service";

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const base = (companyId: string) => `/api/v1/job-portal/company/${companyId}`;

async function planId(code: string): Promise<string> {
  const [plan] = await ctx.database.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, code));
  return plan!.id;
}

async function newOwner(email: string) {
  const session = await signUpAndVerify(ctx.app, ctx.database.db, email, "Owner Baru");
  const onboarded = await requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", {
    token: session.token,
    body: { handphone: "081234567890", department: "Management", company: { name: `Company of ${email}`, sector: "Retail", size: "small" } },
  });
  expect(onboarded.status).toBe(200);
  return { token: session.token, companyId: onboarded.body.result.companyId as string, email };
}

/** A paid period of `code` on known dates (as an operator or an earlier payment would leave it). */
async function paidPeriod(companyId: string, code: string, startsAt: Date, endsAt: Date, extra: Partial<typeof companySubscriptions.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(companySubscriptions)
    .values({ companyId, planId: await planId(code), kind: "paid", status: "active", startsAt, endsAt, paidAmountIdr: null, ...extra })
    .returning();
  return row!;
}

async function publishedJobs(companyId: string, count: number, firstPublishedAt: Date) {
  const made = [];
  for (let index = 0; index < count; index += 1) {
    made.push(await insertJob(ctx.database.db, { companyId, role: `Role ${index + 1}`, publishedAt: new Date(firstPublishedAt.getTime() + index * DAY_MS) }));
  }
  return made;
}

async function mailsTo(to: string, category: string) {
  return ctx.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.category, category)));
}

describe("downgrade at the next period", () => {
  it("quotes a cheaper plan from the end of the paid period, warns of the jobs over its quota, and activates it by its dates", async () => {
    const owner = await newOwner("turun@toko-hemat.test");
    const now = Date.now();
    const growth = await paidPeriod(owner.companyId, "growth", new Date(now - 10 * DAY_MS), new Date(now + 20 * DAY_MS), { quotaEnforcedAt: new Date(now - 10 * DAY_MS) });
    await publishedJobs(owner.companyId, 5, new Date(now - 9 * DAY_MS));

    const quote = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, {
      token: owner.token,
      body: { planCode: "starter", period: "monthly", paymentMethod: "bca_va" },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    // Starter publishes 3: 2 of the 5 would close when it starts.
    expect(quote.body.result).toMatchObject({ kind: "downgrade", prorationCreditIdr: 0, subtotalIdr: 499_000, startsAt: growth.endsAt.toISOString(), jobsOverQuota: 2 });

    const created = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, {
      token: owner.token,
      body: { planCode: "starter", period: "monthly", paymentMethod: "bca_va" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${created.body.result.orderNumber}/pay`);
    expect(paid.status).toBe(200);

    // The company keeps Growth until its end; Starter waits as the next period.
    const state = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/subscription`, { token: owner.token });
    expect(state.body.result.subscription).toMatchObject({
      plan: { code: "growth" },
      status: "active",
      nextPeriod: { planCode: "starter", planName: "Starter", startsAt: growth.endsAt.toISOString() },
    });
    // Publishing still counts against Growth's quota, not the waiting Starter's.
    const publishQuota = await jobQuotaOf(ctx.database.db, owner.companyId);
    expect(publishQuota).toMatchObject({ planName: "Growth", used: 5 });
    expect(publishQuota.quota === null || publishQuota.quota > 3).toBe(true);
    const [growthAfter] = await ctx.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.id, growth.id));
    expect(growthAfter!.endsAt.toISOString()).toBe(growth.endsAt.toISOString());

    // Past Growth's end Starter is the plan, whether or not any job has run.
    const afterEnd = await subscriptionStateOf(ctx.database.db, owner.companyId, new Date(growth.endsAt.getTime() + 60_000));
    expect(afterEnd.subscription).toMatchObject({ plan: { code: "starter" }, status: "active", startsAt: growth.endsAt.toISOString(), nextPeriod: null });
    expect(afterEnd.subscriptionUsage!.jobPosts).toEqual({ used: 5, quota: 3 });

    // A paid next period cannot be cancelled (its money would need a refund).
    const cancel = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/subscription/cancel`, { token: owner.token });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("NEXT_PERIOD_PAID");
  });
});

describe("cancel at period end", () => {
  it("is for the owner only, keeps the plan to its end, then leaves no running plan; undo restores it", async () => {
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "growth", "paid");
    const owner = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const member = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const path = `${base(demoIds.demoCompany)}/subscription`;

    const refused = await requestJson(ctx.app, "POST", `${path}/cancel`, { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("OWNER_ONLY");
    expect((await requestJson(ctx.app, "POST", `${path}/resume`, { token: member.token })).status).toBe(403);

    const cancelled = await requestJson(ctx.app, "POST", `${path}/cancel`, { token: owner.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true, plan: { code: "growth" } });
    const endsAt = new Date(cancelled.body.result.subscription.endsAt);
    const after = await subscriptionStateOf(ctx.database.db, demoIds.demoCompany, new Date(endsAt.getTime() + 1000));
    expect(after.subscription).toMatchObject({ status: "expired" });
    expect(after.needUpgradePlan).toBe(true);

    const resumed = await requestJson(ctx.app, "POST", `${path}/resume`, { token: owner.token });
    expect(resumed.status).toBe(200);
    expect(resumed.body.result.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("withdraws the cancellation when the company pays its renewal", async () => {
    const owner = await newOwner("lanjut@toko-setia.test");
    const now = Date.now();
    await paidPeriod(owner.companyId, "starter", new Date(now - 5 * DAY_MS), new Date(now + 25 * DAY_MS), { cancelAtPeriodEnd: true });
    const created = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, {
      token: owner.token,
      body: { planCode: "starter", period: "monthly", paymentMethod: "bni_va" },
    });
    expect(created.body.result.quote.kind).toBe("renewal");
    await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${created.body.result.orderNumber}/pay`);
    const state = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/subscription`, { token: owner.token });
    expect(state.body.result.subscription).toMatchObject({ cancelAtPeriodEnd: false, nextPeriod: { planCode: "starter" } });
  });

  it("refuses a company on its trial or without a plan (409 NO_PAID_PERIOD)", async () => {
    const owner = await newOwner("coba@toko-baru.test");
    const none = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/subscription/cancel`, { token: owner.token });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe("NO_PAID_PERIOD");
    expect((await requestJson(ctx.app, "POST", `${base(owner.companyId)}/subscription/trial`, { token: owner.token })).status).toBe(201);
    const trial = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/subscription/resume`, { token: owner.token });
    expect(trial.status).toBe(409);
    expect(trial.body.code).toBe("NO_PAID_PERIOD");
  });
});

describe("published jobs above a smaller plan's quota", () => {
  it("keeps the most recently published jobs up to the quota when the period begins, closes the rest once, and tells the owners", async () => {
    const owner = await newOwner("kuota@toko-rapi.test");
    const growth = await paidPeriod(owner.companyId, "growth", new Date("2026-01-01T00:00:00Z"), new Date("2026-01-31T00:00:00Z"), { quotaEnforcedAt: new Date("2026-01-01T00:00:00Z") });
    const starter = await paidPeriod(owner.companyId, "starter", growth.endsAt, new Date("2026-03-02T00:00:00Z"));
    const made = await publishedJobs(owner.companyId, 5, new Date("2026-01-02T00:00:00Z"));
    const draft = await insertJob(ctx.database.db, { companyId: owner.companyId, role: "Draft role", status: "draft", publishedAt: null });

    await enforcePeriodJobQuotas(ctx.database.db, new Date("2026-01-20T00:00:00Z"));
    const before = await ctx.database.db.select().from(jobs).where(eq(jobs.companyId, owner.companyId));
    expect(before.filter((job) => job.status === "published")).toHaveLength(5);

    const when = new Date("2026-01-31T00:05:00Z");
    await enforcePeriodJobQuotas(ctx.database.db, when);
    const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.companyId, owner.companyId));
    const statusOf = (id: string) => rows.find((row) => row.id === id)!.status;
    // Role 3, 4 and 5 were published last: they stay. Role 1 and 2 close; the draft is untouched.
    expect(made.map((job) => statusOf(job.id))).toEqual(["closed", "closed", "published", "published", "published"]);
    expect(rows.find((row) => row.id === made[0]!.id)!.closedAt!.toISOString()).toBe(when.toISOString());
    expect(statusOf(draft.id)).toBe("draft");
    const [period] = await ctx.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.id, starter.id));
    expect(period!.quotaEnforcedAt!.toISOString()).toBe(when.toISOString());

    const told = await ctx.database.db.select().from(notifications).where(and(eq(notifications.companyId, owner.companyId), eq(notifications.type, "companyJobsClosedOverQuota")));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain("Role 1, Role 2");
    // It leads to the job list (the portal has no /jobs page).
    expect(told[0]!.data).toMatchObject({ pageUrl: "/job-post", pageName: "Job Post" });
    const mails = await mailsTo(owner.email, "plan-job-quota");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("- Role 1\n- Role 2");

    // Once per period: a job published again later is the company's choice, not closed again.
    await ctx.database.db.update(jobs).set({ status: "published" }).where(eq(jobs.id, made[0]!.id));
    await enforcePeriodJobQuotas(ctx.database.db, new Date("2026-02-01T00:00:00Z"));
    const [again] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, made[0]!.id));
    expect(again!.status).toBe("published");
    expect(await mailsTo(owner.email, "plan-job-quota")).toHaveLength(1);
  });
});

describe("renewal reminders", () => {
  it("picks the reminder of the days left", () => {
    expect(reminderDue(8 * DAY_MS)).toBeNull();
    expect(reminderDue(7 * DAY_MS)).toBe(7);
    expect(reminderDue(2.5 * DAY_MS)).toBe(7);
    expect(reminderDue(DAY_MS)).toBe(1);
    expect(reminderDue(60_000)).toBe(1);
    expect(reminderDue(0)).toBeNull();
  });

  it("mails the owners 7 days and 1 day before the end, each once, and not for a cancelled or renewed period", async () => {
    const renewing = await newOwner("ingat@toko-awet.test");
    const cancelled = await newOwner("berhenti@toko-tutup.test");
    const renewed = await newOwner("sudah@toko-lunas.test");
    const laterCancelled = await newOwner("nanti@toko-pamit.test");
    const start = new Date("2026-01-01T10:00:00Z");
    const end = new Date("2026-01-31T10:00:00Z");
    const period = await paidPeriod(renewing.companyId, "growth", start, end);
    await paidPeriod(cancelled.companyId, "growth", start, end, { cancelAtPeriodEnd: true });
    await paidPeriod(renewed.companyId, "growth", start, end);
    await paidPeriod(renewed.companyId, "growth", end, new Date("2026-03-02T10:00:00Z"));
    const cancelledLater = await paidPeriod(laterCancelled.companyId, "starter", start, end);

    const runAt = (iso: string) => sendRenewalReminders(ctx.database.db, new Date(iso));
    // 7 days 8 hours before the end: not yet.
    await runAt("2026-01-20T02:00:00Z");
    await runAt("2026-01-24T02:00:00Z");
    expect(await mailsTo(renewing.email, "renewal-reminder")).toHaveLength(0);
    await runAt("2026-01-25T02:00:00Z");
    await runAt("2026-01-25T02:00:00Z");
    await runAt("2026-01-29T02:00:00Z");
    expect(await mailsTo(laterCancelled.email, "renewal-reminder")).toHaveLength(1);
    // Cancelled after the first reminder: the second is not sent.
    await ctx.database.db.update(companySubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(companySubscriptions.id, cancelledLater.id));
    const first = await mailsTo(renewing.email, "renewal-reminder");
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe("Your Growth plan ends on 2026-01-31");
    expect(first[0]!.textBody).toContain("/checkout?plan=growth&period=monthly");
    await runAt("2026-01-30T10:00:00Z");
    await runAt("2026-01-31T02:00:00Z");
    await runAt("2026-01-31T11:00:00Z");
    expect(await mailsTo(renewing.email, "renewal-reminder")).toHaveLength(2);
    const sent = await ctx.database.db.select().from(subscriptionRenewalReminders).where(eq(subscriptionRenewalReminders.subscriptionId, period.id));
    expect(sent.map((row) => row.daysBefore).sort()).toEqual([1, 7]);

    expect(await mailsTo(cancelled.email, "renewal-reminder")).toHaveLength(0);
    expect(await mailsTo(renewed.email, "renewal-reminder")).toHaveLength(0);
    expect(await mailsTo(laterCancelled.email, "renewal-reminder")).toHaveLength(1);
  });
});
