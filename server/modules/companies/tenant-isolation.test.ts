import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyMembers } from "@/server/db/schema/companies";
import { companySubscriptions } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

// Every company-scoped endpoint of this issue, called by Other Company's owner with Demo Company's ids.
const demoScoped = [
  ["GET", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription`],
  ["POST", `/api/v1/job-portal/company/${demoIds.demoCompany}/subscription/trial`],
  ["PATCH", `/api/v1/job-portal/user-company/${demoIds.demoOwnerMembership}/last-seen-at`],
  ["POST", `/api/v1/job-portal/user-company/${demoIds.demoOwnerMembership}/last-signed-in`],
  ["PATCH", `/api/v1/job-portal/user-company/${demoIds.demoMemberMembership}/last-seen-at`],
  ["POST", `/api/v1/job-portal/user-company/${demoIds.demoMemberMembership}/last-signed-in`],
] as const;

async function snapshot() {
  const members = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, demoIds.demoCompany));
  const subscriptions = await ctx.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
  return JSON.stringify({ members, subscriptions });
}

describe("tenant isolation: Other Company cannot see or touch Demo Company", () => {
  it("answers 404 to every Demo Company id and changes nothing", async () => {
    const { token } = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    const before = await snapshot();
    for (const [method, path] of demoScoped) {
      const response = await requestJson(ctx.app, method, path, { token });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Demo Company");
    }
    expect(await snapshot()).toBe(before);
  });

  it("still serves Other Company's own records to its owner", async () => {
    const { token } = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    const own = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${demoIds.otherCompany}/subscription`, { token });
    expect(own.status).toBe(200);
    expect(own.body.result.subscription.companyId).toBe(demoIds.otherCompany);
    const seen = await requestJson(ctx.app, "PATCH", `/api/v1/job-portal/user-company/${demoIds.otherOwnerMembership}/last-seen-at`, { token });
    expect(seen.status).toBe(200);
  });
});
