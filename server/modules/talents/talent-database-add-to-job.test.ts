import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { companyTalents } from "@/server/db/schema/company-talents";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { applicationEvents } from "@/server/db/schema/pipeline";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { ANALYZE_APPLICATIONS_JOB } from "@/server/modules/ai-analyzer/ai-analyzer-service";
import { upsertOverride } from "@/server/modules/feature-flags/feature-flags-queries";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { insertPoolTalent } from "./testing/talent-database-fixtures";

const ctx = useTestApp();
const ADD = "/api/v1/job-portal/talent-database/add-to-job";
const job = demoJobIds.backendEngineer;
let owner: string;
let member: string;
let otherOwner: string;
let n = 0;

const add = (token: string, body: unknown) => requestJson(ctx.app, "POST", ADD, { token, body });
const fields = (body: { data: { errors: { field: string }[] } }) => body.data.errors.map((error) => error.field);

/** A talent saved into Demo Company's database (found in Talent Search), with a GPA the trigger copies. */
async function savedTalent(): Promise<string> {
  const talentId = await insertPoolTalent(ctx.database.db, { email: `add-${(n += 1)}@example.test`, name: `Added Talent ${n}`, gpa: 3.7, cvStorageKey: null });
  await ctx.database.db.insert(companyTalents).values({ companyId: demoIds.demoCompany, talentId, origin: "saved", savedByUserId: demoIds.demoOwner });
  return talentId;
}

async function applicationsOf(jobId: string, talentIds: string[]) {
  return ctx.database.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), inArray(jobApplications.talentId, talentIds)));
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await setMemberPermissions(ctx.database.db, []);
});

describe("POST /v1/job-portal/talent-database/add-to-job", () => {
  it("adds talents to the job's CV Screening step as recommendations, with their facts and a timeline record naming the member", async () => {
    const [a, b] = [await savedTalent(), await savedTalent()];
    const [applicant] = await ctx.database.db.select({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.jobId, job)).limit(1);
    const response = await add(owner, { jobId: job, talentIds: [a, b, applicant!.talentId] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toEqual({ added: 2, alreadyInJob: 1 });

    const [firstStep] = await ctx.database.db
      .select({ id: recruitmentSteps.id })
      .from(recruitmentSteps)
      .where(and(eq(recruitmentSteps.jobId, job), eq(recruitmentSteps.type, "notProcessed")));
    const rows = await applicationsOf(job, [a, b]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ companyId: demoIds.demoCompany, source: "recommendation", status: "notProcessed", recruitmentStepId: firstStep!.id, talentGpa: 3.7 });
      expect(row.email).toBe(`add-${row.name.split(" ").at(-1)}@example.test`);
    }
    const events = await ctx.database.db.select().from(applicationEvents).where(inArray(applicationEvents.applicationId, rows.map((row) => row.id)));
    expect(events.map((event) => [event.type, event.actor, event.actorUserId, event.data])).toEqual([
      ["applied", "member", demoIds.demoOwner, { source: "recommendation" }],
      ["applied", "member", demoIds.demoOwner, { source: "recommendation" }],
    ]);
    // The talent's own profile is not rewritten, and a saved talent keeps its origin.
    const [profile] = await ctx.database.db.select({ name: talents.name, source: talents.source }).from(talents).where(eq(talents.id, a));
    expect(profile).toEqual({ name: `Added Talent ${n - 1}`, source: "seed" });
    const [entry] = await ctx.database.db.select({ origin: companyTalents.origin }).from(companyTalents).where(and(eq(companyTalents.companyId, demoIds.demoCompany), eq(companyTalents.talentId, a)));
    expect(entry?.origin).toBe("saved");

    const again = await add(owner, { jobId: job, talentIds: [a, b] });
    expect(again.body.result).toEqual({ added: 0, alreadyInJob: 2 });
    expect(await applicationsOf(job, [a, b])).toHaveLength(2);
  });

  it("queues the AI analyzer for the added applicants while the company's analyzer flag is on, as imports do", async () => {
    const talentId = await savedTalent();
    await upsertOverride(ctx.database.db, "ai-candidate-analyzer", demoIds.demoCompany, true);
    try {
      expect((await add(owner, { jobId: job, talentIds: [talentId] })).body.result).toEqual({ added: 1, alreadyInJob: 0 });
    } finally {
      await upsertOverride(ctx.database.db, "ai-candidate-analyzer", demoIds.demoCompany, false);
    }
    const [application] = await applicationsOf(job, [talentId]);
    const queued = await ctx.database.db.select({ payload: backgroundJobs.payload }).from(backgroundJobs).where(eq(backgroundJobs.type, ANALYZE_APPLICATIONS_JOB));
    expect(queued.map((row) => row.payload)).toContainEqual({ companyId: demoIds.demoCompany, jobId: job, applicationIds: [application!.id] });
  });

  it("is all or nothing: one talent outside the database is 422 on talentIds and adds no one", async () => {
    const inside = await savedTalent();
    const outside = await insertPoolTalent(ctx.database.db, { email: `outside-${(n += 1)}@example.test` });
    const response = await add(owner, { jobId: job, talentIds: [inside, outside] });
    expect(response.status).toBe(422);
    expect(fields(response.body)).toEqual(["talentIds"]);
    expect(response.body.message).toBe("1 of the chosen talents is not in your Talent Database");
    expect(await applicationsOf(job, [inside, outside])).toEqual([]);
  });

  it("writes nothing when the database fails part-way: the talents added before the failure are rolled back too", async () => {
    const first = await savedTalent();
    const second = await savedTalent();
    const [failing] = await ctx.database.db.select({ name: talents.name }).from(talents).where(eq(talents.id, second));
    // A database failure on the second application only (as a lost connection or a broken constraint would).
    await ctx.database.db.execute(sql.raw(`create function fail_midway() returns trigger language plpgsql as $$ begin
      if new.name = '${failing!.name}' then raise exception 'failing on purpose'; end if; return new; end $$`));
    await ctx.database.db.execute(sql`create trigger fail_midway before insert on job_applications for each row execute function fail_midway()`);
    try {
      const response = await add(owner, { jobId: job, talentIds: [first, second] });
      expect(response.status).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_midway on job_applications`);
      await ctx.database.db.execute(sql`drop function fail_midway()`);
    }
    expect(await applicationsOf(job, [first, second])).toEqual([]);
    expect((await add(owner, { jobId: job, talentIds: [first, second] })).body.result).toEqual({ added: 2, alreadyInJob: 0 });
  });

  it("answers 422 naming the field for a missing job, no talents, a malformed id, and a closed job", async () => {
    const talentId = await savedTalent();
    for (const [body, field] of [
      [{ talentIds: [talentId] }, "jobId"],
      [{ jobId: job, talentIds: [] }, "talentIds"],
      [{ jobId: job, talentIds: ["nope"] }, "talentIds.0"],
      [{ jobId: "nope", talentIds: [talentId] }, "jobId"],
      [{ jobId: demoJobIds.customerSuccessClosed, talentIds: [talentId] }, "jobId"],
    ] as const) {
      const response = await add(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(fields(response.body)).toEqual([field]);
    }
    expect(await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.talentId, talentId))).toEqual([]);
  });

  it("needs manage on talentDb and jobPost manage on that job; anything less is 403 and adds no one", async () => {
    const talentId = await savedTalent();
    const talentDb = { resource: "talentDb", action: "manage" } as const;
    for (const [grants, resource] of [
      [[talentDb, { resource: "jobPost", action: "view", jobIds: [job] }], "jobPost"],
      [[talentDb, { resource: "jobPost", action: "manage", jobIds: [demoJobIds.productDesigner] }], "jobPost"],
      [[talentDb], "jobPost"],
      [[{ resource: "talentDb", action: "view" }, { resource: "jobPost", action: "manage", jobIds: [job] }], "talentDb"],
      [[{ resource: "talentHunt", action: "manage" }, { resource: "jobPost", action: "manage", jobIds: [job] }], "talentDb"],
      [[], "talentDb"],
    ] as const) {
      await setMemberPermissions(ctx.database.db, grants.map((grant) => ({ ...grant, jobIds: "jobIds" in grant ? [...grant.jobIds] : undefined })));
      const response = await add(member, { jobId: job, talentIds: [talentId] });
      expect(response.status, JSON.stringify(grants)).toBe(403);
      expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource, action: "manage" } });
    }
    expect(await applicationsOf(job, [talentId])).toEqual([]);
    await setMemberPermissions(ctx.database.db, [talentDb, { resource: "jobPost", action: "manage", jobIds: [job] }]);
    const allowed = await add(member, { jobId: job, talentIds: [talentId] });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.result).toEqual({ added: 1, alreadyInJob: 0 });
    const [event] = await ctx.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, (await applicationsOf(job, [talentId]))[0]!.id));
    expect(event?.actorUserId).toBe(demoIds.demoMember);
  });

  it("never reaches another company: its job is 404, and its talents are not in this company's database (422)", async () => {
    const talentId = await savedTalent();
    const foreignJob = await add(otherOwner, { jobId: job, talentIds: [talentId] });
    expect(foreignJob.status).toBe(404);
    expect(JSON.stringify(foreignJob.body)).not.toContain("Backend");
    const foreignTalent = await add(otherOwner, { jobId: demoJobIds.otherCompanyOperations, talentIds: [talentId] });
    expect(foreignTalent.status).toBe(422);
    expect(await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.talentId, talentId))).toEqual([]);
  });
});
