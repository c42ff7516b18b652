import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { COMPANY_TYPES, RANKS, SCHOOL_TYPES, TRAITS } from "@/server/modules/pipeline/pipeline-contract";
import { JOB_SEEKING_STATUSES } from "@/server/modules/talents/talents-contract";
import { useTestApp } from "@/tests/api/test-app";
import { demoIds } from "./demo-ids";
import { seedDatabase } from "./seed-database";
import { discoverableApplicants, hiddenFromDemoCompany, TALENT_POOL_SIZE, talentPool } from "./seed-talent-pool";
import { insertGeneratedTalents } from "./seed-talent-pool-large";
import { seedTalentId } from "./seed-uuid";

const ctx = useTestApp();
const rows = <T>(query: ReturnType<typeof sql>) => executeRows<T>(ctx.database.db, query);

/** Every value of each filter the pool must show, as SQL over a set of talents. */
async function valuesPresent(where: ReturnType<typeof sql>) {
  const [found] = await rows<Record<string, string[]>>(sql`
    select array(select distinct job_seeking_status::text from talents where ${where}) as statuses,
           array(select distinct school_type from talents where ${where} and school_type is not null) as school_types,
           array(select distinct rank from talents where ${where} and rank is not null) as ranks,
           array(select distinct jsonb_array_elements_text(traits) from talents where ${where}) as traits,
           array(select distinct jsonb_array_elements_text(company_types) from talents where ${where}) as company_types,
           array(select distinct experience_level::text from talents where ${where} and experience_level is not null) as levels,
           array(select distinct gender::text from talents where ${where} and gender is not null) as genders`);
  return found!;
}

describe("the demo talent pool", () => {
  it("holds about 150 job seekers with every filter value, some facts left out, a few not looking or private", async () => {
    const pool = talentPool(new Date());
    const ids = pool.map((talent) => talent.id);
    const [counts] = await rows<{ total: number; discoverable: number; withoutGpa: number; withoutSalary: number; withHeadline: number }>(sql`
      select count(*)::int as total,
             count(*) filter (where visibility = 'discoverable' and job_seeking_status in ('activelyLooking', 'openOpportunity'))::int as discoverable,
             count(*) filter (where gpa is null)::int as "withoutGpa",
             count(*) filter (where expected_salary is null)::int as "withoutSalary",
             count(*) filter (where headline is not null and summary is not null and jsonb_array_length(education) > 0)::int as "withHeadline"
      from talents where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    expect(counts!.total).toBe(TALENT_POOL_SIZE);
    expect(counts!.discoverable).toBeGreaterThan(110);
    expect(counts!.discoverable).toBeLessThan(TALENT_POOL_SIZE);
    expect(counts!.withoutGpa).toBeGreaterThan(0);
    expect(counts!.withoutSalary).toBeGreaterThan(0);
    expect(counts!.withHeadline).toBe(TALENT_POOL_SIZE);

    const present = await valuesPresent(sql`source = 'seed' and email like '%@mail.example.com'`);
    expect(present.statuses!.sort()).toEqual([...JOB_SEEKING_STATUSES].sort());
    expect(present.school_types!.sort()).toEqual([...SCHOOL_TYPES].sort());
    expect(present.ranks!.sort()).toEqual([...RANKS].sort());
    expect(present.traits!.sort()).toEqual([...TRAITS].sort());
    expect(present.company_types!.sort()).toEqual([...COMPANY_TYPES].sort());
    expect(present.levels!.map(Number).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("hides two pool talents from Demo Company, and some demo applicants opted in to be found", async () => {
    const hidden = await rows<{ talent_id: string }>(sql`select talent_id from talent_hidden_companies where company_id = ${demoIds.demoCompany} order by talent_id`);
    expect(hidden.map((row) => row.talent_id)).toEqual(hiddenFromDemoCompany(talentPool(new Date())).sort());
    const applicants = discoverableApplicants();
    expect(applicants.length).toBeGreaterThan(2);
    const found = await rows<{ n: number }>(sql`select count(*)::int as n from talents where visibility = 'discoverable' and headline is not null and id in (${sql.join(
      applicants.map((applicant) => sql`${seedTalentId(applicant.email)}::uuid`),
      sql`, `,
    )})`);
    expect(found[0]!.n).toBe(applicants.length);
  });

  it("is the same on a second run", async () => {
    const before = await rows<{ n: string }>(sql`select count(*)::text || ':' || md5(string_agg(id::text || visibility || job_seeking_status, ',' order by id)) as n from talents`);
    await seedDatabase(ctx.database.db, "demo");
    const after = await rows<{ n: string }>(sql`select count(*)::text || ':' || md5(string_agg(id::text || visibility || job_seeking_status, ',' order by id)) as n from talents`);
    expect(after).toEqual(before);
  });
});

describe("generated talents (large seed and benchmark)", () => {
  it("inserts set-based, every filter value present, most discoverable, once", async () => {
    const now = new Date("2026-11-01T00:00:00Z");
    await insertGeneratedTalents(ctx.database.db, { first: 1, count: 3000, prefix: "test-generated-", now });
    await insertGeneratedTalents(ctx.database.db, { first: 1, count: 3000, prefix: "test-generated-", now });
    const where = sql`email like 'test-generated-%'`;
    const [counts] = await rows<{ total: number; discoverable: number; nulls: number }>(sql`
      select count(*)::int as total,
             count(*) filter (where visibility = 'discoverable' and job_seeking_status in ('activelyLooking', 'openOpportunity'))::int as discoverable,
             count(*) filter (where gpa is null and birth_date is null)::int as nulls
      from talents where ${where}`);
    expect(counts!.total).toBe(3000);
    expect(counts!.discoverable).toBeGreaterThan(1500);
    expect(counts!.nulls).toBeGreaterThan(0);
    const present = await valuesPresent(where);
    expect(present.statuses!.sort()).toEqual([...JOB_SEEKING_STATUSES].sort());
    expect(present.school_types!.sort()).toEqual([...SCHOOL_TYPES].sort());
    expect(present.ranks!.sort()).toEqual([...RANKS].sort());
    expect(present.traits!.sort()).toEqual([...TRAITS].sort());
    expect(present.company_types!.sort()).toEqual([...COMPANY_TYPES].sort());
    expect(present.levels!.length).toBe(9);
    expect(present.genders!.sort()).toEqual(["female", "male"]);
  });
});
