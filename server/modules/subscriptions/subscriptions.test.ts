import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp, type ApiApp } from "@/server/api/create-app";
import {
  companySessionOf,
  requireActiveSubscription,
  requireCompany,
  requireOwner,
  requireSession,
} from "@/server/api/middleware/require-session";
import { jsonContent, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { ACCESS_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { jobs } from "@/server/db/schema/jobs";
import { notifications } from "@/server/db/schema/notifications";
import { companySubscriptions } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { decodeJwt, parseSetCookies, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

async function newCompanyOwner(email: string) {
  const session = await signUpAndVerify(ctx.app, ctx.database.db, email, "Owner Baru");
  const onboarded = await requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", {
    token: session.token,
    body: { handphone: "081234567890", department: "Management", company: { name: `Company of ${email}`, sector: "Retail", size: "small" } },
  });
  expect(onboarded.status).toBe(200);
  return { ...session, companyId: onboarded.body.result.companyId as string, userId: onboarded.body.result.userId as string };
}

describe("GET /v1/job-portal/subscription-plan", () => {
  it("lists the plans with IDR prices and quotas, trial first", async () => {
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/subscription-plan");
    expect(response.status).toBe(200);
    const plans = response.body.result.docs;
    expect(plans.map((plan: { code: string }) => plan.code)).toEqual(["trial", "starter", "growth", "enterprise"]);
    expect(plans[0]).toMatchObject({ name: "Free Trial", priceIdr: 0, durationDays: 14, isTrial: true, jobPostQuota: 2, memberQuota: 3, talentContactQuota: 10 });
    expect(plans[3]).toMatchObject({ priceIdr: 3999000, jobPostQuota: null, memberQuota: null });
    // A year costs ten months; the trial is not sold by the year.
    expect(plans.map((plan: { yearlyPriceIdr: number | null }) => plan.yearlyPriceIdr)).toEqual([null, 4990000, 14990000, 39990000]);
    expect(plans[1]).toMatchObject({ boostQuota: 1, features: { aiAnalyzer: false, talentDatabase: true, jobIntegration: false } });
    expect(plans[3]).toMatchObject({ boostQuota: 10, features: { aiAnalyzer: true, talentDatabase: true, jobIntegration: true } });
  });
});

describe("GET /v1/job-portal/company/{id}/subscription", () => {
  it("answers the demo company's active subscription and usage to its members", async () => {
    const { token } = await signIn(ctx.app, "member@demo-company.test");
    const response = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription`, { token });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      subscription: { companyId: demoIds.demoCompany, kind: "paid", status: "active", plan: { code: "growth" } },
      // The demo seed publishes four of Demo Company's jobs (server/db/seed/seed-job-content.ts) and
      // the analytics history one more (seed-analytics-history.ts).
      subscriptionUsage: { members: { used: 2, quota: 10 }, jobPosts: { used: 5, quota: 10 }, talentContacts: { used: 0, quota: 150 } },
      needUpgradePlan: false,
      trialAvailable: true,
    });
  });
});

describe("job posts against the plan", () => {
  it("counts published job posts, and asks for an upgrade when they pass the plan's quota", async () => {
    const { token } = await signIn(ctx.app, "owner@other-company.test");
    const path = `/api/v1/job-portal/company/${demoIds.otherCompany}/subscription`;
    const before = await requestJson(ctx.app, "GET", path, { token });
    expect(before.body.result.subscriptionUsage.jobPosts).toEqual({ used: 1, quota: 10 });
    await putCompanyOnPlan(ctx.database.db, demoIds.otherCompany, "trial", "trial");
    const fits = await requestJson(ctx.app, "GET", path, { token });
    expect(fits.body.result).toMatchObject({ subscriptionUsage: { jobPosts: { used: 1, quota: 2 } }, needUpgradePlan: false });
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.companyId, demoIds.otherCompany)).limit(1);
    const copies = [1, 2].map((index) => ({ ...job!, id: crypto.randomUUID(), slug: `${job!.slug}-copy-${index}` }));
    await ctx.database.db.insert(jobs).values(copies);
    const over = await requestJson(ctx.app, "GET", path, { token });
    expect(over.body.result).toMatchObject({ subscriptionUsage: { jobPosts: { used: 3, quota: 2 } }, needUpgradePlan: true });
  });
});

describe("POST /v1/job-portal/company/{id}/subscription/trial", () => {
  it("starts the free trial once, notifies the owner and reissues the guard cookie", async () => {
    const owner = await newCompanyOwner("bos@toko-kelontong.test");
    const before = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${owner.companyId}/subscription`, { token: owner.token });
    expect(before.body.result).toMatchObject({ subscription: null, subscriptionUsage: null, needUpgradePlan: false, trialAvailable: true });

    const response = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/subscription/trial`, { token: owner.token });
    expect(response.status).toBe(201);
    const { subscription } = response.body.result;
    expect(subscription).toMatchObject({ kind: "trial", status: "trial", plan: { code: "trial" } });
    expect(Date.parse(subscription.endsAt) - Date.parse(subscription.startsAt)).toBe(14 * 24 * 60 * 60 * 1000);
    expect(response.body.result).toMatchObject({ trialAvailable: false, needUpgradePlan: false, subscriptionUsage: { members: { used: 1, quota: 3 } } });
    expect(decodeJwt(parseSetCookies(response.headers).get(ACCESS_TOKEN_COOKIE)!.value)).toMatchObject({ sst: "trial", cid: owner.companyId, df: true });

    const sent = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, owner.companyId), eq(notifications.type, "companyTrialSubsActivated")));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipientUserId: owner.userId, category: "subscription", data: { type: "companyTrialSubsActivated" } });

    const me = await requestJson(ctx.app, "GET", "/api/v1/users/me", { token: owner.token });
    expect(me.body.result).toMatchObject({ subscription: { status: "trial" }, company: { subscriptionStatus: "trial" } });

    const again = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/subscription/trial`, { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TRIAL_ALREADY_USED");
  });

  it("reads an ended trial as expired and asks for an upgrade", async () => {
    const owner = await newCompanyOwner("bos@warung-tegal.test");
    await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/subscription/trial`, { token: owner.token });
    await ctx.database.db
      .update(companySubscriptions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(companySubscriptions.companyId, owner.companyId));
    const response = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${owner.companyId}/subscription`, { token: owner.token });
    expect(response.body.result).toMatchObject({ subscription: { status: "expired" }, needUpgradePlan: true, trialAvailable: false });
    const refreshed = await requestJson(ctx.app, "POST", "/api/v1/login/refresh", { body: { refreshToken: owner.refreshToken, platform: "employer" } });
    expect(decodeJwt(refreshed.body.result.token)).toMatchObject({ sst: "expired", upg: true });
  });

  it("is for the owner only, and not for a company with a paid subscription", async () => {
    const member = await signIn(ctx.app, "member@demo-company.test");
    const byMember = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription/trial`, { token: member.token });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe("OWNER_ONLY");
    const owner = await signIn(ctx.app, "owner@demo-company.test");
    const paid = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription/trial`, { token: owner.token });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe("SUBSCRIPTION_ALREADY_ACTIVE");
  });
});

describe("session guards for later endpoints (the API side of spec 2.7)", () => {
  let guarded: ApiApp;
  const probe = createRoute({
    method: "get",
    path: "/test/guarded",
    middleware: [requireSession, requireCompany, requireActiveSubscription] as const,
    responses: { 200: jsonContent(resultEnvelope(z.object({ companyId: z.string(), role: z.string() })), "ok") },
  });
  const ownerProbe = createRoute({
    method: "get",
    path: "/test/owner-only",
    middleware: [requireSession, requireOwner] as const,
    responses: { 200: jsonContent(resultEnvelope(z.object({ ok: z.boolean() })), "ok") },
  });
  const routes = createRouter()
    .openapi(probe, (c) => {
      const session = companySessionOf(c);
      return c.json({ result: { companyId: session.companyId, role: session.role } }, 200);
    })
    .openapi(ownerProbe, (c) => c.json({ result: { ok: true } }, 200));
  beforeAll(() => {
    guarded = createApiApp({ database: async () => ctx.database }, pino({ level: "silent" }), { extraRoutes: [routes] });
  });

  it("lets a subscribed member through with the session on the context", async () => {
    const { token } = await signIn(ctx.app, "member@demo-company.test");
    const response = await requestJson(guarded, "GET", "/api/test/guarded", { token });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ companyId: demoIds.demoCompany, role: "member" });
    expect((await requestJson(guarded, "GET", "/api/test/owner-only", { token })).status).toBe(403);
  });

  it("refuses without a company, without a subscription, and for an inactive company", async () => {
    const fresh = await signUpAndVerify(ctx.app, ctx.database.db, "guard@tanpa-perusahaan.test");
    const noCompany = await requestJson(guarded, "GET", "/api/test/guarded", { token: fresh.token });
    expect(noCompany.status).toBe(403);
    expect(noCompany.body.code).toBe("NO_COMPANY");

    const owner = await newCompanyOwner("bos@belum-langganan.test");
    const noSubscription = await requestJson(guarded, "GET", "/api/test/guarded", { token: owner.token });
    expect(noSubscription.status).toBe(403);
    expect(noSubscription.body.code).toBe("SUBSCRIPTION_REQUIRED");
    expect((await requestJson(guarded, "GET", "/api/test/owner-only", { token: owner.token })).status).toBe(200);

    await ctx.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, owner.companyId));
    const inactive = await requestJson(guarded, "GET", "/api/test/guarded", { token: owner.token });
    expect(inactive.status).toBe(403);
    expect(inactive.body.code).toBe("COMPANY_INACTIVE");
    // The subscription page stays reachable for an inactive company.
    const page = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${owner.companyId}/subscription`, { token: owner.token });
    expect(page.status).toBe(200);
  });

  it("refuses a member removed from the company at once, whatever the token says", async () => {
    const owner = await newCompanyOwner("bos@cepat-berubah.test");
    await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/subscription/trial`, { token: owner.token });
    expect((await requestJson(guarded, "GET", "/api/test/guarded", { token: owner.token })).status).toBe(200);
    await ctx.database.db.delete(companyMembers).where(eq(companyMembers.companyId, owner.companyId));
    const removed = await requestJson(guarded, "GET", "/api/test/guarded", { token: owner.token });
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe("NO_COMPANY");
  });
});
