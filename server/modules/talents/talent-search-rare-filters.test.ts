import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { talentHiddenCompanies } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { talentFilterSchema } from "./talents-schemas";
import { talentSortOf } from "./talent-filters-queries";
import { discoverableTalentsQuery, walkRowsFor } from "./talent-search-queries";
import { EXPERIENCE_RANK_OF_LEVEL } from "./talent-search-sort-keys";
import { TALENT_SORT_PARAMS } from "./talents-contract";

/**
 * A filter combination few talents share, behind more talents than a filtered search walks in sort
 * order (walkRowsFor): the search must then gather the matches through the facets index and sort
 * them, with ties, nulls and cursors exactly as the plain walk orders them.
 */
const ctx = useTestApp();
const SEARCH = "/api/v1/job-portal/talents/search";
const R = (n: number) => `7a2e0000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
const hoursAgo = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) - hours * 3_600_000);
const PAGE = 2;
/** More talents than a page of PAGE walks, all newer (and of a higher GPA) than the rare ones. */
const FILLERS = walkRowsFor(PAGE) + 100;

type TalentRow = typeof talents.$inferInsert;
/** Female, top 1%, worked in government: the rare combination. */
const rare = (n: number, facts: Partial<TalentRow>): TalentRow => ({
  id: R(n), email: `rare-${n}@example.test`, name: `Rare ${n}`, source: "seed", visibility: "discoverable", jobSeekingStatus: "activelyLooking",
  gender: "female", rank: "top1", companyTypes: ["gov"], ...facts,
});
const RARE_FILTER = { gender: "female", rank: "top1", companyTypes: "gov" };

const TALENTS: TalentRow[] = [
  // 1 and 2 tie on last activity and GPA (the id breaks the tie); 3 has no GPA (last in either direction).
  rare(1, { gpa: 3.9, lastActiveAt: hoursAgo(5000), experienceLevel: 7, schoolType: "international", traits: ["ambitious"], toeflScore: 600 }),
  rare(2, { gpa: 3.9, lastActiveAt: hoursAgo(5000), experienceLevel: 5, toeflScore: null }),
  rare(3, { gpa: null, lastActiveAt: hoursAgo(5001), birthDate: "1990-01-01", experienceLevel: 4 }),
  rare(4, { gpa: 3.1, lastActiveAt: hoursAgo(5100), expectedSalary: 9_000_000, experienceLevel: 0 }),
  rare(5, { gpa: 3.5, lastActiveAt: hoursAgo(5002), jobSeekingStatus: "openOpportunity" }),
  // Near misses: one filter off, private, not looking, hidden from Demo Company.
  rare(6, { companyTypes: ["tech"], lastActiveAt: hoursAgo(5003) }),
  rare(7, { rank: "top5", lastActiveAt: hoursAgo(5004) }),
  rare(8, { gender: "male", lastActiveAt: hoursAgo(5005) }),
  rare(9, { visibility: "private", lastActiveAt: hoursAgo(5006) }),
  rare(10, { jobSeekingStatus: "notActivelyLooking", lastActiveAt: hoursAgo(5007) }),
  rare(11, { lastActiveAt: hoursAgo(5008) }),
];

let owner: string;
beforeAll(async () => {
  const { db } = ctx.database;
  await db.execute(sql`update talents set visibility = 'private'`);
  await db.insert(talents).values(TALENTS);
  await db.insert(talentHiddenCompanies).values({ talentId: R(11), companyId: demoIds.demoCompany });
  await db.execute(sql`
    insert into talents (email, name, source, visibility, job_seeking_status, gender, rank, company_types, gpa, last_active_at)
    select 'filler-' || n || '@example.test', 'Filler ' || n, 'seed', 'discoverable', 'activelyLooking', 'male', 'others', '["tech"]', 4.0, ${hoursAgo(1).toISOString()}::timestamptz - n * interval '1 minute'
    from generate_series(1, ${FILLERS}) as n`);
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

async function search(query: Record<string, string | number>) {
  return requestJson(ctx.app, "GET", `${SEARCH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, { token: owner });
}

/** Every page of PAGE talents, by the cursors the API gives. */
async function allPages(query: Record<string, string>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page += 1) {
    const response = await search({ ...query, limit: PAGE, ...(cursor ? { cursor } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    seen.push(...response.body.result.docs.map((card: { id: string }) => card.id));
    cursor = response.body.result.nextCursor ?? undefined;
    if (!cursor) return seen;
  }
  throw new Error("more pages than talents");
}

describe("a filter combination few talents share", () => {
  it.each([
    ["lastActive", "desc", [2, 1, 3, 5, 4]],
    ["IPK", "desc", [2, 1, 5, 4, 3]],
    ["IPK", "asc", [4, 5, 1, 2, 3]],
  ] as const)("%s %s: exactly the matches, in order, across pages", async (sortParam, sortDir, expected) => {
    expect(await allPages({ ...RARE_FILTER, sortParam, sortDir })).toEqual(expected.map(R));
  });

  it.each(TALENT_SORT_PARAMS.flatMap((sortParam) => (["desc", "asc"] as const).map((sortDir) => [sortParam, sortDir] as const)))(
    "%s %s: the pages are the plain walk's order",
    async (sortParam, sortDir) => {
      const { sortParam: param, sortDir: dir, ...filter } = talentFilterSchema.parse({ ...RARE_FILTER, sortParam, sortDir });
      const walk = await discoverableTalentsQuery(ctx.database.db, demoIds.demoCompany, { filter, sort: talentSortOf({ sortParam: param, sortDir: dir }), position: null, limit: 50 }, "walk");
      expect(walk).toHaveLength(5);
      expect(await allPages({ ...RARE_FILTER, sortParam, sortDir })).toEqual(walk.map((row) => row.id));
    },
  );
});

describe("the years-of-experience filter under its own sort", () => {
  // Final year (rank 4) and 5+ (rank 8) bound the walk to ranks 4..8, where 1-3 (rank 6) lies too.
  it.each([
    ["asc", [3, 1]],
    ["desc", [1, 3]],
  ] as const)("%s: only the filter's levels, in rank order", async (sortDir, expected) => {
    expect(await allPages({ yearsOfExperience: "FY", gender: "female", sortParam: "yearsOfExperience", sortDir })).toEqual([R(3)]);
    const both = new URLSearchParams([["yearsOfExperience", "FY"], ["yearsOfExperience", "5+"], ["sortParam", "yearsOfExperience"], ["sortDir", sortDir], ["limit", "50"]]);
    const response = await requestJson(ctx.app, "GET", `${SEARCH}?${both}`, { token: owner });
    expect(response.body.result.docs.map((card: { id: string }) => card.id)).toEqual(expected.map(R));
  });

  it("bounds the key by the experience rank the database gives each level", async () => {
    const { db } = ctx.database;
    try {
      for (const [level, rank] of Object.entries(EXPERIENCE_RANK_OF_LEVEL)) {
        await db.execute(sql`update talents set experience_level = ${Number(level)} where id = ${R(6)}`);
        const [row] = await db.select({ rank: talents.experienceRank }).from(talents).where(sql`${talents.id} = ${R(6)}`);
        expect(row?.rank, `level ${level}`).toBe(rank);
      }
    } finally {
      await db.execute(sql`update talents set experience_level = null where id = ${R(6)}`);
    }
  });
});

describe("the facets the filters read", () => {
  it("hold every filter value of the talent, one token each", async () => {
    const [row] = await ctx.database.db.select({ facets: talents.searchFacets }).from(talents).where(sql`${talents.id} = ${R(1)}`);
    expect([...(row?.facets ?? [])].sort()).toEqual(["company:gov", "gender:female", "level:7", "rank:top1", "school:international", "status:activelyLooking", "trait:ambitious"]);
  });

  it("follow a change of the talent's facts", async () => {
    const { db } = ctx.database;
    await db.execute(sql`update talents set rank = 'top5', company_types = '["gov", "tech"]' where id = ${R(4)}`);
    try {
      expect(await allPages({ ...RARE_FILTER })).toEqual([2, 1, 3, 5].map(R));
      expect(await allPages({ gender: "female", rank: "top5", companyTypes: "tech" })).toEqual([R(4)]);
    } finally {
      await db.execute(sql`update talents set rank = 'top1', company_types = '["gov"]' where id = ${R(4)}`);
    }
  });
});
