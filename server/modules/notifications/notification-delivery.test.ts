import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { NOTIFICATION_CATALOG } from "./notification-catalog";
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from "./notifications-contract";
import { applyTo, createJobWithSteps } from "./testing/notifications-test-fixtures";
import { notify, notifyJobAudience } from "./notify-service";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-notification-tests-0123";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useTestApp();
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

const received = (userId: string, type: string) =>
  ctx.database.db.select().from(notifications).where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type)));

describe("the catalogue", () => {
  it("gives each of spec 3's 19 types a category, words and a destination page", () => {
    expect(NOTIFICATION_TYPES).toHaveLength(19);
    for (const type of NOTIFICATION_TYPES) {
      const entry = NOTIFICATION_CATALOG[type];
      expect(NOTIFICATION_CATEGORIES, type).toContain(entry.category);
      expect(entry.title({}).length, type).toBeGreaterThan(5);
      expect(entry.body({}).length, type).toBeGreaterThan(5);
      const page = entry.page({ jobId: "j-1", jobApplicationId: "a-1" });
      expect(page.pageUrl, type).toMatch(/^\//);
      expect(page.pageName.length, type).toBeGreaterThan(2);
    }
    expect(NOTIFICATION_CATALOG.applicantsReceived.page({ jobId: "j-1", jobApplicationId: "a-1" }).pageUrl).toBe("/job-post/j-1/candidates/a-1");
  });
});

describe("notify", () => {
  it("keeps its callers' signature, takes the category from the catalogue and fills a missing destination", async () => {
    const { userId } = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "notify-sig@demo-company.test" });
    await notify(ctx.database.db, {
      recipientUserIds: [userId, userId],
      companyId: demoIds.demoCompany,
      type: "jobPostTrialLimitReached",
      category: "whatever",
      title: "Limit",
      body: "Upgrade",
      data: {},
    });
    const [row, ...more] = await received(userId, "jobPostTrialLimitReached");
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ category: "subscription", action: "Upgrade Plan", appTarget: "employer" });
    expect(row!.data).toEqual({ type: "jobPostTrialLimitReached", pageUrl: "/subscription", pageName: "Subscription" });
  });

  it("writes inside the caller's transaction: a rolled-back event leaves no notification", async () => {
    const { userId } = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "notify-tx@demo-company.test" });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notify(tx, { recipientUserIds: [userId], companyId: demoIds.demoCompany, type: "awardedAsBestCompany", title: "t", body: "b", data: {} });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await received(userId, "awardedAsBestCompany")).toHaveLength(0);
  });

  it("writes a dedupe key once per recipient", async () => {
    const { userId } = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "notify-dedupe@demo-company.test" });
    const input = { recipientUserIds: [userId], companyId: demoIds.demoCompany, type: "awardedAsBestCompany", title: "t", body: "b", data: {}, dedupeKey: "award:2026" };
    expect(await notify(ctx.database.db, input)).toBe(1);
    expect(await notify(ctx.database.db, input)).toBe(0);
    expect(await received(userId, "awardedAsBestCompany")).toHaveLength(1);
  });
});

describe("notifyJobAudience (recipients by permission)", () => {
  it("reaches the owner and a member whose job access covers the job, not a member without it", async () => {
    const db = ctx.database.db;
    const job = await createJobWithSteps(db, { companyId: demoIds.demoCompany, role: "Backend Engineer" });
    const otherJob = await createJobWithSteps(db, { companyId: demoIds.demoCompany, role: "Designer" });
    const withAccess = await createMember(db, { companyId: demoIds.demoCompany, email: "audience-yes@demo-company.test" });
    const otherJobOnly = await createMember(db, { companyId: demoIds.demoCompany, email: "audience-other@demo-company.test" });
    const noAccess = await createMember(db, { companyId: demoIds.demoCompany, email: "audience-no@demo-company.test" });
    const pending = await createMember(db, { companyId: demoIds.demoCompany, email: "audience-pending@demo-company.test", status: "pending" });
    const stranger = await createMember(db, { companyId: demoIds.otherCompany, email: "audience-stranger@other-company.test", role: "owner" });
    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.jobId] }], { companyId: demoIds.demoCompany, memberId: withAccess.memberId });
    await setMemberPermissions(db, [{ resource: "jobPost", action: "manage", jobIds: [otherJob.jobId] }], { companyId: demoIds.demoCompany, memberId: otherJobOnly.memberId });
    await setMemberPermissions(db, [{ resource: "talentHunt", action: "manage" }], { companyId: demoIds.demoCompany, memberId: noAccess.memberId });
    await setMemberPermissions(db, [{ resource: "jobPost", action: "manage" }], { companyId: demoIds.demoCompany, memberId: pending.memberId });
    await db.update(companies).set({ logoUrl: "/api/v1/job-portal/company-photo/logo-1/file" }).where(eq(companies.id, demoIds.demoCompany));

    const applicationId = await applyTo(db, { id: job.jobId, companyId: demoIds.demoCompany }, "Sari Wulandari", new Date());
    await db.transaction((tx) =>
      notifyJobAudience(tx, {
        type: "applicantsReceived",
        companyId: demoIds.demoCompany,
        jobId: job.jobId,
        subject: { jobApplicationId: applicationId, recruitmentStepId: job.screeningStepId },
        params: { jobTitle: "Backend Engineer", applicantName: "Sari Wulandari" },
      }),
    );

    const reached = await db.select().from(notifications).where(eq(notifications.type, "applicantsReceived"));
    const ids = reached.map((row) => row.recipientUserId).sort();
    expect(ids).toEqual([demoIds.demoOwner, withAccess.userId].sort());
    for (const user of [otherJobOnly, noAccess, pending, stranger]) expect(ids).not.toContain(user.userId);

    const [mine] = reached.filter((row) => row.recipientUserId === withAccess.userId);
    expect(mine).toMatchObject({ title: "New applicant for Backend Engineer", category: "applicant", action: "View Applicant", companyId: demoIds.demoCompany });
    expect(mine!.body).toContain("Sari Wulandari");
    expect(mine!.data).toEqual({
      type: "applicantsReceived",
      jobId: job.jobId,
      jobApplicationId: applicationId,
      recruitmentStepId: job.screeningStepId,
      pageUrl: `/job-post/${job.jobId}/candidates/${applicationId}`,
      pageName: "Applicant",
      companyLogoUrl: "/api/v1/job-portal/company-photo/logo-1/file",
    });
  });
});

describe("POST /v1/operator/notifications", () => {
  const raise = (body: unknown, headers: Record<string, string> = operator) => requestJson(ctx.app, "POST", "/api/v1/operator/notifications", { body, headers });

  it("raises a catalogue type to the company's owners", async () => {
    const response = await raise({ type: "awardedAsBestCompany", companyId: demoIds.demoCompany, params: { companyName: "Demo Company", award: "2026" } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.result).toEqual({ written: 1, recipientUserIds: [demoIds.demoOwner] });
    const [row] = await received(demoIds.demoOwner, "awardedAsBestCompany");
    expect(row).toMatchObject({ title: "Demo Company is a Best Company 2026", category: "company" });
    expect(row!.data.pageUrl).toBe("/company/profile");
  });

  it("raises an interview reminder about an applicant to the job's audience, wording it from the records", async () => {
    const job = await createJobWithSteps(ctx.database.db, { companyId: demoIds.demoCompany, role: "QA Lead" });
    const applicationId = await applyTo(ctx.database.db, { id: job.jobId, companyId: demoIds.demoCompany }, "Dewi Lestari", new Date());
    const response = await raise({ type: "jobInterviewReminderReceived", companyId: demoIds.demoCompany, jobId: job.jobId, jobApplicationId: applicationId, params: { date: "24 Nov 2026, 10:00" } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const rows = await received(demoIds.demoOwner, "jobInterviewReminderReceived");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe("Your interview with Dewi Lestari for QA Lead is on 24 Nov 2026, 10:00.");
    expect(rows[0]!.data.pageUrl).toBe(`/job-post/${job.jobId}/candidates/${applicationId}`);
  });

  it("raises it many times a second apart (count), for one member", async () => {
    const member = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "operator-count@demo-company.test" });
    const response = await raise({ type: "studentRecommendationSetReady", companyId: demoIds.demoCompany, userId: member.userId, count: 50 });
    expect(response.body.result.written).toBe(50);
    const rows = await received(member.userId, "studentRecommendationSetReady");
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(50);
  });

  it("refuses records of another company, bad input and a missing or wrong token", async () => {
    const otherJob = await createJobWithSteps(ctx.database.db, { companyId: demoIds.otherCompany, role: "Elsewhere" });
    expect((await raise({ type: "awardedAsBestCompany", companyId: demoIds.demoCompany, jobId: otherJob.jobId })).status).toBe(404);
    expect((await raise({ type: "awardedAsBestCompany", companyId: demoIds.demoCompany, userId: demoIds.otherOwner })).status).toBe(404);
    expect((await raise({ type: "awardedAsBestCompany", companyId: crypto.randomUUID() })).status).toBe(404);
    const invalid = await raise({ type: "gossip", companyId: "x", count: 0 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual(["companyId", "count", "type"]);
    expect((await raise({ type: "awardedAsBestCompany", companyId: demoIds.demoCompany }, {})).status).toBe(401);
    expect((await raise({ type: "awardedAsBestCompany", companyId: demoIds.demoCompany }, { authorization: "Bearer nope" })).status).toBe(401);
    expect(await received(demoIds.otherOwner, "awardedAsBestCompany")).toHaveLength(0);
  });
});
