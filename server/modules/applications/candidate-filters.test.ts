import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { setFlag } from "@/server/modules/feature-flags/feature-flags-service";
import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import { SORT_DIRECTIONS, SORT_PARAMS, type CompanyType, type Rank, type SchoolType, type SortDirection, type SortParam, type Trait } from "@/server/modules/pipeline/pipeline-contract";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { addApplicant } from "./add-applicant";
import { candidateDetailSchema, candidateListSchema, type Candidate, type CandidateList } from "./applications-schemas";
import { encodeCandidateCursor } from "./candidate-filter-sql";
import { ageOn } from "./candidate-rows";

const ctx = useTestApp();

/** One applicant of the test job: every fact the filters and sorts read, with ties and nulls on purpose. */
type Person = {
  id: string;
  name: string;
  email: string;
  stepKey: string;
  status: ApplicationStatus;
  source: "applicant" | "import" | "recommendation";
  /** Microseconds since the epoch, so ties and sub-millisecond gaps are exact. */
  appliedAt: bigint;
  level: number | null;
  university: string | null;
  major: string | null;
  skills: string[];
  gender: "male" | "female" | null;
  birthDate: string | null;
  schoolType: SchoolType | null;
  traits: Trait[];
  rank: Rank | null;
  companyTypes: CompanyType[];
  expectedSalary: number | null;
  toeflScore: number | null;
  gpa: number | null;
  deadlineAt: bigint | null;
  submittedAt: bigint | null;
  aiScore: number | null;
};

const BASE_US = BigInt(Date.parse("2026-03-01T08:00:00.000Z")) * 1000n;
const MINUTE_US = 60_000_000n;
const HOUR_US = 60n * MINUTE_US;
const usToIso = (us: bigint) => {
  const ms = us / 1000n;
  const micro = Number(us % 1_000_000n);
  return `${new Date(Number(ms)).toISOString().slice(0, 19)}.${String(micro).padStart(6, "0")}Z`;
};

const NAMES = [
  "Andi Pratama",
  "Budi Hartono",
  "Citra Lestari",
  "Dewi_Kusuma 50%",
  "Eko Nugroho",
  "Fajar Siddiq",
  "Gita Maharani",
  "Hendra Wijaya",
  "Indah Permata",
  "Joko Susilo",
  "Kartika Sari",
  "Lukas Tan",
  "Maya Anggraini",
  "Nadia Putri",
];

let job: Awaited<ReturnType<typeof insertJob>>;
let smallJob: Awaited<ReturnType<typeof insertJob>>;
let techTestKey: string;
let customKey: string;
let people: Person[] = [];
let owner: string;
let member: string;
let otherOwner: string;

function profileOf(index: number): Omit<Person, "id" | "name" | "email"> {
  const stepAndStatus = (): [string, ApplicationStatus] => {
    if (index <= 7) return ["notProcessed", index === 1 ? "review" : "notProcessed"];
    if (index <= 9) return ["accepted", "accepted"];
    if (index === 10) return ["rejected", "rejected"];
    if (index <= 12) return [techTestKey, "techTestSent"];
    return [customKey, "custom"];
  };
  const [stepKey, status] = stepAndStatus();
  const at = (list: (number | null)[]) => list[index] ?? null;
  const deadlines: Record<number, bigint> = { 2: 1n, 3: 2n, 4: 1n, 7: 3n, 8: 2n, 11: 5n };
  const submissions: Record<number, bigint> = { 3: 1n, 7: 2n, 11: 1n };
  return {
    stepKey,
    status,
    source: index % 5 === 0 ? "recommendation" : index % 5 === 1 ? "import" : "applicant",
    appliedAt: BASE_US + BigInt([0, 0, 5, 10, 10, 15, 20, 25, 30, 35, 40, 40, 45, 50][index]!) * MINUTE_US,
    level: at([0, 1, 2, 3, 4, 5, 6, 7, 8, null, 5, 0, 7, 6]),
    university: [`Universitas Indonesia`, `Institut Teknologi Bandung`, null][index % 3] ?? null,
    major: [`Computer Science`, `Accounting`, `Electrical Engineering`, null][index % 4] ?? null,
    skills: index === 4 ? ["PostgreSQL", "Kubernetes", 'R&D "lab" \\ notes'] : index % 2 === 0 ? ["React", "TypeScript"] : [],
    gender: (["male", "female", null] as const)[index % 3]!,
    birthDate: (["1990-05-01", "1995-02-10", null, "1990-05-01", "2000-12-31", "1998-07-07", null, "1985-01-01", "1995-02-10", "2001-03-03", null, "1993-09-09", "1999-11-11", "1990-05-01"] as const)[index]!,
    schoolType: (["local", "international", "topReputation", null] as const)[index % 4]!,
    traits: ([[], ["ambitious"], ["strongLeadership"], ["ambitious", "strongLeadership"]] as Trait[][])[index % 4]!,
    rank: (["top1", "top5", "top10", "top25", "others", null] as const)[index % 6]!,
    companyTypes: ([["tech"], ["corporate", "gov"], []] as CompanyType[][])[index % 3]!,
    expectedSalary: at([8e6, null, 12e6, 8e6, 15e6, null, 9.5e6, 12e6, null, 20e6, 8e6, 7e6, null, 11e6]),
    toeflScore: at([550, 600, null, 550, 480, null, 610, 600, null, 520, 550, null, 577, 630]),
    gpa: at([3.5, 3.75, null, 3.5, 2.9, 4, null, 3.5, 3.1, null, 3.75, 3.33, 2.5, null]),
    // Deadlines 1 and 2 hours out are shared by two applicants each; one is 1 µs later than its twin.
    deadlineAt: deadlines[index] !== undefined ? BASE_US + deadlines[index]! * HOUR_US + (index === 4 ? 1n : 0n) : null,
    submittedAt: submissions[index] !== undefined ? BASE_US + submissions[index]! * HOUR_US : null,
    aiScore: at([80, null, 55, 80, 92, null, 10, 55, null, 70, 80, 0, null, 99]),
  };
}

async function addPeople(target: typeof job, count: number, emailPrefix: string): Promise<Person[]> {
  const db = ctx.database.db;
  const added: Person[] = [];
  for (let index = 0; index < count; index += 1) {
    const profile = profileOf(index);
    const name = NAMES[index]!;
    const email = `${emailPrefix}${index}@example.test`;
    const result = await addApplicant(
      db,
      target,
      { name, email, experienceLevel: profile.level, university: profile.university, major: profile.major, gpa: profile.gpa, skills: profile.skills },
      { source: profile.source, appliedAt: new Date(Number(profile.appliedAt / 1000n)) },
    );
    if (result.outcome !== "created") throw new Error("not created");
    await db
      .update(talents)
      .set({
        gender: profile.gender,
        birthDate: profile.birthDate,
        schoolType: profile.schoolType,
        traits: profile.traits,
        rank: profile.rank,
        companyTypes: profile.companyTypes,
        expectedSalary: profile.expectedSalary,
        toeflScore: profile.toeflScore,
      })
      .where(eq(talents.id, result.talentId));
    await db.execute(sql`
      update job_applications set
        recruitment_step_id = ${target.stepIds[profile.stepKey]!}::uuid,
        status = ${profile.status},
        tech_test_status = ${profile.deadlineAt === null ? null : profile.submittedAt === null ? "waitSubmit" : "submitted"},
        tech_test_deadline_at = ${profile.deadlineAt === null ? null : usToIso(profile.deadlineAt)}::timestamptz,
        tech_test_submitted_at = ${profile.submittedAt === null ? null : usToIso(profile.submittedAt)}::timestamptz,
        ai_score = ${profile.aiScore}
      where id = ${result.applicationId}::uuid`);
    added.push({ ...profile, id: result.applicationId, name, email });
  }
  return added;
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const db = ctx.database.db;
  job = await insertJob(db, { role: "Filter Engineer" }, { extraSteps: [{ type: "techTest", name: "Case Study" }, { type: "custom", name: "HR Interview" }] });
  smallJob = await insertJob(db, { role: "Tiny Job" }, { extraSteps: [{ type: "techTest", name: "Case Study" }, { type: "custom", name: "HR Interview" }] });
  techTestKey = Object.keys(job.stepIds).find((key) => key.startsWith("techTest-"))!;
  customKey = Object.keys(job.stepIds).find((key) => key.startsWith("custom-"))!;
  people = await addPeople(job, NAMES.length, "filter");
  // The last applicant's level is known only from their talent profile.
  const last = people.at(-1)!;
  await db.update(jobApplications).set({ experienceLevel: null }).where(eq(jobApplications.id, last.id));
  const [lastApplication] = await db.select({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.id, last.id));
  await db.update(talents).set({ experienceLevel: 6 }).where(eq(talents.id, lastApplication!.talentId));
  last.level = 6;
});

afterAll(async () => {
  await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: false, companyId: demoIds.demoCompany });
});

// -------------------------------------------------------------------------------------------
// The reference: what the API must answer, computed here from the facts above.

const EXPERIENCE_RANK: Record<number, number> = { 8: 0, 1: 1, 2: 2, 3: 3, 4: 4, 0: 5, 5: 6, 6: 7, 7: 8 };

function sortValue(person: Person, param: SortParam): bigint | number | string | null {
  switch (param) {
    case "applicationDate":
      return person.appliedAt;
    case "submissionDate":
      return person.submittedAt;
    case "deadline":
      return person.deadlineAt;
    case "yearsOfExperience":
      return person.level === null ? null : EXPERIENCE_RANK[person.level]!;
    case "salary":
      return person.expectedSalary;
    case "gpa":
      return person.gpa;
    case "toefl":
      return person.toeflScore;
    case "age":
      return person.birthDate;
    case "aiScore":
      return person.aiScore;
  }
}

/** Nulls last; age orders birth dates the other way; ties by id in the key's direction. */
function referenceOrder(list: Person[], param: SortParam, dir: SortDirection): string[] {
  const keyDir = param === "age" ? (dir === "asc" ? "desc" : "asc") : dir;
  const sign = keyDir === "asc" ? 1 : -1;
  const compare = (a: Person, b: Person) => {
    const [ka, kb] = [sortValue(a, param), sortValue(b, param)];
    if (ka === null && kb !== null) return 1;
    if (kb === null && ka !== null) return -1;
    const byKey = ka === null || kb === null || ka === kb ? 0 : ka < kb ? -1 : 1;
    if (byKey !== 0) return sign * byKey;
    return sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
  return [...list].sort(compare).map((person) => person.id);
}

type Query = Record<string, string | string[] | number | undefined>;
const toSearch = (query: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
};

const listPath = (jobId: string, query: Query = {}) => `/api/v1/job-portal/job/${jobId}/candidates${toSearch(query)}`;
const list = (token: string, jobId: string, query: Query = {}) => requestJson(ctx.app, "GET", listPath(jobId, query), { token });

async function listPage(query: Query, jobId = job.id): Promise<CandidateList> {
  const response = await list(owner, jobId, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return candidateListSchema.parse(response.body.result);
}

/** Every page of a query, asserting each page's size and the cursor chain. */
async function listAll(query: Query, limit: number): Promise<{ ids: string[]; docs: Candidate[]; first: CandidateList }> {
  const docs: Candidate[] = [];
  let cursor: string | undefined;
  let first: CandidateList | undefined;
  for (let pages = 0; pages < 50; pages += 1) {
    const page = await listPage({ ...query, limit, cursor });
    first ??= page;
    docs.push(...page.docs);
    if (!page.nextCursor) {
      expect(page.docs.length).toBeLessThanOrEqual(limit);
      return { ids: docs.map((doc) => doc.id), docs, first };
    }
    expect(page.docs).toHaveLength(limit);
    cursor = page.nextCursor;
  }
  throw new Error("too many pages");
}

describe("sorts with keyset paging", () => {
  it("pages every sort in both directions in the reference order: nulls last, ties by id, no repeats or gaps", async () => {
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: true, companyId: demoIds.demoCompany });
    for (const sortParam of SORT_PARAMS) {
      for (const sortDir of SORT_DIRECTIONS) {
        const expected = referenceOrder(people, sortParam, sortDir);
        for (const limit of [1, 3, 100]) {
          const { ids, first } = await listAll({ sortParam, sortDir }, limit);
          expect(ids, `${sortParam} ${sortDir} by ${limit}`).toEqual(expected);
          expect(first.total).toBe(people.length);
        }
      }
    }
  });

  it("sorts by default newest application first", async () => {
    expect((await listAll({}, 4)).ids).toEqual(referenceOrder(people, "applicationDate", "desc"));
  });

  it("pages within a step and under a filter for every sort", async () => {
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: true, companyId: demoIds.demoCompany });
    const inScreening = people.filter((person) => person.stepKey === "notProcessed" && person.gender !== null);
    for (const sortParam of SORT_PARAMS) {
      for (const sortDir of SORT_DIRECTIONS) {
        const { ids, first } = await listAll({ recruitmentStepId: "notProcessed", gender: ["male", "female"], sortParam, sortDir }, 2);
        expect(ids, `${sortParam} ${sortDir}`).toEqual(referenceOrder(inScreening, sortParam, sortDir));
        expect(first.total).toBe(inScreening.length);
      }
    }
  });

  it("answers the AI score and its sort only while the analyzer flag is on", async () => {
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: true, companyId: demoIds.demoCompany });
    const on = await listPage({ limit: 100 });
    expect(on.docs.map((doc) => doc.aiScore)).toEqual(referenceOrder(people, "applicationDate", "desc").map((id) => people.find((person) => person.id === id)!.aiScore));
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: false, companyId: demoIds.demoCompany });
    const off = await listPage({ limit: 100 });
    expect(off.docs.every((doc) => doc.aiScore === null)).toBe(true);
    const refused = await list(owner, job.id, { sortParam: "aiScore" });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors[0].field).toBe("sortParam");
    const detail = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates/${people[0]!.id}?sortParam=aiScore`, { token: owner });
    expect(detail.status).toBe(422);
    expect(detail.body.data.errors[0].field).toBe("sortParam");
  });
});

describe("cursors", () => {
  const firstCursor = async (query: Query) => (await listPage({ ...query, limit: 2 })).nextCursor!;

  it("refuses a cursor that was edited, is of another sort or direction, or is not one at all with a 422 on cursor", async () => {
    const cursor = await firstCursor({ sortParam: "gpa" });
    const decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Record<string, unknown>;
    const forge = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...decoded, ...changes }), "utf8").toString("base64url");
    const attempts: [string, Query][] = [
      ["another sort", { sortParam: "toefl", cursor }],
      ["another direction", { sortParam: "gpa", sortDir: "asc", cursor }],
      ["not base64 JSON", { sortParam: "gpa", cursor: "bm9wZQ" }],
      ["a key that is not a number", { sortParam: "gpa", cursor: forge({ k: "3.5; drop table talents" }) }],
      ["a key of the wrong kind", { sortParam: "gpa", cursor: forge({ k: 3.5 }) }],
      ["an id that is not a uuid", { sortParam: "gpa", cursor: forge({ i: "1 or 1=1" }) }],
      ["a timestamp that is not one", { cursor: Buffer.from(JSON.stringify({ s: "applicationDate", d: "desc", k: "2026-13-45T99:00:00.000000Z", i: randomUUID() })).toString("base64url") }],
      ["a null on a sort that has none", { cursor: Buffer.from(JSON.stringify({ s: "applicationDate", d: "desc", k: null, i: randomUUID() })).toString("base64url") }],
      ["too long", { cursor: "a".repeat(500) }],
      ["an array", { cursor: Buffer.from("[1,2]").toString("base64url") }],
    ];
    for (const [label, query] of attempts) {
      const response = await list(owner, job.id, query);
      expect(response.status, label).toBe(422);
      expect(response.body.data.errors[0].field, label).toBe("cursor");
    }
  });

  it("continues after a cursor whose key is null (rows without a value come last, by id)", async () => {
    const withoutGpa = people.filter((person) => person.gpa === null).map((person) => person.id).sort().reverse();
    const cursor = encodeCandidateCursor({ param: "gpa", dir: "desc" }, { key: null, id: withoutGpa[0]! });
    const page = await listPage({ sortParam: "gpa", cursor, limit: 100 });
    expect(page.docs.map((doc) => doc.id)).toEqual(withoutGpa.slice(1));
  });
});

describe("filters", () => {
  const cases: [string, Query, (person: Person) => boolean][] = [
    ["one status", { status: "review" }, (p) => p.status === "review"],
    ["statuses", { status: ["accepted", "rejected"] }, (p) => p.status === "accepted" || p.status === "rejected"],
    ["FG", { yearsOfExperience: "FG" }, (p) => p.level === 0],
    ["NFY covers college years 1-3", { yearsOfExperience: "NFY" }, (p) => p.level !== null && [1, 2, 3].includes(p.level)],
    ["FY and 5+", { yearsOfExperience: ["FY", "5+"] }, (p) => p.level === 4 || p.level === 7],
    ["4-5 reads the talent's level when the application has none", { yearsOfExperience: "4-5" }, (p) => p.level === 6],
    ["1-3 and Others", { yearsOfExperience: ["1-3", "Others"] }, (p) => p.level === 5 || p.level === 8],
    ["gender", { gender: "female" }, (p) => p.gender === "female"],
    ["both genders leave out the unknown", { gender: ["male", "female"] }, (p) => p.gender !== null],
    ["school type", { schoolType: ["topReputation", "international"] }, (p) => p.schoolType === "topReputation" || p.schoolType === "international"],
    ["a trait", { traits: "ambitious" }, (p) => p.traits.includes("ambitious")],
    ["any of the traits", { traits: ["ambitious", "strongLeadership"] }, (p) => p.traits.length > 0],
    ["source applicant covers imports", { source: "applicant" }, (p) => p.source !== "recommendation"],
    ["source recommendation", { source: "recommendation" }, (p) => p.source === "recommendation"],
    ["rank", { rank: ["top1", "others"] }, (p) => p.rank === "top1" || p.rank === "others"],
    ["company types, any of them", { companyTypes: ["gov", "tech"] }, (p) => p.companyTypes.includes("gov") || p.companyTypes.includes("tech")],
    ["filters together", { gender: "male", source: "applicant", traits: "strongLeadership" }, (p) => p.gender === "male" && p.source !== "recommendation" && p.traits.includes("strongLeadership")],
    ["q on the name, case aside and trimmed", { q: "  andi PRATAMA " }, (p) => p.name === "Andi Pratama"],
    ["q on the email", { q: "FILTER1@EXAMPLE" }, (p) => p.email === "filter1@example.test"],
    ["q on the university", { q: "teknologi" }, (p) => p.university === "Institut Teknologi Bandung"],
    ["q on the major", { q: "accounting" }, (p) => p.major === "Accounting"],
    ["q on a skill", { q: "kubernetes" }, (p) => p.skills.includes("Kubernetes")],
    ["q on a skill with characters JSON escapes", { q: 'd "LAB" \\' }, (p) => p.skills.some((skill) => skill.includes('"lab" \\'))],
    ["q never matches across two skills", { q: 'Kubernetes", "R' }, () => false],
    ["q takes % and _ literally", { q: "50%" }, (p) => p.name.includes("50%")],
    ["q underscore", { q: "i_k" }, (p) => p.name.toLowerCase().includes("i_k")],
    // Unescaped, these would match "Fajar" and most names.
    ["q takes _ literally", { q: "a_a" }, () => false],
    ["q takes % literally", { q: "a%a" }, () => false],
    ["q matching nobody", { q: "zzz-nobody" }, () => false],
  ];

  it.each(cases)("%s", async (_label, query, matches) => {
    const expected = people.filter(matches);
    const { ids, first } = await listAll(query, 5);
    expect(new Set(ids)).toEqual(new Set(expected.map((person) => person.id)));
    expect(ids).toEqual(referenceOrder(expected, "applicationDate", "desc"));
    expect(first.total).toBe(expected.length);
    // Each step: how many match, and how many it holds.
    expect(first.steps.map((step) => [step.id, step.applicantCount, step.totalCount])).toEqual(
      ["notProcessed", "accepted", "rejected", techTestKey, customKey].map((key) => [
        key,
        expected.filter((person) => person.stepKey === key).length,
        people.filter((person) => person.stepKey === key).length,
      ]),
    );
  });

  it("answers the total of the step asked, and counts of every step whatever the step asked", async () => {
    const query = { gender: "male", recruitmentStepId: "notProcessed" };
    const result = await listPage(query);
    const male = people.filter((person) => person.gender === "male");
    expect(result.total).toBe(male.filter((person) => person.stepKey === "notProcessed").length);
    expect(result.docs.every((doc) => doc.recruitmentStepId === "notProcessed")).toBe(true);
    expect(result.steps).toEqual([
      { id: "notProcessed", name: "CV Screening", type: "notProcessed", action: "none", applicantCount: male.filter((p) => p.stepKey === "notProcessed").length, totalCount: 8 },
      { id: "accepted", name: "CV Shortlisted", type: "accepted", action: "none", applicantCount: male.filter((p) => p.stepKey === "accepted").length, totalCount: 2 },
      { id: "rejected", name: "Rejected", type: "rejected", action: "none", applicantCount: male.filter((p) => p.stepKey === "rejected").length, totalCount: 1 },
      { id: techTestKey, name: "Case Study", type: "techTest", action: "none", applicantCount: male.filter((p) => p.stepKey === techTestKey).length, totalCount: 2 },
      { id: customKey, name: "HR Interview", type: "custom", action: "none", applicantCount: male.filter((p) => p.stepKey === customKey).length, totalCount: 1 },
    ]);
  });

  it("answers every candidate fact of the contract", async () => {
    const person = people[3]!;
    const result = await listPage({ q: person.name });
    expect(result.docs).toHaveLength(1);
    expect(result.docs[0]).toEqual({
      id: person.id,
      name: "Dewi_Kusuma 50%",
      email: "filter3@example.test",
      phone: null,
      status: "notProcessed",
      source: "applicant",
      appliedAt: usToIso(person.appliedAt).replace(/\d{3}Z$/, "Z"),
      statusChangedAt: expect.any(String),
      recruitmentStepId: "notProcessed",
      hasCv: false,
      portfolioUrl: null,
      experienceLevel: 3,
      experienceLevelLabel: "College Year 3",
      university: "Universitas Indonesia",
      major: null,
      gpa: 3.5,
      gender: "male",
      age: ageOn("1990-05-01", new Date()),
      schoolType: null,
      traits: ["ambitious", "strongLeadership"],
      rank: "top25",
      companyTypes: ["tech"],
      expectedSalary: 8_000_000,
      toeflScore: 550,
      techTestStatus: "submitted",
      techTestDeadlineAt: usToIso(person.deadlineAt!).replace(/\d{3}Z$/, "Z"),
      techTestSubmittedAt: usToIso(person.submittedAt!).replace(/\d{3}Z$/, "Z"),
      aiScore: null,
    });
  });

  it("refuses bad filter values with a 422 naming the field", async () => {
    const attempts: [Query, string][] = [
      [{ status: ["accepted", "nope"] }, "status"],
      [{ yearsOfExperience: "10+" }, "yearsOfExperience"],
      [{ gender: "other" }, "gender"],
      [{ schoolType: "public" }, "schoolType"],
      [{ traits: "lazy" }, "traits"],
      [{ source: "import" }, "source"],
      [{ rank: "top50" }, "rank"],
      [{ companyTypes: "startup" }, "companyTypes"],
      [{ sortParam: "name" }, "sortParam"],
      [{ sortDir: "up" }, "sortDir"],
      [{ q: "x".repeat(101) }, "q"],
      [{ q: ["a", "b"] }, "q"],
      [{ recruitmentStepId: "custom-nope" }, "recruitmentStepId"],
      [{ limit: 0 }, "limit"],
    ];
    for (const [query, field] of attempts) {
      const response = await list(owner, job.id, query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body.code).toBe("VALIDATION_FAILED");
      expect(response.body.data.errors.map((error: { field: string }) => error.field), JSON.stringify(query)).toEqual([field]);
    }
  });
});

describe("GET …/candidates/{applicationId} under a filter and sort", () => {
  const detailPath = (applicationId: string, query: Query = {}) => `/api/v1/job-portal/job/${job.id}/candidates/${applicationId}${toSearch(query)}`;
  const detail = async (applicationId: string, query: Query = {}, token = owner) => {
    const response = await requestJson(ctx.app, "GET", detailPath(applicationId, query), { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return candidateDetailSchema.parse(response.body.result);
  };

  it("links each applicant to the previous and next of the list of the same filter and sort", async () => {
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: true, companyId: demoIds.demoCompany });
    const queries: Query[] = [
      {},
      { sortParam: "gpa", sortDir: "asc" },
      { recruitmentStepId: "notProcessed", sortParam: "age" },
      { gender: ["male", "female"], sortParam: "deadline", sortDir: "desc" },
      { source: "applicant", sortParam: "aiScore" },
      { q: "universitas", sortParam: "yearsOfExperience", sortDir: "asc" },
    ];
    for (const query of queries) {
      const { ids } = await listAll(query, 100);
      expect(ids.length).toBeGreaterThan(1);
      for (const [index, id] of ids.entries()) {
        const result = await detail(id, query);
        expect([result.previousApplicationId, result.nextApplicationId], `${JSON.stringify(query)} #${index}`).toEqual([ids[index - 1] ?? null, ids[index + 1] ?? null]);
      }
    }
  });

  it("answers the profile, the job's steps in board order and whether the caller may act", async () => {
    const person = people[7]!;
    const result = await detail(person.id);
    expect(result).toMatchObject({
      id: person.id,
      status: "notProcessed",
      statusLabel: "Pending",
      gender: "female",
      birthDate: "1985-01-01",
      age: ageOn("1985-01-01", new Date()),
      schoolType: null,
      traits: ["ambitious", "strongLeadership"],
      rank: "top5",
      companyTypes: ["corporate", "gov"],
      expectedSalary: 12_000_000,
      toeflScore: 600,
      techTestStatus: "submitted",
      recruitmentStep: { id: "notProcessed", name: "CV Screening", type: "notProcessed", action: "none" },
      canManage: true,
      education: [],
      experiences: [],
    });
    expect(result.steps).toEqual([
      { id: "notProcessed", name: "CV Screening", type: "notProcessed", action: "none" },
      { id: "accepted", name: "CV Shortlisted", type: "accepted", action: "none" },
      { id: "rejected", name: "Rejected", type: "rejected", action: "none" },
      { id: techTestKey, name: "Case Study", type: "techTest", action: "none" },
      { id: customKey, name: "HR Interview", type: "custom", action: "none" },
    ]);
  });

  it("answers education and experience as stored, with the city and LinkedIn", async () => {
    const person = people[0]!;
    const [row] = await ctx.database.db.select({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.id, person.id));
    const education = [{ school: "Universitas Indonesia", degree: "Bachelor", major: "Computer Science", startYear: 2010, endYear: 2014, gpa: 3.5 }];
    const experiences = [
      { company: "Gojek", title: "Engineer", companyType: "tech" as const, startDate: "2019-01", endDate: null, description: "Payments" },
      { company: "Bank", title: "Analyst", companyType: null, startDate: "2015-02", endDate: "2018-12", description: null },
    ];
    await ctx.database.db.update(talents).set({ education, experiences, city: "Jakarta", linkedinUrl: "https://linkedin.com/in/andi" }).where(eq(talents.id, row!.talentId));
    const result = await detail(person.id);
    expect(result).toMatchObject({ education, experiences, city: "Jakarta", linkedinUrl: "https://linkedin.com/in/andi" });
  });

  it("refuses an unknown step and bad filter values with a 422 naming the field", async () => {
    for (const [query, field] of [
      [{ recruitmentStepId: "custom-nope" }, "recruitmentStepId"],
      [{ gender: "x" }, "gender"],
      [{ sortDir: "sideways" }, "sortDir"],
    ] as [Query, string][]) {
      const response = await requestJson(ctx.app, "GET", detailPath(people[0]!.id, query), { token: owner });
      expect(response.status).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }
  });

  it("lets Budi read with view (canManage false), act with manage, and nothing without access", async () => {
    try {
      await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
      expect((await listPage({})).total).toBe(people.length);
      expect((await list(member, job.id, { gender: "male" })).status).toBe(200);
      expect((await detail(people[0]!.id, {}, member)).canManage).toBe(false);
      await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [job.id] }]);
      expect((await detail(people[0]!.id, {}, member)).canManage).toBe(true);
      await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [demoJobIds.productDesigner] }]);
      for (const response of [await list(member, job.id), await requestJson(ctx.app, "GET", detailPath(people[0]!.id), { token: member })]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe("PERMISSION_DENIED");
        expect(JSON.stringify(response.body)).not.toContain("Andi");
      }
    } finally {
      await setMemberPermissions(ctx.database.db, [
        { resource: "jobPost", action: "manage", jobIds: [demoJobIds.productDesigner] },
        { resource: "jobPost", action: "view", jobIds: [demoJobIds.backendEngineer] },
        { resource: "jobPostSalary", action: "view", jobIds: [demoJobIds.productDesigner] },
      ]);
    }
  });

  it("answers 404 to another company, whatever the filter", async () => {
    for (const response of [
      await list(otherOwner, job.id, { gender: "male", sortParam: "gpa" }),
      await requestJson(ctx.app, "GET", detailPath(people[0]!.id, { sortParam: "age" }), { token: otherOwner }),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Andi");
    }
  });
});

describe("statements per request", () => {
  const client = () => (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const target = client();
    const original = target.query;
    let statements = 0;
    target.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      target.query = original;
    }
    return statements;
  }

  it("reads the same number of statements for a job of 1 applicant and of 14, whatever the filter and sort", async () => {
    const [lone] = await addPeople(smallJob, 1, "small");
    const query = { gender: ["male", "female"], traits: "ambitious", q: "a", sortParam: "salary", sortDir: "asc", limit: 100 };
    const small = await statementsDuring(async () => expect((await list(owner, smallJob.id, query)).status).toBe(200));
    const large = await statementsDuring(async () => expect((await list(owner, job.id, query)).status).toBe(200));
    const plain = await statementsDuring(async () => expect((await list(owner, job.id)).status).toBe(200));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(plain).toBe(small);
    const smallDetail = await statementsDuring(() => requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${smallJob.id}/candidates/${lone!.id}?sortParam=gpa`, { token: owner }));
    const largeDetail = await statementsDuring(() => requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates/${people[5]!.id}?sortParam=gpa&gender=male`, { token: owner }));
    expect(largeDetail).toBe(smallDetail);
  });
});
