import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { talentHiddenCompanies } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import type { PermissionAction } from "@/server/modules/permissions/permissions-contract";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { talentFilterSchema, talentPageSchema } from "./talents-schemas";
import { decodeTalentCursor, talentSortOf } from "./talent-filters-queries";
import { discoverableTalentsQuery, selectDiscoverableTalents } from "./talent-search-queries";

/**
 * GET talents/search against a small known set: every other talent of the seed is made private
 * first, so each answer is exactly the ids expected (ties broken by id, nulls last).
 */
const ctx = useTestApp();
const SEARCH = "/api/v1/job-portal/talents/search";
const T = (n: number) => `7a1e0000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
const hoursAgo = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) - hours * 3_600_000);
const job = (company: string, current = true) => ({ company, title: "Staff", companyType: null, startDate: "2020-01", endDate: current ? null : "2021-01", description: null });
const school = (name: string) => ({ school: name, degree: null, major: null, startYear: null, endYear: null, gpa: null });

type TalentRow = typeof talents.$inferInsert;
const base = (n: number): TalentRow => ({ id: T(n), email: `talent-search-${n}@example.test`, name: `Talent ${n}`, source: "seed", visibility: "discoverable", jobSeekingStatus: "activelyLooking" });

const KNOWN: TalentRow[] = [
  {
    ...base(1), name: "Ani Wijaya", headline: "Backend Engineer", skills: ["Go", "PostgreSQL"], university: "Universitas Indonesia", education: [school("Universitas Indonesia")],
    experiences: [job("Pay Nusantara")], experienceLevel: 7, gender: "female", schoolType: "topReputation", traits: ["ambitious"], rank: "top1", companyTypes: ["tech"],
    gpa: 3.8, toeflScore: 600, birthDate: "1990-01-01", expectedSalary: 20_000_000, lastActiveAt: hoursAgo(1),
  },
  {
    ...base(2), name: "Budi Hartono", headline: "Product Designer", skills: ["Figma"], university: "Telkom University", education: [school("Telkom University"), school("SMA Negeri 3 Bandung")],
    experiences: [job("Kopi Senja Group")], experienceLevel: 0, gender: "male", schoolType: "local", traits: [], rank: "top25", companyTypes: ["medium"], jobSeekingStatus: "openOpportunity",
    gpa: 3.8, toeflScore: null, birthDate: "2001-05-05", expectedSalary: null, lastActiveAt: hoursAgo(2),
  },
  {
    ...base(3), name: "Citra Lestari", headline: null, skills: ["SQL", "Metabase"], university: "Monash University", education: [school("Monash University")],
    experiences: [job("Bank Nusantara Sejahtera")], experienceLevel: 5, gender: "female", schoolType: "international", traits: ["strongLeadership"], rank: "top5", companyTypes: ["corporate", "multinational"],
    gpa: null, toeflScore: 550, birthDate: null, expectedSalary: 12_000_000, lastActiveAt: hoursAgo(3),
  },
  // Nothing but a name and a few numbers: every sort puts its empty facts last.
  { ...base(4), name: "Dedi Go", headline: "Data Analyst", jobSeekingStatus: "openOpportunity", gpa: 3.2, toeflScore: 550, birthDate: "1995-03-03", expectedSalary: 12_000_000, lastActiveAt: hoursAgo(3) },
  // Never found by Demo Company: hidden from it, private, not looking, closed to offers.
  { ...base(5), name: "Eko Hidden", skills: ["Go"], lastActiveAt: hoursAgo(0) },
  { ...base(6), name: "Fani Private", skills: ["Go"], visibility: "private", lastActiveAt: hoursAgo(0) },
  { ...base(7), name: "Gani Resting", skills: ["Go"], jobSeekingStatus: "notActivelyLooking", lastActiveAt: hoursAgo(0) },
  { ...base(8), name: "Hani Closed", skills: ["Go"], jobSeekingStatus: "closedOpportunity", lastActiveAt: hoursAgo(0) },
  {
    ...base(9), name: "Gita Maharani", headline: "Marketing student", skills: ["Copywriting"], university: "Universitas Brawijaya", education: [school("Universitas Brawijaya")],
    experiences: [job("Kreasi Iklan Agency", false)], experienceLevel: 4, gender: "female", schoolType: "local", traits: ["ambitious", "strongLeadership"], rank: "others", companyTypes: ["agency"],
    gpa: 3.5, toeflScore: 480, birthDate: "2003-07-07", expectedSalary: 5_000_000, lastActiveAt: hoursAgo(0.5),
  },
  {
    ...base(10), name: "Hadi Pranoto", headline: "Front Office Supervisor", skills: ["Hospitality"], university: "Universitas Airlangga", education: [school("Universitas Airlangga")],
    experiences: [job("Hotel Cahaya Surabaya")], experienceLevel: 8, gender: "male", schoolType: "topReputation", traits: [], rank: "top10", companyTypes: ["gov"], jobSeekingStatus: "openOpportunity",
    gpa: 2.9, toeflScore: 620, birthDate: "1985-12-12", expectedSalary: 9_000_000, lastActiveAt: hoursAgo(5),
  },
];

let owner: string;
beforeAll(async () => {
  const { db } = ctx.database;
  await db.execute(sql`update talents set visibility = 'private'`);
  await db.insert(talents).values(KNOWN);
  await db.insert(talentHiddenCompanies).values({ talentId: T(5), companyId: demoIds.demoCompany });
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

async function search(query: Record<string, string | number | string[]>, token = owner) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, String(item));
  return requestJson(ctx.app, "GET", `${SEARCH}?${params}`, { token });
}
async function ids(query: Record<string, string | number | string[]>): Promise<string[]> {
  const response = await search({ limit: 50, ...query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  talentPageSchema.parse(response.body.result);
  return response.body.result.docs.map((card: { id: string }) => card.id);
}
const all = (...numbers: number[]) => numbers.map(T);

describe("text search", () => {
  it.each([
    ["a name", "ani wij", [1]],
    ["a headline", "DATA analyst", [4]],
    ["a skill", "figma", [2]],
    ["a school of the education", "sma negeri", [2]],
    ["the university", "monash", [3]],
    ["a company worked at", "pay nusantara", [1]],
    ["a skill or a name, never a hidden, private or resting talent", "go", [1, 4]],
    ["nothing across two fields", "engineer pay", []],
    ["% and _ literally", "100%", []],
    ["a quote (checked field by field)", 'Ani "', []],
  ])("matches %s", async (_label, q, expected) => {
    expect(await ids({ q: q as string })).toEqual(all(...(expected as number[])));
  });
});

describe("filters", () => {
  it.each([
    ["yearsOfExperience 5+", { yearsOfExperience: "5+" }, [1]],
    ["yearsOfExperience FG", { yearsOfExperience: "FG" }, [2]],
    ["yearsOfExperience 1-3", { yearsOfExperience: "1-3" }, [3]],
    ["yearsOfExperience FY", { yearsOfExperience: "FY" }, [9]],
    ["yearsOfExperience Others", { yearsOfExperience: "Others" }, [10]],
    ["yearsOfExperience NFY", { yearsOfExperience: "NFY" }, []],
    ["yearsOfExperience FG or 5+", { yearsOfExperience: ["FG", "5+"] }, [1, 2]],
    ["gender female", { gender: "female" }, [9, 1, 3]],
    ["gender male", { gender: "male" }, [2, 10]],
    ["schoolType topReputation", { schoolType: "topReputation" }, [1, 10]],
    ["schoolType international", { schoolType: "international" }, [3]],
    ["schoolType local", { schoolType: "local" }, [9, 2]],
    ["traits ambitious", { traits: "ambitious" }, [9, 1]],
    ["traits strongLeadership", { traits: "strongLeadership" }, [9, 3]],
    ["rank top1", { rank: "top1" }, [1]],
    ["rank top5 or top10", { rank: ["top5", "top10"] }, [3, 10]],
    ["companyTypes tech", { companyTypes: "tech" }, [1]],
    ["companyTypes corporate or gov", { companyTypes: ["corporate", "gov"] }, [3, 10]],
    ["jobSeekingStatus openOpportunity", { jobSeekingStatus: "openOpportunity" }, [2, 4, 10]],
    ["jobSeekingStatus notActivelyLooking (never discoverable)", { jobSeekingStatus: "notActivelyLooking" }, []],
    ["two filters together", { gender: "female", traits: "ambitious" }, [9, 1]],
    ["text, filters and a sort", { q: "a", gender: "female", sortParam: "IPK", sortDir: "asc" }, [9, 1, 3]],
  ])("%s", async (_label, query, expected) => {
    expect(await ids(query as Record<string, string | string[]>)).toEqual(all(...(expected as number[])));
  });

  it("refuses an unknown filter value with a 422 naming the field", async () => {
    const response = await search({ rank: "top2" });
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("rank");
  });
});

// The six discoverable talents in each sort's order: nulls last, ties by id in the key's direction.
const SORTED: Record<string, { desc: number[]; asc: number[] }> = {
  lastActive: { desc: [9, 1, 2, 4, 3, 10], asc: [10, 3, 4, 2, 1, 9] },
  yearsOfExperience: { desc: [1, 3, 2, 9, 10, 4], asc: [10, 9, 2, 3, 1, 4] },
  salary: { desc: [1, 4, 3, 10, 9, 2], asc: [9, 10, 3, 4, 1, 2] },
  IPK: { desc: [2, 1, 9, 4, 10, 3], asc: [10, 4, 9, 1, 2, 3] },
  TOEFL: { desc: [10, 1, 4, 3, 9, 2], asc: [9, 3, 4, 1, 10, 2] },
  // Age: descending is the oldest first.
  BIRTHDATE: { desc: [10, 1, 4, 2, 9, 3], asc: [9, 2, 4, 1, 10, 3] },
};
const SORT_CASES = Object.entries(SORTED).flatMap(([sortParam, order]) => (["desc", "asc"] as const).map((sortDir) => [sortParam, sortDir, order[sortDir]] as const));

describe("sorts", () => {
  it.each(SORT_CASES)("%s %s", async (sortParam, sortDir, expected) => {
    expect(await ids({ sortParam, sortDir })).toEqual(all(...expected));
  });

  it("sorts by last activity, newest first, by default", async () => {
    expect(await ids({})).toEqual(all(...SORTED.lastActive!.desc));
  });
});

describe("keyset paging", () => {
  it.each(SORT_CASES)("%s %s: pages of two, no gaps, no repeats", async (sortParam, sortDir, expected) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const response = await search({ sortParam, sortDir, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      seen.push(...response.body.result.docs.map((card: { id: string }) => card.id));
      cursor = response.body.result.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(all(...expected));
  });

  it("answers pages of 10 by default (spec 9)", async () => {
    const { db } = ctx.database;
    await db.insert(talents).values(Array.from({ length: 11 }, (_, index) => ({ ...base(60 + index), name: `Filler ${index}`, lastActiveAt: hoursAgo(100) })));
    const first = await search({ q: "filler" });
    expect(first.body.result.docs).toHaveLength(10);
    const second = await search({ q: "filler", cursor: first.body.result.nextCursor });
    expect(second.body.result.docs).toHaveLength(1);
    expect(second.body.result.nextCursor).toBeNull();
    await db.execute(sql`delete from talents where name like 'Filler %'`);
  });

  it("refuses a cursor of another sort, an edited one, or none at all with a 422 on cursor", async () => {
    const first = await search({ sortParam: "IPK", limit: 1 });
    const cursor = first.body.result.nextCursor as string;
    const decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const forged = Buffer.from(JSON.stringify({ ...decoded, k: "3.8; drop table talents" })).toString("base64url");
    const queries: Record<string, string>[] = [{ sortParam: "TOEFL", cursor }, { sortParam: "IPK", sortDir: "asc", cursor }, { sortParam: "IPK", cursor: forged }, { cursor: "bm9wZQ" }];
    for (const query of queries) {
      const response = await search(query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body.data.errors[0].field).toBe("cursor");
    }
  });
});

describe("the plan for rare filter combinations", () => {
  // When walking a sort index takes too long, the service asks again ordering by an expression no
  // index holds: the same rows must come back, in the same order, from any cursor.
  it.each(SORT_CASES)("%s %s: the same page either way, after a cursor too", async (sortParam, sortDir) => {
    const { sortParam: param, sortDir: dir, ...filter } = talentFilterSchema.parse({ sortParam, sortDir, gender: ["female", "male"] });
    const sort = talentSortOf({ sortParam: param, sortDir: dir });
    const both = async (position: { key: string | null; id: string } | null) => {
      const params = { filter, sort, position, limit: 3 };
      const walk = await discoverableTalentsQuery(ctx.database.db, demoIds.demoCompany, params, "walk");
      const fromFilters = await discoverableTalentsQuery(ctx.database.db, demoIds.demoCompany, params, "fromFilters");
      expect(fromFilters.map((row) => row.id)).toEqual(walk.map((row) => row.id));
      return walk;
    };
    const first = await both(null);
    expect(first).toHaveLength(4);
    const cursor = (await search({ sortParam, sortDir, gender: ["female", "male"], limit: 2 })).body.result.nextCursor as string;
    await both(decodeTalentCursor(sort, cursor));
  });
});

describe("the statement timeout of a filtered search", () => {
  /** The database, except that its transactions fail as PostgreSQL does when statement_timeout fires (PGlite has no timer). */
  const failingTransactions = (error: unknown) =>
    new Proxy(ctx.database.db, {
      get: (target, property) =>
        property === "transaction"
          ? async () => {
              throw error;
            }
          : Reflect.get(target, property),
    });
  const params = () => {
    const { sortParam, sortDir, ...filter } = talentFilterSchema.parse({ gender: ["female"], sortParam: "IPK", sortDir: "asc" });
    return { filter, sort: talentSortOf({ sortParam, sortDir }), position: null, limit: 10 };
  };

  it("asks again through the filters' indexes when the walk times out", async () => {
    const timedOut = Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }) });
    const rows = await selectDiscoverableTalents(failingTransactions(timedOut), demoIds.demoCompany, params());
    expect(rows.map((row) => row.id)).toEqual(all(9, 1, 3));
  });

  it("lets any other failure through", async () => {
    const broken = Object.assign(new Error("connection lost"), { code: "08006" });
    await expect(selectDiscoverableTalents(failingTransactions(broken), demoIds.demoCompany, params())).rejects.toThrow("connection lost");
  });
});

describe("cards", () => {
  it("show the current position and the company's relation, never contact details", async () => {
    const response = await search({ q: "ani wijaya" });
    const [card] = response.body.result.docs;
    expect(card).toMatchObject({ id: T(1), headline: "Backend Engineer", currentPosition: { title: "Staff", company: "Pay Nusantara" }, unlocked: false, inDatabase: false, recommendation: null });
    expect(card).not.toHaveProperty("email");
    expect(card).not.toHaveProperty("phone");
  });
});

describe("who may search", () => {
  it("finds talents hidden from Demo Company for another company", async () => {
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const response = await search({ q: "eko hidden" }, other);
    expect(response.body.result.docs.map((card: { id: string }) => card.id)).toEqual([T(5)]);
  });

  it.each([
    ["manage", 200],
    ["view", 200],
    ["denied", 403],
    [null, 403],
  ] as const)("a member with talentHunt %s answers %i", async (action, status) => {
    await setMemberPermissions(ctx.database.db, action ? [{ resource: "talentHunt", action: action as PermissionAction }] : []);
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    const response = await search({}, member);
    expect(response.status).toBe(status);
    if (status === 403) expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentHunt" } });
  });

  it("needs a session", async () => {
    const response = await requestJson(ctx.app, "GET", SEARCH);
    expect(response.status).toBe(401);
  });
});
