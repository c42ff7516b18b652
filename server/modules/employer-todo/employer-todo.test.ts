import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { companySubscriptions } from "@/server/db/schema/subscriptions";
import { users } from "@/server/db/schema/users";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

async function todo(token: string, userCompanyId?: string) {
  const query = userCompanyId ? `?userCompanyId=${userCompanyId}` : "";
  return requestJson(ctx.app, "GET", `/api/v1/job-portal/employer-todo${query}`, { token });
}
const keysOf = (body: { result: { docs: { key: string }[] } }) => body.result.docs.map((item) => item.key);

describe("GET /v1/job-portal/employer-todo", () => {
  it("needs a session", async () => {
    expect((await requestJson(ctx.app, "GET", "/api/v1/job-portal/employer-todo")).status).toBe(401);
  });

  it("gives the owner the company's open tasks, computed from its data, most important first", async () => {
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const response = await todo(owner);
    expect(response.status).toBe(200);
    // The demo company is verified and has two members, but no logo; the owner has no photo.
    expect(keysOf(response.body)).toEqual(["complete-company-profile", "add-profile-picture"]);
    expect(response.body.result.docs[0]).toMatchObject({
      title: "Complete your company profile",
      href: "/company/profile",
      progress: { done: 6, total: 7 },
    });
    expect(response.body.result.docs[0].description).toContain("logo");

    // Filling the gaps empties the list.
    await ctx.database.db.update(companies).set({ logoUrl: "/api/files/logo.png" }).where(eq(companies.id, demoIds.demoCompany));
    await ctx.database.db.update(users).set({ profilePictureUrl: "/api/files/me.png" }).where(eq(users.id, demoIds.demoOwner));
    expect(keysOf((await todo(owner)).body)).toEqual([]);
    await ctx.database.db.update(companies).set({ verificationStatus: "pending" }).where(eq(companies.id, demoIds.demoCompany));
    expect(keysOf((await todo(owner)).body)).toEqual(["verify-company"]);
  });

  it("reminds the owner of the subscription: ending soon, ended, or missing", async () => {
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const setEnd = (endsAt: Date) =>
      ctx.database.db.update(companySubscriptions).set({ endsAt }).where(eq(companySubscriptions.companyId, demoIds.otherCompany));

    await setEnd(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 - 60_000));
    let docs = (await todo(other)).body.result.docs;
    expect(docs[0]).toMatchObject({ key: "subscription-ending", title: "Your subscription ends in 3 days", href: "/subscription" });

    await setEnd(new Date(Date.now() - 60_000));
    docs = (await todo(other)).body.result.docs;
    expect(docs[0]).toMatchObject({ key: "renew-subscription", title: "Your subscription has ended" });

    await ctx.database.db.delete(companySubscriptions).where(eq(companySubscriptions.companyId, demoIds.otherCompany));
    docs = (await todo(other)).body.result.docs;
    expect(docs[0]).toMatchObject({ key: "choose-plan", title: "Choose a plan" });
    // A member never sees the company's billing tasks.
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    expect(keysOf((await todo(member)).body)).not.toContain("choose-plan");
  });

  it("asks a company's only member to invite the team", async () => {
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const keys = keysOf((await todo(other)).body);
    expect(keys).toContain("invite-team");
    expect(keys).toContain("complete-company-profile");
  });

  it("gives a member only their own tasks, and lets the owner read a member's list", async () => {
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    expect(keysOf((await todo(member)).body)).toEqual(["add-profile-picture"]);
    expect(keysOf((await todo(member, demoIds.demoMemberMembership)).body)).toEqual(["add-profile-picture"]);

    const asMemberForOwner = await todo(member, demoIds.demoOwnerMembership);
    expect(asMemberForOwner.status).toBe(403);

    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const ownerForMember = await todo(owner, demoIds.demoMemberMembership);
    expect(ownerForMember.status).toBe(200);
    expect(keysOf(ownerForMember.body)).toEqual(["add-profile-picture"]);
  });

  it("never reads another company's member (tenant scoped)", async () => {
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const response = await todo(other, demoIds.demoMemberMembership);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("MEMBER_NOT_FOUND");
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    expect((await todo(owner, demoIds.otherOwnerMembership)).status).toBe(404);
  });

  it("validates the member id", async () => {
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const response = await todo(owner, "not-a-uuid");
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("userCompanyId");
  });
});
