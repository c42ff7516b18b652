import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyTalents, talentListMembers, talentLists, talentNotes } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { jobApplications } from "@/server/db/schema/applications";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf } from "@/tests/storage/sample-files";
import { insertTalent } from "./testing/talent-detail-fixtures";
import { talentDetailSchema } from "./talents-schemas";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-talent-detail-"));
const storage = createLocalDiskStorage(uploads);
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = storage;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const detail = (token: string, talentId: string, context?: string) =>
  requestJson(ctx.app, "GET", `/api/v1/job-portal/talents/${talentId}${context ? `?context=${context}` : ""}`, { token });
// Andi applied to Demo Company's Backend Engineer in the seed: a private talent in its database.
let andi: string;

let owner: string;
let member: string;
let other: string;
let found: { id: string; email: string };

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  andi = (await ctx.database.db.select({ id: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.email, "andi.pratama@example.com")))[0]!.id;
  // The demo pool opts some applicants in to Talent Search; Andi stays private here.
  await ctx.database.db.update(talents).set({ visibility: "private" }).where(eq(talents.id, andi));
  const cv = await storage.put({ data: samplePdf, prefix: "cvs/talents", extension: "pdf" });
  found = await insertTalent(ctx.database.db, {
    name: "Dewi Lestari",
    summary: "Builds payment systems.",
    experiences: [{ company: "Pay Nusantara", title: "Backend Engineer", companyType: "tech", startDate: "2022-01", endDate: null, description: null }],
    cvStorageKey: cv.key,
  });
});

describe("GET /v1/job-portal/talents/{talentId}", () => {
  it("shows a talent Talent Search finds, with contact details hidden until unlocked, and the plan's quota", async () => {
    const response = await detail(owner, found.id, "talentHunt");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const talent = talentDetailSchema.parse(response.body.result);
    expect(talent).toMatchObject({
      id: found.id,
      name: "Dewi Lestari",
      summary: "Builds payment systems.",
      currentPosition: { title: "Backend Engineer", company: "Pay Nusantara" },
      contact: null,
      hasCv: false,
      unlocked: false,
      inDatabase: false,
      company: { origin: null, unlockedAt: null, contacts: [], invitations: [], applications: [], listIds: [], noteCount: 0 },
      quota: { used: 0, quota: 150 },
    });
    expect(JSON.stringify(response.body)).not.toContain(found.email);
  });

  it("opens the contact of a talent who applied to the company, with their applications, lists and notes", async () => {
    const [list] = await ctx.database.db.insert(talentLists).values({ companyId: demoIds.demoCompany, name: "Backend shortlist" }).returning({ id: talentLists.id });
    await ctx.database.db.insert(talentListMembers).values({ listId: list!.id, talentId: andi, companyId: demoIds.demoCompany });
    await ctx.database.db.insert(talentNotes).values([
      { companyId: demoIds.demoCompany, talentId: andi, body: "Strong on SQL" },
      { companyId: demoIds.otherCompany, talentId: andi, body: "Another company's note" },
    ]);
    const response = await detail(owner, andi, "talentDb");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const talent = talentDetailSchema.parse(response.body.result);
    expect(talent.contact).toMatchObject({ email: "andi.pratama@example.com" });
    expect(talent.inDatabase).toBe(true);
    expect(talent.company.origin).toBe("applied");
    expect(talent.company.applications.map((application) => application.jobId)).toEqual([demoJobIds.backendEngineer]);
    expect(talent.company.applications[0]).toMatchObject({ jobTitle: "Senior Backend Engineer", source: "applicant" });
    expect(talent.company.listIds).toEqual([list!.id]);
    expect(talent.company.noteCount).toBe(1);
  });

  it("answers 404 TALENT_NOT_FOUND for talents out of the company's reach, as for an unknown id", async () => {
    const hidden = await insertTalent(ctx.database.db, {}, { hiddenFrom: [demoIds.demoCompany] });
    const privateOne = await insertTalent(ctx.database.db, { visibility: "private" });
    const notLooking = await insertTalent(ctx.database.db, { jobSeekingStatus: "notActivelyLooking" });
    for (const id of [hidden.id, privateOne.id, notLooking.id, "0d3e0000-0000-4000-8000-00000000dead"]) {
      const response = await detail(owner, id, "talentHunt");
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe("TALENT_NOT_FOUND");
    }
    // Another company sees its own discoverable talent pool, never Demo Company's applicants.
    expect((await detail(other, andi)).status).toBe(404);
    expect((await detail(other, found.id)).status).toBe(200);
  });

  it("a talent saved into the database stays readable after they stop being discoverable, without contact", async () => {
    const saved = await insertTalent(ctx.database.db);
    await ctx.database.db.insert(companyTalents).values({ companyId: demoIds.demoCompany, talentId: saved.id, origin: "saved" });
    await ctx.database.db.update(talents).set({ visibility: "private" }).where(eq(talents.id, saved.id));
    const response = await detail(owner, saved.id, "talentDb");
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ contact: null, company: { origin: "saved" } });
  });

  it("follows spec 6: a member denied Talent Search gets 403 in its context and does not find its talents elsewhere", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "talentHunt", action: "denied" }, { resource: "talentDb", action: "manage" }, { resource: "jobPost", action: "view" }]);
    const hunt = await detail(member, found.id, "talentHunt");
    expect(hunt.status).toBe(403);
    expect(hunt.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentHunt", action: "view" } });
    expect((await detail(member, found.id)).status).toBe(404);
    expect((await detail(member, andi, "talentDb")).status).toBe(200);
    // Without the Talent Database, an applicant is still readable from a job the member sees.
    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "denied" }, { resource: "jobPost", action: "view", jobIds: [demoJobIds.backendEngineer] }]);
    expect((await detail(member, andi, "talentDb")).status).toBe(403);
    expect((await detail(member, andi, "jobApplicant")).status).toBe(200);
    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "denied" }, { resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner] }]);
    expect((await detail(member, andi, "jobApplicant")).status).toBe(404);
    // From the database, a member sees the talent's applications only to jobs the member may view.
    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "view" }, { resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner] }]);
    const fromDatabase = await detail(member, andi, "talentDb");
    expect(fromDatabase.status).toBe(200);
    expect(fromDatabase.body.result.company.applications).toEqual([]);
  });

  it("rejects a context that is not one of spec 2.10's with 422", async () => {
    const response = await detail(owner, found.id, "everywhere");
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("context");
  });
});

describe("GET /v1/job-portal/talents/{talentId}/cv", () => {
  const cv = (token: string, talentId: string) => ctx.app.request(`/api/v1/job-portal/talents/${talentId}/cv`, { headers: { authorization: `Bearer ${token}` } });

  it("is 409 TALENT_LOCKED until the profile is unlocked, then the PDF", async () => {
    const locked = await cv(owner, found.id);
    expect(locked.status).toBe(409);
    expect((await locked.json()).code).toBe("TALENT_LOCKED");
    const unlock = await requestJson(ctx.app, "POST", "/api/v1/job-portal/user-company-accessed-student", { token: owner, body: { talentId: found.id } });
    expect(unlock.status, JSON.stringify(unlock.body)).toBe(200);
    expect(unlock.body.result.hasCv).toBe(true);
    const open = await cv(owner, found.id);
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("application/pdf");
    expect(open.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await open.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it("is 404 for a talent out of reach and for one without a CV", async () => {
    expect((await cv(other, andi)).status).toBe(404);
    await ctx.database.db.update(talents).set({ cvStorageKey: null }).where(eq(talents.id, andi));
    const response = await cv(owner, andi);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("CV_NOT_FOUND");
  });
});
