import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { employerProfiles } from "@/server/db/schema/employer-profiles";
import { users } from "@/server/db/schema/users";
import { DEMO_PASSWORD, demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

// Settings: Personal Info reuses PUT /v1/profiles/employer once the user is onboarded; Password is PUT /v1/users/password.
const ctx = useTestApp();
const saveProfile = (token: string, body: unknown) => requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", { token, body });
const personalInfo = { name: "Dewi Lestari", handphone: "+62 811-2222-3333", jobTitle: "Chief People Officer", department: "People" };

describe("Settings, Personal Info (PUT /v1/profiles/employer after onboarding)", () => {
  it("updates the owner's name, phone, job title and department without touching the company", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const [companyBefore] = await ctx.database.db.select().from(companies).where(eq(companies.id, demoIds.demoCompany));
    const response = await saveProfile(token, personalInfo);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ name: "Dewi Lestari", jobTitle: "Chief People Officer", companyId: demoIds.demoCompany, role: "owner", isDataFilled: true });
    expect(response.body.result.profile.phoneNumber).toBe("+62 811-2222-3333");
    const [membership] = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, demoIds.demoOwnerMembership));
    expect(membership).toMatchObject({ jobTitle: "Chief People Officer", department: "People", role: "owner", status: "active" });
    const [companyAfter] = await ctx.database.db.select().from(companies).where(eq(companies.id, demoIds.demoCompany));
    expect(companyAfter).toEqual(companyBefore);
  });

  it("ignores company data and isJoin once onboarded", async () => {
    const { token } = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const response = await saveProfile(token, { ...personalInfo, name: "Budi S.", isJoin: true, company: { name: "Another Co", sector: "Retail", size: "small" } });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ name: "Budi S.", companyId: demoIds.demoCompany, role: "member" });
    const owned = await ctx.database.db.select().from(companies).where(eq(companies.name, "Another Co"));
    expect(owned).toEqual([]);
  });

  it("keeps the onboarding answers the settings form does not send", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "founder@kedai-kopi.test", "Ayu Founder");
    const onboarded = await saveProfile(session.token, {
      handphone: "+62 812-0000-1111",
      department: "Management",
      employeeTargets: ["fullTime", "internship"],
      howToKnowDeall: "Instagram, Friend",
      company: { name: "Kedai Kopi", sector: "Food & Beverage", size: "small" },
    });
    expect(onboarded.status, JSON.stringify(onboarded.body)).toBe(200);
    const again = await saveProfile(session.token, { name: "Ayu Pratiwi", handphone: "+62 812-0000-2222", department: "Management" });
    expect(again.status).toBe(200);
    const [profile] = await ctx.database.db.select().from(employerProfiles).where(eq(employerProfiles.userId, onboarded.body.result.userId));
    expect(profile).toMatchObject({ employeeTargets: ["fullTime", "internship"], howToKnowDeall: ["Instagram", "Friend"] });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, onboarded.body.result.userId));
    expect(user).toMatchObject({ name: "Ayu Pratiwi", phoneNumber: "+62 812-0000-2222" });
  });

  it("still asks a user who is not onboarded for the company", async () => {
    const session = await signUpAndVerify(ctx.app, ctx.database.db, "new@belum-onboard.test");
    const response = await saveProfile(session.token, { handphone: "+62 812-0000-3333", department: "HR" });
    expect(response.status).toBe(422);
    expect(response.body.data.errors).toEqual([{ field: "company", message: "Company details are required unless you join an existing company" }]);
  });

  it("validates the personal fields", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const response = await saveProfile(token, { name: "D", handphone: "call me", department: "" });
    expect(response.status).toBe(422);
    expect(response.body.data.errors.map((error: any) => error.field).sort()).toEqual(["department", "handphone", "name"]);
  });
});

describe("Settings, Password (PUT /v1/users/password)", () => {
  it("changes the password from settings; the new one signs in", async () => {
    const { token } = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const response = await requestJson(ctx.app, "PUT", "/api/v1/users/password", {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: "teh-botol-dingin-2026" },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await signIn(ctx.app, DEMO_MEMBER_EMAIL, "teh-botol-dingin-2026");
  });
});
