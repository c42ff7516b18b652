import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobBoosts } from "@/server/db/schema/job-boosts";
import { jobs } from "@/server/db/schema/jobs";
import { companySubscriptions, subscriptionPlans } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { SCHEDULED_TASKS } from "@/server/jobs/schedule";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { deleteOverride, upsertOverride } from "@/server/modules/feature-flags/feature-flags-queries";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { endExpiredBoosts } from "./boost-expiry";
import { planMonthAt } from "./boost-balance";
import { BOOST_JOB_FLAG } from "./job-boosts-contract";
import { boostBalanceOf } from "./job-boosts-service";

const ctx = useTestApp();
const db = () => ctx.database.db;
const BOOSTS = `/api/v1/job-portal/company/${demoIds.demoCompany}/job-boosts`;
const DAY = 24 * 60 * 60 * 1000;
let owner: string;

const boost = (jobId: string, durationDays: unknown = 7, token = owner) => requestJson(ctx.app, "POST", BOOSTS, { token, body: { jobId, durationDays } });
const overview = (token = owner) => requestJson(ctx.app, "GET", BOOSTS, { token });
const careersJobs = async () => (await requestJson(ctx.app, "GET", "/api/v1/careers/demo-company")).body.result.jobs as { id: string; promoted: boolean }[];

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await db().delete(jobBoosts);
  // Each test publishes its own jobs; the ones before stay out of the plan's job quota.
  await db().update(jobs).set({ status: "draft" }).where(and(eq(jobs.companyId, demoIds.demoCompany), eq(jobs.status, "published")));
  await upsertOverride(db(), BOOST_JOB_FLAG, demoIds.demoCompany, true);
  await putCompanyOnPlan(db(), demoIds.demoCompany, "growth", "paid");
});

describe("the plan month and the balance", () => {
  it("cuts a period into 30-day months from its start, the last one at the period's end", () => {
    const period = { startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: new Date("2026-03-15T00:00:00Z") };
    expect(planMonthAt(period, new Date("2026-01-01T00:00:00Z"))).toEqual({ startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: new Date("2026-01-31T00:00:00Z") });
    expect(planMonthAt(period, new Date("2026-02-05T12:00:00Z"))).toEqual({ startsAt: new Date("2026-01-31T00:00:00Z"), endsAt: new Date("2026-03-02T00:00:00Z") });
    expect(planMonthAt(period, new Date("2026-03-10T00:00:00Z"))).toEqual({ startsAt: new Date("2026-03-02T00:00:00Z"), endsAt: new Date("2026-03-15T00:00:00Z") });
    expect(planMonthAt(period, new Date("2025-12-31T23:59:59Z"))).toBeNull();
    expect(planMonthAt(period, new Date("2026-03-15T00:00:00Z"))).toBeNull();
  });

  it("counts only the boosts started in the current plan month against the plan's boostQuota", async () => {
    const [growth] = await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.code, "growth"));
    await db().delete(companySubscriptions).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
    await db().insert(companySubscriptions).values({
      companyId: demoIds.demoCompany,
      planId: growth!.id,
      kind: "paid",
      status: "active",
      startsAt: new Date("2026-01-01T00:00:00Z"),
      endsAt: new Date("2027-01-01T00:00:00Z"),
    });
    const job = await insertJob(db(), { role: "Balance Job" });
    const at = (iso: string, status: "active" | "ended" = "ended") => ({
      companyId: demoIds.demoCompany,
      jobId: job.id,
      durationDays: 7,
      startsAt: new Date(iso),
      endsAt: new Date(new Date(iso).getTime() + 7 * DAY),
      status,
    });
    // The month of 2026-02-05 is [01-31, 03-02): the first and last are outside it.
    await db().insert(jobBoosts).values([at("2026-01-30T23:59:59Z"), at("2026-01-31T00:00:00Z"), at("2026-02-20T00:00:00Z"), at("2026-03-02T00:00:00Z", "active")]);
    expect(await boostBalanceOf(db(), demoIds.demoCompany, new Date("2026-02-05T00:00:00Z"))).toEqual({
      purchased: 0,
      planRunning: true,
      planName: "Growth",
      quota: 3,
      used: 2,
      remaining: 1,
      monthStartsAt: "2026-01-31T00:00:00.000Z",
      monthEndsAt: "2026-03-02T00:00:00.000Z",
    });
    // The next month starts fresh with one used.
    expect(await boostBalanceOf(db(), demoIds.demoCompany, new Date("2026-03-02T00:00:00Z"))).toMatchObject({ quota: 3, used: 1, remaining: 2 });
    // After the period: nothing granted.
    expect(await boostBalanceOf(db(), demoIds.demoCompany, new Date("2027-01-02T00:00:00Z"))).toMatchObject({ planRunning: false, quota: 0, remaining: 0 });
  });
});

describe("boosting a job", () => {
  it("boosts a published job, takes one boost, and lists it as active", async () => {
    const job = await insertJob(db(), { role: "Boosted Designer" });
    const response = await boost(job.id, 14);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const created = response.body.result;
    expect(created).toMatchObject({ jobId: job.id, jobRole: "Boosted Designer", durationDays: 14, status: "active" });
    expect(new Date(created.endsAt).getTime() - new Date(created.startsAt).getTime()).toBe(14 * DAY);

    const listed = await overview();
    expect(listed.status).toBe(200);
    expect(listed.body.result.balance).toMatchObject({ planRunning: true, quota: 3, used: 1, remaining: 2 });
    expect(listed.body.result.active.map((entry: any) => entry.id)).toEqual([created.id]);
    expect(listed.body.result.past).toEqual([]);
    expect(listed.body.result.jobs.find((entry: any) => entry.id === job.id)).toMatchObject({ role: "Boosted Designer", activeBoostEndsAt: created.endsAt });
  });

  it("refuses a job already boosted with JOB_ALREADY_BOOSTED, and takes no second boost", async () => {
    const job = await insertJob(db(), { role: "Twice Boosted" });
    expect((await boost(job.id)).status).toBe(201);
    const again = await boost(job.id, 30);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("JOB_ALREADY_BOOSTED");
    expect((await overview()).body.result.balance.used).toBe(1);
  });

  it("refuses a draft or closed job with JOB_NOT_PUBLISHED", async () => {
    for (const overrides of [{ status: "draft" as const, publishedAt: null }, { status: "closed" as const, closedAt: new Date() }]) {
      const job = await insertJob(db(), { role: `Not Published ${overrides.status}`, ...overrides });
      const response = await boost(job.id);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe("JOB_NOT_PUBLISHED");
    }
    expect(await db().select().from(jobBoosts)).toHaveLength(0);
  });

  it("refuses beyond the month's quota with BOOST_QUOTA_REACHED", async () => {
    await putCompanyOnPlan(db(), demoIds.demoCompany, "starter", "paid");
    const first = await insertJob(db(), { role: "Quota One" });
    const second = await insertJob(db(), { role: "Quota Two" });
    expect((await boost(first.id)).status).toBe(201);
    const refused = await boost(second.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "BOOST_QUOTA_REACHED", data: { quota: 1, used: 1, planName: "Starter" } });
    expect(await db().select().from(jobBoosts)).toHaveLength(1);
  });

  it("refuses without a running plan (SUBSCRIPTION_REQUIRED) and grants nothing", async () => {
    await db().update(companySubscriptions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
    const job = await insertJob(db(), { role: "No Plan Job" });
    const response = await boost(job.id);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("SUBSCRIPTION_REQUIRED");
    expect((await overview()).body.result.balance).toMatchObject({ planRunning: false, quota: 0, remaining: 0 });
  });

  it("does not exist while the flag is off for the company (404 FEATURE_DISABLED)", async () => {
    await deleteOverride(db(), BOOST_JOB_FLAG, demoIds.demoCompany);
    const job = await insertJob(db(), { role: "Flag Off Job" });
    for (const response of [await overview(), await boost(job.id)]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("FEATURE_DISABLED");
    }
    expect(await db().select().from(jobBoosts)).toHaveLength(0);
  });

  it("names the field of bad input (422) and writes nothing", async () => {
    const job = await insertJob(db(), { role: "Bad Input Job" });
    const badDuration = await boost(job.id, 5);
    expect(badDuration.status).toBe(422);
    expect(badDuration.body.data.errors.map((error: any) => error.field)).toEqual(["durationDays"]);
    const badJob = await boost("not-a-uuid", 7);
    expect(badJob.status).toBe(422);
    expect(badJob.body.data.errors.map((error: any) => error.field)).toEqual(["jobId"]);
    expect(await db().select().from(jobBoosts)).toHaveLength(0);
  });

  it("keeps other companies out: their job reads as missing, their company id as unknown", async () => {
    const theirs = await insertJob(db(), { companyId: demoIds.otherCompany, role: "Other Company Job" });
    const response = await boost(theirs.id);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("JOB_NOT_FOUND");
    const otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const foreign = await overview(otherOwner);
    expect(foreign.status).toBe(404);
    expect(await db().select().from(jobBoosts)).toHaveLength(0);
  });

  it("follows job permissions: a member boosts only jobs it manages and sees only boosts of jobs it views", async () => {
    const managed = await insertJob(db(), { role: "Managed By Member" });
    const viewed = await insertJob(db(), { role: "Viewed By Member" });
    const hidden = await insertJob(db(), { role: "Hidden From Member" });
    await setMemberPermissions(db(), [
      { resource: "jobPost", action: "manage", jobIds: [managed.id] },
      { resource: "jobPost", action: "view", jobIds: [viewed.id] },
    ]);
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    const refused = await boost(viewed.id, 7, member);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("PERMISSION_DENIED");
    expect((await boost(managed.id, 7, member)).status).toBe(201);
    expect((await boost(hidden.id)).status).toBe(201);
    const listed = (await overview(member)).body.result;
    expect(listed.jobs.map((job: any) => job.id)).toEqual([managed.id]);
    expect(listed.active.map((entry: any) => entry.jobId)).toEqual([managed.id]);
    await setMemberPermissions(db(), []);
  });
});

describe("expiry and the careers ranking", () => {
  it("ranks a running boost first with promoted, even when the job is older", async () => {
    const older = await insertJob(db(), { role: "Older Boosted Job", publishedAt: new Date(Date.now() - 30 * DAY) });
    const newer = await insertJob(db(), { role: "Newer Plain Job", publishedAt: new Date() });
    expect((await careersJobs()).findIndex((job) => job.id === newer.id)).toBeLessThan((await careersJobs()).findIndex((job) => job.id === older.id));
    expect((await boost(older.id)).status).toBe(201);
    const [first, ...rest] = await careersJobs();
    expect(first).toMatchObject({ id: older.id, promoted: true });
    expect(rest.every((job) => !job.promoted)).toBe(true);
  });

  it("drops a boost from the ranking at its end before the worker runs, and the worker then marks it ended", async () => {
    const job = await insertJob(db(), { role: "Lapsed Boost Job", publishedAt: new Date(Date.now() - 60 * DAY) });
    const [lapsed] = await db()
      .insert(jobBoosts)
      .values({ companyId: demoIds.demoCompany, jobId: job.id, durationDays: 7, startsAt: new Date(Date.now() - 8 * DAY), endsAt: new Date(Date.now() - DAY) })
      .returning();
    expect((await careersJobs()).find((entry) => entry.id === job.id)).toMatchObject({ promoted: false });
    const listed = (await overview()).body.result;
    expect(listed.active).toEqual([]);
    expect(listed.past.map((entry: any) => [entry.id, entry.status])).toEqual([[lapsed!.id, "ended"]]);

    expect(await endExpiredBoosts(db(), new Date())).toEqual({ ended: 1 });
    const [stored] = await db().select().from(jobBoosts).where(eq(jobBoosts.id, lapsed!.id));
    expect(stored).toMatchObject({ status: "ended", endedAt: lapsed!.endsAt });
    expect(await endExpiredBoosts(db(), new Date())).toEqual({ ended: 0 });
  });

  it("lets a job whose boost lapsed take a new one even before the worker ran", async () => {
    const job = await insertJob(db(), { role: "Boost Again Job" });
    await db()
      .insert(jobBoosts)
      .values({ companyId: demoIds.demoCompany, jobId: job.id, durationDays: 7, startsAt: new Date(Date.now() - 8 * DAY), endsAt: new Date(Date.now() - 1000) });
    const response = await boost(job.id);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it("is swept by the scheduled job-boost-expiry task", () => {
    expect(SCHEDULED_TASKS.map((task) => task.name)).toContain("job-boost-expiry");
  });
});
