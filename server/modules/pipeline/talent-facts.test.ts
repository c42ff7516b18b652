import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { candidateListSchema } from "@/server/modules/applications/applications-schemas";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

// The candidates list reads the talent's facts from its copy on job_applications (migration 0009).
// These tests change talents the ways the product does (a direct write, a new application through
// careers apply or an import) and check the list filters, sorts and searches on the new values, and
// that a talent shared by two companies shows each only its own applications.

const ctx = useTestApp();

let owner: string;
let otherOwner: string;
let job: Awaited<ReturnType<typeof insertJob>>;
let laterJob: Awaited<ReturnType<typeof insertJob>>;
let otherJob: Awaited<ReturnType<typeof insertJob>>;
/** Three applicants of `job`, in order: Ayu, Budi, Citra. */
const ids: string[] = [];
const talentIds: string[] = [];
let otherApplicationId: string;

const list = async (token: string, jobId: string, query = "") => {
  const response = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${jobId}/candidates${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return candidateListSchema.parse(response.body.result);
};
const idsOf = async (token: string, jobId: string, query = "") => (await list(token, jobId, query)).docs.map((doc) => doc.id);

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const db = ctx.database.db;
  job = await insertJob(db, { role: "Facts Engineer" });
  laterJob = await insertJob(db, { role: "Facts Analyst" });
  otherJob = await insertJob(db, { role: "Other Facts Engineer", companyId: demoIds.otherCompany });
  for (const [index, name] of ["Ayu Facts", "Budi Facts", "Citra Facts"].entries()) {
    const added = await addApplicant(
      db,
      job,
      { name, email: `facts-${index}@example.test`, university: "Universitas Lama", skills: ["Excel"] },
      { source: "applicant", appliedAt: new Date(Date.UTC(2026, 2, 1, 8, index)) },
    );
    if (added.outcome !== "created") throw new Error(`${name} was not added`);
    ids.push(added.applicationId);
    talentIds.push(added.talentId);
  }
  // Ayu applied to the other company too: one talent, two tenants.
  const other = await addApplicant(db, otherJob, { name: "Ayu Facts", email: "facts-0@example.test" }, { source: "applicant" });
  if (other.outcome !== "created") throw new Error("Ayu was not added to the other company's job");
  otherApplicationId = other.applicationId;
});

describe("the candidates list follows changes to a talent", () => {
  it("filters on a fact written to the talent after the application", async () => {
    expect(await idsOf(owner, job.id, "?gender=female")).toEqual([]);
    await ctx.database.db
      .update(talents)
      .set({ gender: "female", schoolType: "topReputation", traits: ["ambitious"], rank: "top5", companyTypes: ["tech"], experienceLevel: 6 })
      .where(eq(talents.id, talentIds[1]!));
    expect(await idsOf(owner, job.id, "?gender=female")).toEqual([ids[1]]);
    expect(await idsOf(owner, job.id, "?schoolType=topReputation&rank=top5&traits=ambitious&companyTypes=tech")).toEqual([ids[1]]);
    expect(await idsOf(owner, job.id, "?yearsOfExperience=4-5")).toEqual([ids[1]]);
    const [budi] = (await list(owner, job.id, "?gender=female")).docs;
    expect(budi).toMatchObject({ gender: "female", schoolType: "topReputation", rank: "top5", traits: ["ambitious"], companyTypes: ["tech"] });

    // And back: a fact cleared on the talent is cleared in the list.
    await ctx.database.db.update(talents).set({ gender: null }).where(eq(talents.id, talentIds[1]!));
    expect(await idsOf(owner, job.id, "?gender=female")).toEqual([]);
  });

  it("sorts on the talent's current values, nulls last, and pages by them", async () => {
    const db = ctx.database.db;
    await db.update(talents).set({ expectedSalary: 9_000_000, gpa: 3.1, toeflScore: 500, birthDate: "1990-01-01" }).where(eq(talents.id, talentIds[0]!));
    await db.update(talents).set({ expectedSalary: 12_000_000, gpa: 3.9, toeflScore: 610, birthDate: "2000-01-01" }).where(eq(talents.id, talentIds[2]!));
    expect(await idsOf(owner, job.id, "?sortParam=salary&sortDir=desc")).toEqual([ids[2], ids[0], ids[1]]);
    expect(await idsOf(owner, job.id, "?sortParam=salary&sortDir=asc")).toEqual([ids[0], ids[2], ids[1]]);
    expect(await idsOf(owner, job.id, "?sortParam=gpa&sortDir=desc")).toEqual([ids[2], ids[0], ids[1]]);
    expect(await idsOf(owner, job.id, "?sortParam=toefl&sortDir=desc")).toEqual([ids[2], ids[0], ids[1]]);
    // Age ascending: youngest (latest birth date) first.
    expect(await idsOf(owner, job.id, "?sortParam=age&sortDir=asc")).toEqual([ids[2], ids[0], ids[1]]);

    // The order changes with the talent, and the cursor carries the new value.
    await db.update(talents).set({ expectedSalary: 20_000_000 }).where(eq(talents.id, talentIds[0]!));
    const first = await list(owner, job.id, "?sortParam=salary&sortDir=desc&limit=1");
    expect(first.docs.map((doc) => doc.id)).toEqual([ids[0]]);
    expect(first.docs[0]!.expectedSalary).toBe(20_000_000);
    const second = await list(owner, job.id, `?sortParam=salary&sortDir=desc&limit=1&cursor=${first.nextCursor}`);
    expect(second.docs.map((doc) => doc.id)).toEqual([ids[2]]);
  });

  it("finds by text what the talent's profile says now", async () => {
    expect(await idsOf(owner, job.id, "?q=kubernetes")).toEqual([]);
    await ctx.database.db.update(talents).set({ skills: ["Kubernetes", "Go"], major: "Informatika" }).where(eq(talents.id, talentIds[2]!));
    expect(await idsOf(owner, job.id, "?q=kubernetes")).toEqual([ids[2]]);
    expect(await idsOf(owner, job.id, "?q=informatika")).toEqual([ids[2]]);
    // Text never matches across two skills.
    expect(await idsOf(owner, job.id, "?q=kubernetes%22%2C%20%22go")).toEqual([]);
  });

  it("a new application (careers apply, import) that refreshes the talent reaches their earlier applications", async () => {
    expect(await idsOf(owner, job.id, "?q=universitas%20baru")).toEqual([]);
    const again = await addApplicant(
      ctx.database.db,
      laterJob,
      { name: "Ayu Facts", email: "FACTS-0@example.test", university: "Universitas Baru", gpa: 3.75, skills: ["Figma"] },
      { source: "import" },
    );
    expect(again.outcome).toBe("created");
    expect(await idsOf(owner, job.id, "?q=universitas%20baru")).toEqual([ids[0]]);
    expect(await idsOf(owner, job.id, "?q=figma")).toEqual([ids[0]]);
    expect(await idsOf(owner, job.id, "?q=excel")).toEqual([ids[1]]);
    expect(await idsOf(owner, laterJob.id, "?q=figma")).toEqual([again.outcome === "created" ? again.applicationId : ""]);
    const [ayu] = (await list(owner, job.id, "?q=universitas%20baru")).docs;
    expect(ayu).toMatchObject({ university: "Universitas Baru", gpa: 3.75 });
  });

  it("keeps each company to its own applications of a shared talent", async () => {
    await ctx.database.db.update(talents).set({ gender: "female", skills: ["Shared Skill"] }).where(eq(talents.id, talentIds[0]!));
    expect(await idsOf(owner, job.id, "?gender=female&q=shared%20skill")).toEqual([ids[0]]);
    expect(await idsOf(otherOwner, otherJob.id, "?gender=female&q=shared%20skill")).toEqual([otherApplicationId]);
    // Neither company reaches the other's job.
    const across = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates?gender=female`, { token: otherOwner });
    expect([403, 404]).toContain(across.status);
    const back = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${otherJob.id}/candidates?q=shared`, { token: owner });
    expect([403, 404]).toContain(back.status);
    // The copies stay on each company's own rows; nothing moved between companies.
    const rows = await ctx.database.db
      .select({ id: jobApplications.id, companyId: jobApplications.companyId, gender: jobApplications.talentGender })
      .from(jobApplications)
      .where(eq(jobApplications.talentId, talentIds[0]!));
    expect(rows.filter((row) => row.id === otherApplicationId)).toEqual([{ id: otherApplicationId, companyId: demoIds.otherCompany, gender: "female" }]);
    expect(rows.filter((row) => row.companyId === demoIds.demoCompany)).toHaveLength(2);
  });
});

describe("migration 0009", () => {
  it("backfills the copies of applications written before it", async () => {
    const db = ctx.database.db;
    // Rows as they were before the migration: no copies (the triggers do not fire on these columns).
    await db.execute(
      sql`update job_applications set talent_gender = null, talent_university = null, talent_skills = '[]'::jsonb, talent_expected_salary = null where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(await idsOf(owner, job.id, "?q=shared%20skill")).toEqual([]);
    const migration = readFileSync(path.join(process.cwd(), "server/db/migrations/0009_pipeline_talent_facts.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes('UPDATE "job_applications" AS a'));
    expect(backfill).toBeDefined();
    await db.execute(sql.raw(backfill!));
    expect(await idsOf(owner, job.id, "?q=shared%20skill")).toEqual([ids[0]]);
    const copies = await db
      .select({ id: jobApplications.id, gender: jobApplications.talentGender, salary: jobApplications.talentExpectedSalary, university: jobApplications.talentUniversity })
      .from(jobApplications)
      .where(inArray(jobApplications.id, ids));
    const facts = await db
      .select({ id: talents.id, gender: talents.gender, salary: talents.expectedSalary, university: talents.university })
      .from(talents)
      .where(inArray(talents.id, talentIds));
    expect(copies.map(({ id: _id, ...copy }) => copy).sort((a, b) => String(a.salary).localeCompare(String(b.salary)))).toEqual(
      facts.map(({ id: _id, ...fact }) => fact).sort((a, b) => String(a.salary).localeCompare(String(b.salary))),
    );
  });
});
