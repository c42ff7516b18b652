import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { employerProfiles } from "@/server/db/schema/employer-profiles";
import { notifications } from "@/server/db/schema/notifications";
import { users } from "@/server/db/schema/users";
import { demoIds } from "@/server/db/seed/demo-ids";
import { decodeJwt, parseSetCookies, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

const onboard = (token: string, body: unknown) => requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", { token, body });

const companyPayload = {
  name: "Warung Digital",
  sector: "Technology",
  size: "small",
  logoUrl: "https://cdn.warung-digital.test/logo.png",
  description: "We build ordering apps for street-food sellers.",
  website: "https://warung-digital.test",
  cityId: "bandung",
  cultures: ["innovative", "fast-paced"],
  whatSpecial: "Free lunch from our own customers.",
  insight: { fundingStage: "seed", fundingAmount: 500000000, benefits: ["freeLunch", "transport"], workingPolicies: ["hybrid"] },
};

const profilePayload = {
  handphone: "+62 812-3456-7890",
  jobTitle: "Founder",
  department: "Management",
  employeeTargets: ["fullTime", "internship"],
  howToKnowDeall: "Instagram, Friend",
};

describe("PUT /v1/profiles/employer: a new company", () => {
  it("registers the company on the user's email domain with the user as owner, and reissues the access cookie", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "andi@warung-digital.test", "Andi Pratama");
    const response = await onboard(session.token, { ...profilePayload, isJoin: false, company: companyPayload });
    expect(response.status).toBe(200);
    const user = response.body.result;
    expect(user).toMatchObject({
      isDataFilled: true,
      role: "owner",
      jobTitle: "Founder",
      profile: { phoneNumber: "+62 812-3456-7890" },
      company: { name: "Warung Digital", emailDomain: "warung-digital.test", verificationStatus: "pending", subscriptionStatus: null },
      subscription: null,
      joinRequest: null,
    });

    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company).toMatchObject({
      sector: "Technology",
      size: "small",
      cityId: "bandung",
      cultures: ["innovative", "fast-paced"],
      insight: companyPayload.insight,
      website: "https://warung-digital.test",
    });
    const [membership] = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, user.userCompanyId));
    expect(membership).toMatchObject({ role: "owner", status: "active", department: "Management" });
    const [profile] = await ctx.database.db.select().from(employerProfiles).where(eq(employerProfiles.userId, user.userId));
    expect(profile).toMatchObject({ employeeTargets: ["fullTime", "internship"], howToKnowDeall: ["Instagram", "Friend"] });

    // The guard facts changed: a new access-token cookie says so (data filled, company, no subscription yet).
    const cookie = parseSetCookies(response.headers).get(ACCESS_TOKEN_COOKIE)!;
    expect(decodeJwt(cookie.value)).toMatchObject({ df: true, cid: user.companyId, mid: user.userCompanyId, sst: "none", cact: true });
    expect(decodeJwt(cookie.value).sid).toBe(decodeJwt(session.token).sid);
    expect(cookie.attributes).toContain("HttpOnly");

    // Submitting again only updates the personal fields.
    const again = await onboard(session.token, { ...profilePayload, handphone: "081298765432", department: "People", isJoin: false, company: { ...companyPayload, name: "Renamed" } });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ companyId: user.companyId, company: { name: "Warung Digital" }, profile: { phoneNumber: "081298765432" } });
  });

  it("refuses to register a second company on a domain that has one (409, ask to join)", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "new.hire@demo-company.test");
    const response = await onboard(session.token, { ...profilePayload, isJoin: false, company: companyPayload });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: "COMPANY_ALREADY_EXISTS", data: { errors: [{ field: "isJoin" }] } });
  });

  it("validates the payload: company required unless joining, enums, URL and phone patterns", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "val@validasi.test");
    const noCompany = await onboard(session.token, { ...profilePayload, isJoin: false });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.data.errors[0].field).toBe("company");
    const bad = await onboard(session.token, {
      ...profilePayload,
      handphone: "call me",
      company: { ...companyPayload, size: "huge", website: "warung.test", cultures: ["lazy"], insight: { fundingStage: "seriesZ" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      "company.cultures.0",
      "company.insight.fundingStage",
      "company.size",
      "company.website",
      "handphone",
    ]);
    const anonymous = await requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", { body: { ...profilePayload, company: companyPayload } });
    expect(anonymous.status).toBe(401);
  });
});

describe("PUT /v1/profiles/employer with isJoin", () => {
  it("files a pending membership in the existing company and notifies its owner", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "citra@demo-company.test", "Citra Lestari");
    const response = await onboard(session.token, { ...profilePayload, jobTitle: "Recruiter", isJoin: true });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      isDataFilled: true,
      companyId: null,
      company: null,
      role: null,
      joinRequest: { companyId: demoIds.demoCompany, companyName: "Demo Company", status: "pending" },
    });
    const membershipId = response.body.result.joinRequest.userCompanyId;
    const [membership] = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, membershipId));
    expect(membership).toMatchObject({ companyId: demoIds.demoCompany, role: "member", status: "pending", jobTitle: "Recruiter" });

    const sent = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, demoIds.demoCompany),
          eq(notifications.type, "invitedEmployerJoinReceived"),
          // Only notifications about this join request (the demo seed has an older one of this type).
          sql`${notifications.data}->>'userCompanyId' = ${membershipId}`,
        ),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipientUserId: demoIds.demoOwner, data: { userCompanyId: membershipId, type: "invitedEmployerJoinReceived" } });
    expect(sent[0]!.body).toContain("citra@demo-company.test");

    // Pending is not membership: no company in the token, company-scoped calls refused.
    const cookie = parseSetCookies(response.headers).get(ACCESS_TOKEN_COOKIE)!;
    expect(decodeJwt(cookie.value)).toMatchObject({ df: true, cid: null, mid: null, sst: "none" });
    const subscription = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription`, { token: session.token });
    expect(subscription.status).toBe(404);

    const myCompany = await requestJson(ctx.app, "GET", "/api/v1/job-portal/me/company", { token: session.token });
    expect(myCompany.status).toBe(200);
    expect(myCompany.body.result).toMatchObject({ id: membershipId, status: "pending", role: "member", companyId: demoIds.demoCompany });
  });

  it("answers 404 when no company holds the user's domain", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "solo@sendirian.test");
    const response = await onboard(session.token, { ...profilePayload, isJoin: true });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("COMPANY_NOT_FOUND");
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "solo@sendirian.test"));
    const memberships = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.userId, user!.id));
    expect(memberships).toHaveLength(0);
  });
});

describe("company lookups", () => {
  it("GET /v1/job-portal/me/company answers the membership and company of spec 3", async () => {
    const { token } = await signIn(ctx.app, "member@demo-company.test");
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/me/company", { token });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      id: demoIds.demoMemberMembership,
      userId: demoIds.demoMember,
      companyId: demoIds.demoCompany,
      role: "member",
      status: "active",
      jobTitle: "Recruiter",
      verificationStatus: "verified",
      company: { name: "Demo Company", sector: "Technology", emailDomain: "demo-company.test", rank: null, subscriptionStatus: "active" },
    });
  });

  it("GET /v1/job-portal/me/company is 404 NO_COMPANY before onboarding", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "early@belum-onboard.test");
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/me/company", { token: session.token });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("NO_COMPANY");
  });

  it("GET /v1/job-portal/company/email-domain/{domain} finds a company case-insensitively, else 404", async () => {
    const { token } = await signIn(ctx.app, "owner@other-company.test");
    const found = await requestJson(ctx.app, "GET", "/api/v1/job-portal/company/email-domain/Demo-Company.test", { token });
    expect(found.status).toBe(200);
    expect(found.body.result).toEqual({
      id: demoIds.demoCompany,
      name: "Demo Company",
      emailDomain: "demo-company.test",
      logoUrl: null,
      verificationStatus: "verified",
    });
    const missing = await requestJson(ctx.app, "GET", "/api/v1/job-portal/company/email-domain/nobody-here.test", { token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("COMPANY_NOT_FOUND");
    const anonymous = await requestJson(ctx.app, "GET", "/api/v1/job-portal/company/email-domain/demo-company.test");
    expect(anonymous.status).toBe(401);
  });
});

describe("membership activity", () => {
  it("stamps last-seen-at and last-signed-in on the caller's own membership", async () => {
    const { token } = await signIn(ctx.app, "owner@demo-company.test");
    const seen = await requestJson(ctx.app, "PATCH", `/api/v1/job-portal/user-company/${demoIds.demoOwnerMembership}/last-seen-at`, { token });
    expect(seen.status).toBe(200);
    expect(seen.body.result.id).toBe(demoIds.demoOwnerMembership);
    expect(Date.now() - Date.parse(seen.body.result.lastSeenAt)).toBeLessThan(60_000);
    const signedIn = await requestJson(ctx.app, "POST", `/api/v1/job-portal/user-company/${demoIds.demoOwnerMembership}/last-signed-in`, { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.lastSignedInAt).toEqual(expect.any(String));
  });

  it("treats a colleague's membership as not found and leaves it unchanged", async () => {
    const { token } = await signIn(ctx.app, "member@demo-company.test");
    for (const [method, suffix] of [["PATCH", "last-seen-at"], ["POST", "last-signed-in"]] as const) {
      const response = await requestJson(ctx.app, method, `/api/v1/job-portal/user-company/${demoIds.demoOwnerMembership}/${suffix}`, { token });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("USER_COMPANY_NOT_FOUND");
    }
    const invalid = await requestJson(ctx.app, "PATCH", "/api/v1/job-portal/user-company/not-a-uuid/last-seen-at", { token });
    expect(invalid.status).toBe(422);
  });
});
