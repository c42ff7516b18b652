import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyTalents, jobTalentRecommendations, talentListMembers, talentLists } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_JOBS, demoJobIds } from "@/server/db/seed/seed-job-content";
import { seedTalentId } from "@/server/db/seed/seed-uuid";
import type { PermissionAction } from "@/server/modules/permissions/permissions-contract";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions, type GrantSpec } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { suggestedTalentsSchema, talentPageSchema } from "./talents-schemas";

/** For You, the job banner and the Talent Database list, against rows this file inserts. */
const ctx = useTestApp();
const id = (n: number) => `7a1f0000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
const hoursAgo = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) - hours * 3_600_000);
const talent = (n: number, extra: Partial<typeof talents.$inferInsert> = {}): typeof talents.$inferInsert => ({
  id: id(n),
  email: `talent-lists-${n}@example.test`,
  name: `Listed ${n}`,
  source: "seed",
  visibility: "discoverable",
  jobSeekingStatus: "activelyLooking",
  lastActiveAt: hoursAgo(n),
  ...extra,
});
const reasons = (skill: string) => ({ matchedSkills: [skill], education: "Computer Science", experience: "5+ years" });
const LIST = "7a1f0000-0000-4000-8000-0000000000a1";
const OTHER_LIST = "7a1f0000-0000-4000-8000-0000000000a2";
// A demo applicant of the backend job, made discoverable: already in its pipeline.
const applicant = DEMO_JOBS.find((job) => job.id === demoJobIds.backendEngineer)!.applicants[0]!;
const APPLICANT = seedTalentId(applicant.email);

let owner: string;
let other: string;
beforeAll(async () => {
  const { db } = ctx.database;
  await db.execute(sql`update talents set visibility = 'private'`);
  await db.execute(sql`delete from company_talents`);
  await db.execute(sql`delete from job_talent_recommendations`);
  await db.insert(talents).values([
    talent(1), talent(2), talent(3), talent(4),
    talent(5, { visibility: "private" }),
    talent(6), talent(7), talent(8),
    // The Talent Database: any visibility.
    talent(11, { visibility: "private", gender: "female" }),
    talent(12, { gender: "male" }),
    talent(13, { visibility: "private", jobSeekingStatus: "closedOpportunity", gender: "female" }),
    talent(14),
  ]);
  await db.execute(sql`update talents set visibility = 'discoverable', job_seeking_status = 'activelyLooking' where id = ${APPLICANT}`);
  const rec = (jobId: string, n: number | string, score: number, companyId: string = demoIds.demoCompany) => ({
    jobId,
    talentId: typeof n === "number" ? id(n) : n,
    companyId,
    score,
    reasons: reasons(`skill-${score}`),
  });
  await db.insert(jobTalentRecommendations).values([
    rec(demoJobIds.backendEngineer, 1, 90),
    rec(demoJobIds.backendEngineer, 2, 70),
    rec(demoJobIds.backendEngineer, 6, 70),
    rec(demoJobIds.backendEngineer, 7, 50),
    rec(demoJobIds.backendEngineer, 8, 40),
    rec(demoJobIds.backendEngineer, 5, 95),
    rec(demoJobIds.backendEngineer, APPLICANT, 99),
    rec(demoJobIds.productDesigner, 1, 60),
    rec(demoJobIds.productDesigner, 3, 80),
    rec(demoJobIds.customerSuccessClosed, 4, 99),
    rec(demoJobIds.dataAnalystDraft, 4, 98),
    rec(demoJobIds.otherCompanyOperations, 4, 50, demoIds.otherCompany),
  ]);
  await db.insert(companyTalents).values([
    { companyId: demoIds.demoCompany, talentId: id(11), origin: "applied" },
    { companyId: demoIds.demoCompany, talentId: id(12), origin: "saved" },
    { companyId: demoIds.demoCompany, talentId: id(13), origin: "imported" },
    { companyId: demoIds.otherCompany, talentId: id(14), origin: "saved" },
  ]);
  await db.insert(talentLists).values([
    { id: LIST, companyId: demoIds.demoCompany, name: "Shortlist" },
    { id: OTHER_LIST, companyId: demoIds.otherCompany, name: "Theirs" },
  ]);
  await db.insert(talentListMembers).values([
    { listId: LIST, companyId: demoIds.demoCompany, talentId: id(11) },
    { listId: LIST, companyId: demoIds.demoCompany, talentId: id(13) },
    { listId: OTHER_LIST, companyId: demoIds.otherCompany, talentId: id(14) },
  ]);
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

const get = (path: string, token = owner) => requestJson(ctx.app, "GET", path, { token });
async function idsOf(path: string, token = owner): Promise<string[]> {
  const response = await get(path, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return talentPageSchema.parse(response.body.result).docs.map((card) => card.id);
}
async function allPages(path: string, token = owner): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const response = await get(`${path}${separator}limit=1${cursor ? `&cursor=${cursor}` : ""}`, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    seen.push(...response.body.result.docs.map((card: { id: string }) => card.id));
    cursor = response.body.result.nextCursor;
  } while (cursor && seen.length < 20);
  return seen;
}
async function asMember(grants: GrantSpec[]): Promise<string> {
  await setMemberPermissions(ctx.database.db, grants);
  return (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
}

describe("For You (talents/recommended)", () => {
  const FOR_YOU = "/api/v1/job-portal/talents/recommended";

  it("lists each talent of the open jobs' sets once, best first, with its best job's reasons; private talents and closed or draft jobs left out", async () => {
    const response = await get(FOR_YOU);
    const page = talentPageSchema.parse(response.body.result);
    // The backend applicant (99) is recommended too: For You does not look at pipelines.
    expect(page.docs.map((card) => card.id)).toEqual([APPLICANT, id(1), id(3), id(6), id(2), id(7), id(8)]);
    expect(page.docs[1]!.recommendation).toEqual({ jobId: demoJobIds.backendEngineer, jobTitle: "Senior Backend Engineer", score: 90, ...reasons("skill-90") });
  });

  it("narrows to one job", async () => {
    const response = await get(`${FOR_YOU}?jobId=${demoJobIds.productDesigner}`);
    expect(response.body.result.docs.map((card: { id: string }) => card.id)).toEqual([id(3), id(1)]);
    expect(response.body.result.docs[1].recommendation).toMatchObject({ jobId: demoJobIds.productDesigner, score: 60 });
  });

  it("pages by score then talent id with no gaps or repeats", async () => {
    expect(await allPages(FOR_YOU)).toEqual([APPLICANT, id(1), id(3), id(6), id(2), id(7), id(8)]);
  });

  it("refuses a cursor of another list with a 422 on cursor", async () => {
    const search = await get("/api/v1/job-portal/talents/search?limit=1");
    const response = await get(`${FOR_YOU}?cursor=${search.body.result.nextCursor}`);
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("cursor");
  });

  it("shows another company only its own jobs' sets, and answers 404 for Demo Company's job", async () => {
    expect(await idsOf(FOR_YOU, other)).toEqual([id(4)]);
    expect((await get(`${FOR_YOU}?jobId=${demoJobIds.backendEngineer}`, other)).status).toBe(404);
  });

  it("shows a member only the jobs the member may view", async () => {
    const member = await asMember([
      { resource: "talentHunt", action: "view" },
      { resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner] },
    ]);
    expect(await idsOf(FOR_YOU, member)).toEqual([id(3), id(1)]);
    expect((await get(`${FOR_YOU}?jobId=${demoJobIds.backendEngineer}`, member)).status).toBe(403);
  });
});

describe("the job banner (job/{jobId}/suggested-talents)", () => {
  const banner = (jobId: string) => `/api/v1/job-portal/job/${jobId}/suggested-talents`;

  it("counts the job's recommended talents not in its pipeline and names the best three", async () => {
    const response = await get(banner(demoJobIds.backendEngineer));
    expect(response.status).toBe(200);
    const result = suggestedTalentsSchema.parse(response.body.result);
    // 1 (90), 6 and 2 (70, higher id first), 7 (50), 8 (40); not the private one, not the applicant.
    expect(result.total).toBe(5);
    expect(result.talents.map((card) => card.id)).toEqual([id(1), id(6), id(2)]);
    expect(result.talents[0]!.recommendation).toMatchObject({ jobId: demoJobIds.backendEngineer, score: 90 });
  });

  it("answers 404 for another company's job, 403 without view on the job or on talentHunt", async () => {
    expect((await get(banner(demoJobIds.backendEngineer), other)).status).toBe(404);
    const noJob = await asMember([{ resource: "talentHunt", action: "view" }, { resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner] }]);
    expect((await get(banner(demoJobIds.backendEngineer), noJob)).status).toBe(403);
    const noHunt = await asMember([{ resource: "jobPost", action: "view" }, { resource: "talentHunt", action: "denied" }]);
    expect((await get(banner(demoJobIds.backendEngineer), noHunt)).status).toBe(403);
  });
});

describe("the Talent Database list", () => {
  const DATABASE = "/api/v1/job-portal/talent-database";

  it("lists the company's own talents whatever their visibility, as cards in its database", async () => {
    const response = await get(DATABASE);
    const page = talentPageSchema.parse(response.body.result);
    expect(page.docs.map((card) => card.id)).toEqual([id(11), id(12), id(13)]);
    expect(page.docs.every((card) => card.inDatabase)).toBe(true);
  });

  it.each([
    ["origin saved", "?origin=saved", [12]],
    ["origin applied or imported", "?origin=applied&origin=imported", [11, 13]],
    ["a list", `?listId=${LIST}`, [11, 13]],
    ["a list and a filter", `?listId=${LIST}&gender=female&sortParam=lastActive&sortDir=asc`, [13, 11]],
    ["the search's filters", "?gender=male", [12]],
    ["the search's text", "?q=listed%2013", [13]],
  ])("narrows by %s", async (_label, query, expected) => {
    expect(await idsOf(`${DATABASE}${query}`)).toEqual(expected.map(id));
  });

  it("pages with no gaps or repeats", async () => {
    expect(await allPages(DATABASE)).toEqual([id(11), id(12), id(13)]);
  });

  it("shows another company only its own talents, and none of Demo Company's lists", async () => {
    expect(await idsOf(DATABASE, other)).toEqual([id(14)]);
    expect((await get(`${DATABASE}?listId=${LIST}`, other)).status).toBe(404);
    expect((await get(`${DATABASE}?listId=${OTHER_LIST}`)).status).toBe(404);
  });

  it.each([
    ["manage", 200],
    ["view", 200],
    ["denied", 403],
    [null, 403],
  ] as const)("a member with talentDb %s answers %i", async (action, status) => {
    const member = await asMember(action ? [{ resource: "talentDb", action: action as PermissionAction }, { resource: "talentHunt", action: "manage" }] : [{ resource: "talentHunt", action: "manage" }]);
    const response = await get(DATABASE, member);
    expect(response.status).toBe(status);
    if (status === 403) expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentDb" } });
  });

  it.each([
    ["manage", 200],
    ["view", 200],
    ["denied", 403],
    [null, 403],
  ] as const)("a member with talentHunt %s answers %i on For You", async (action, status) => {
    const member = await asMember(action ? [{ resource: "talentHunt", action: action as PermissionAction }] : []);
    expect((await get("/api/v1/job-portal/talents/recommended", member)).status).toBe(status);
  });
});
