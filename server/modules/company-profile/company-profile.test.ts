import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { latestMailTo } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { BENEFITS, CULTURE_VALUES } from "@/server/modules/companies/companies-schemas";

// Read when the first request parses the environment (this file has its own module registry).
process.env.OPERATOR_TOKEN = "operator-token-for-company-tests";

const ctx = useTestApp();
const company = (suffix = "", id: string = demoIds.demoCompany) => `/api/v1/job-portal/company/${id}${suffix}`;

let owner: string;
let member: string;
let otherOwner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

describe("GET /v1/job-portal/company/{id}", () => {
  it("answers the profile to any member of the company", async () => {
    const response = await requestJson(ctx.app, "GET", company(), { token: member });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      id: demoIds.demoCompany,
      name: "Demo Company",
      sector: "Technology",
      size: "medium",
      cultures: ["innovative", "collaborative", "driven"],
      verificationStatus: "verified",
      insight: { fundingStage: "seriesA", fundingAmount: null, benefits: ["competitiveSalary", "freeLunch"], customBenefits: [], workingPolicies: ["hybrid"], internshipPerks: [] },
      photos: [],
    });
  });

  it("answers 404 to another company, and 401 without a session", async () => {
    expect((await requestJson(ctx.app, "GET", company(), { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "GET", company())).status).toBe(401);
    expect((await requestJson(ctx.app, "GET", company("", "not-a-uuid"), { token: owner })).status).toBe(404);
  });
});

describe("PATCH /v1/job-portal/company/{id}", () => {
  it("changes the given fields and merges the insight", async () => {
    const response = await requestJson(ctx.app, "PATCH", company(), {
      token: owner,
      body: {
        size: "large",
        cultures: ["fast-paced", "balanced"],
        insight: {
          fundingStage: "seriesB",
          fundingAmount: 150_000_000_000,
          benefits: [...BENEFITS],
          customBenefits: ["Ramadan half days", "Motorbike parking"],
          workingPolicies: ["flexible", "workFromAnywhere"],
          internshipPerks: ["handsOnExperience", "workCloselyWithCLevels"],
        },
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({
      size: "large",
      sector: "Technology",
      cultures: ["fast-paced", "balanced"],
      insight: { fundingStage: "seriesB", fundingAmount: 150_000_000_000, customBenefits: ["Ramadan half days", "Motorbike parking"], workingPolicies: ["flexible", "workFromAnywhere"] },
    });
    expect(response.body.result.insight.benefits).toHaveLength(24);
    const partial = await requestJson(ctx.app, "PATCH", company(), { token: owner, body: { insight: { fundingAmount: null } } });
    expect(partial.body.result.insight).toMatchObject({ fundingStage: "seriesB", fundingAmount: null, internshipPerks: ["handsOnExperience", "workCloselyWithCLevels"] });
  });

  it("refuses values outside the spec's lists, with field errors", async () => {
    const response = await requestJson(ctx.app, "PATCH", company(), {
      token: owner,
      body: { size: "huge", cultures: ["lazy"], insight: { workingPolicies: ["remote"], fundingStage: "seriesZ", benefits: ["freeLunch", "freeLunch"] }, website: "ftp://x" },
    });
    expect(response.status).toBe(422);
    const fields = response.body.data.errors.map((error: any) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["size", "cultures.0", "insight.workingPolicies.0", "insight.fundingStage", "insight.benefits", "website"]));
    expect((await requestJson(ctx.app, "PATCH", company(), { token: owner, body: {} })).status).toBe(422);
  });

  it("is for the owner or a Team Editor; never for another company", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "userCompany", action: "view" }]);
    const refused = await requestJson(ctx.app, "PATCH", company(), { token: member, body: { sector: "Retail" } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("PERMISSION_DENIED");
    await setMemberPermissions(ctx.database.db, [{ resource: "userCompany", action: "manage" }]);
    expect((await requestJson(ctx.app, "PATCH", company(), { token: member, body: { sector: "Retail" } })).status).toBe(200);
    expect((await requestJson(ctx.app, "PATCH", company(), { token: otherOwner, body: { sector: "Mining" } })).status).toBe(404);
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, demoIds.demoCompany));
    expect(row!.sector).toBe("Retail");
  });
});

describe("PUT /v1/job-portal/company/{id}/about", () => {
  it("replaces the About section; plain text is stored as rich text paragraphs", async () => {
    const description = "We build tools for warung owners.\nFish & chips < 5 km.\n\nSecond paragraph.";
    const response = await requestJson(ctx.app, "PUT", company("/about"), { token: owner, body: { description, whatSpecial: "Lunch together on Fridays" } });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      description: "<p>We build tools for warung owners.<br>Fish &amp; chips &lt; 5 km.</p><p>Second paragraph.</p>",
      whatSpecial: "<p>Lunch together on Fridays</p>",
      website: "https://demo-company.test",
    });
    const cleared = await requestJson(ctx.app, "PUT", company("/about"), { token: owner, body: { description: null } });
    expect(cleared.body.result.description).toBeNull();
    expect((await requestJson(ctx.app, "PUT", company("/about"), { token: owner, body: { description: "x".repeat(5001) } })).status).toBe(422);
    expect((await requestJson(ctx.app, "PUT", company("/about"), { token: otherOwner, body: { description: "hacked" } })).status).toBe(404);
  });
});

describe("GET /v1/job-portal/culture", () => {
  it("answers the 18 culture values with key, name and subtitle", async () => {
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/culture");
    expect(response.status).toBe(200);
    const docs = response.body.result.docs;
    expect(docs.map((doc: any) => doc.key)).toEqual([...CULTURE_VALUES]);
    for (const doc of docs) expect(doc.name.length * doc.subtitle.length).toBeGreaterThan(0);
  });
});

describe("verification", () => {
  const submission = { legalName: "PT Demo Company Indonesia", taxNumber: "01.234.567.8-901.000", address: "Jl. Sudirman No. 1, Jakarta" };

  it("lets the Admin submit (status pending) and the operator decide", async () => {
    await ctx.database.db.update(companies).set({ verificationStatus: "rejected" }).where(eq(companies.id, demoIds.demoCompany));
    const before = await requestJson(ctx.app, "GET", company("/verification"), { token: member });
    expect(before.body.result).toMatchObject({ status: "rejected", submission: null });

    expect((await requestJson(ctx.app, "PUT", company("/verification"), { token: member, body: submission })).status).toBe(403);
    const submitted = await requestJson(ctx.app, "PUT", company("/verification"), { token: owner, body: submission });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.result).toMatchObject({ status: "pending", submission: { ...submission, submittedBy: { email: DEMO_OWNER_EMAIL } }, reviewedAt: null });
    const me = await requestJson(ctx.app, "GET", "/api/v1/job-portal/me/company", { token: owner });
    expect(me.body.result.verificationStatus).toBe("pending");

    const unauthorised = await requestJson(ctx.app, "PUT", `/api/v1/operator/company/${demoIds.demoCompany}/verification`, { token: owner, body: { status: "verified" } });
    expect(unauthorised.status).toBe(401);
    const reviewed = await requestJson(ctx.app, "PUT", `/api/v1/operator/company/${demoIds.demoCompany}/verification`, {
      token: "operator-token-for-company-tests",
      body: { status: "verified", note: "Documents match" },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.result).toMatchObject({ status: "verified", reviewNote: "Documents match" });
    expect((await latestMailTo(ctx.database.db, DEMO_OWNER_EMAIL))!.subject).toBe("Demo Company is verified");

    const again = await requestJson(ctx.app, "PUT", company("/verification"), { token: owner, body: submission });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("COMPANY_ALREADY_VERIFIED");
  });

  it("validates the submission and keeps other companies out", async () => {
    const bad = await requestJson(ctx.app, "PUT", company("/verification"), { token: owner, body: { ...submission, taxNumber: "123" } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors[0].field).toBe("taxNumber");
    expect((await requestJson(ctx.app, "GET", company("/verification"), { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "PUT", company("/verification"), { token: otherOwner, body: submission })).status).toBe(404);
    const review = await requestJson(ctx.app, "PUT", `/api/v1/operator/company/${demoIds.otherCompany}/verification`, {
      token: "operator-token-for-company-tests",
      body: { status: "verified" },
    });
    expect(review.status).toBe(409);
    expect(review.body.code).toBe("COMPANY_VERIFICATION_NOT_SUBMITTED");
  });
});
