import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { interviewKits, scorecards } from "@/server/db/schema/scorecards";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_JOBS, demoJobIds } from "@/server/db/seed/seed-job-content";
import { seedUuid } from "@/server/db/seed/seed-jobs";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { defaultKitOf } from "./default-kit";

const ctx = useTestApp();
const backend = DEMO_JOBS.find((job) => job.id === demoJobIds.backendEngineer)!;
const designer = DEMO_JOBS.find((job) => job.id === demoJobIds.productDesigner)!;
const applicationId = seedUuid(`application:${backend.id}:${backend.applicants[0]!.email}`);
const designerApplicationId = seedUuid(`application:${designer.id}:${designer.applicants[0]!.email}`);
const KIT = `/api/v1/job-portal/job/${backend.id}/interview-kit`;
const CARDS = `/api/v1/job-portal/job/${backend.id}/candidates/${applicationId}/scorecards`;
const MINE = `${CARDS}/mine`;

// Owner: every access. Budi (the demo member): jobPost view on the backend job (seed). Eka: the same, given here.
let owner: string;
let budi: string;
let eka: string;
let ekaMemberId: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  budi = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  ekaMemberId = (await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "eka@demo-company.test", name: "Eka Putri" })).memberId;
  eka = (await signIn(ctx.app, "eka@demo-company.test")).token;
});

beforeEach(async () => {
  await ctx.database.db.delete(scorecards);
  await ctx.database.db.delete(interviewKits);
  await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [backend.id] }], { companyId: demoIds.demoCompany, memberId: ekaMemberId });
});

const ratingsFor = (values: number[], kit = backend.skills) => kit.map((attribute, index) => ({ attribute, rating: values[index]!, note: "" }));
const submit = (token: string, body: unknown) => requestJson(ctx.app, "PUT", MINE, { token, body });
const list = (token: string) => requestJson(ctx.app, "GET", CARDS, { token });

describe("interview kit", () => {
  it("is the job's skills until edited, and only editors may edit it", async () => {
    const asBudi = await requestJson(ctx.app, "GET", KIT, { token: budi });
    expect(asBudi.status).toBe(200);
    expect(asBudi.body.result).toEqual({ attributes: backend.skills, edited: false, canEdit: false });
    const asOwner = await requestJson(ctx.app, "GET", KIT, { token: owner });
    expect(asOwner.body.result).toMatchObject({ attributes: backend.skills, canEdit: true });
  });

  it("adds the AI criteria after the skills, each once, cut to 80 characters", () => {
    const long = "Explains trade-offs of a distributed design clearly to people outside engineering, with examples";
    expect(defaultKitOf({ skills: ["SQL", " Go "], criteriaForAi: [{ text: "sql" }, { text: long }] })).toEqual(["SQL", "Go", `${long.slice(0, 79).trimEnd()}…`]);
    expect(defaultKitOf({ skills: Array.from({ length: 25 }, (_, index) => `Skill ${index}`), criteriaForAi: [] })).toHaveLength(20);
  });

  it("refuses a member who only views the job (403) and writes nothing", async () => {
    const response = await requestJson(ctx.app, "PUT", KIT, { token: budi, body: { attributes: ["Communication"] } });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PERMISSION_DENIED");
    expect(await ctx.database.db.select().from(interviewKits)).toEqual([]);
  });

  it("answers 422 naming the field of a bad kit", async () => {
    const tooLong = await requestJson(ctx.app, "PUT", KIT, { token: owner, body: { attributes: ["Fine", "x".repeat(81)] } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.data.errors).toEqual([{ field: "attributes.1", message: "At most 80 characters" }]);
    const twice = await requestJson(ctx.app, "PUT", KIT, { token: owner, body: { attributes: ["SQL", "sql "] } });
    expect(twice.body.data.errors).toEqual([{ field: "attributes.1", message: "This attribute is already in the kit" }]);
    const empty = await requestJson(ctx.app, "PUT", KIT, { token: owner, body: { attributes: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors[0].field).toBe("attributes");
    const many = await requestJson(ctx.app, "PUT", KIT, { token: owner, body: { attributes: Array.from({ length: 21 }, (_, index) => `A${index}`) } });
    expect(many.body.data.errors[0]).toEqual({ field: "attributes", message: "At most 20 attributes" });
  });

  it("saves the editor's kit, in order, for everyone", async () => {
    const saved = await requestJson(ctx.app, "PUT", KIT, { token: owner, body: { attributes: ["  System  design ", "Communication"] } });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ attributes: ["System design", "Communication"], edited: true, canEdit: true });
    const asBudi = await requestJson(ctx.app, "GET", KIT, { token: budi });
    expect(asBudi.body.result).toEqual({ attributes: ["System design", "Communication"], edited: true, canEdit: false });
    const [row] = await ctx.database.db.select().from(interviewKits).where(eq(interviewKits.jobId, backend.id));
    expect(row).toMatchObject({ companyId: demoIds.demoCompany, updatedByUserId: demoIds.demoOwner });
  });
});

describe("scorecards", () => {
  it("submits and then updates the caller's own scorecard (one per interviewer)", async () => {
    const first = await submit(budi, { ratings: ratingsFor([3, 4, 3, 2]), recommendation: "yes", note: "Solid" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.mine).toMatchObject({ recommendation: "yes", note: "Solid", mine: true, author: { userId: demoIds.demoMember } });
    const second = await submit(budi, { ratings: ratingsFor([2, 2, 2, 1]).reverse(), recommendation: "no" });
    expect(second.status).toBe(200);
    // Stored in the kit's order whatever order they came in.
    expect(second.body.result.mine.ratings.map((rating: { attribute: string }) => rating.attribute)).toEqual(backend.skills);
    expect(second.body.result.mine).toMatchObject({ recommendation: "no", note: "" });
    const rows = await ctx.database.db.select().from(scorecards);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: demoIds.demoCompany, jobId: backend.id, applicationId, authorUserId: demoIds.demoMember });
  });

  it("answers 422 naming what does not match the kit, and writes nothing", async () => {
    const missing = await submit(budi, { ratings: ratingsFor([3, 3, 3, 3]).slice(1), recommendation: "yes" });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: "SCORECARD_KIT_MISMATCH", data: { errors: [{ field: "ratings", message: `Rate "${backend.skills[0]}"` }] } });
    const unknown = await submit(budi, { ratings: [...ratingsFor([3, 3, 3, 3]), { attribute: "Juggling", rating: 2 }], recommendation: "yes" });
    expect(unknown.body.data.errors).toEqual([{ field: "ratings.4.attribute", message: expect.stringContaining("not in the interview kit") }]);
    const outOfScale = await submit(budi, { ratings: ratingsFor([3, 5, 3, 3]), recommendation: "yes" });
    expect(outOfScale.status).toBe(422);
    expect(outOfScale.body.data.errors).toEqual([{ field: "ratings.1.rating", message: "Choose a rating from 1 to 4" }]);
    const noRecommendation = await submit(budi, { ratings: ratingsFor([3, 3, 3, 3]) });
    expect(noRecommendation.body.data.errors[0].field).toBe("recommendation");
    expect(await ctx.database.db.select().from(scorecards)).toEqual([]);
  });

  it("hides others' scorecards from an interviewer until they submit theirs; editors see all", async () => {
    expect((await submit(owner, { ratings: ratingsFor([4, 4, 3, 3]), recommendation: "strongYes" })).status).toBe(200);
    expect((await submit(eka, { ratings: ratingsFor([2, 3, 3, 1]), recommendation: "no" })).status).toBe(200);

    const before = await list(budi);
    expect(before.status).toBe(200);
    expect(before.body.result).toMatchObject({ mine: null, scorecards: [], hiddenCount: 2, summary: { count: 0 } });
    expect(before.body.result.summary.recommendations).toEqual({ strongNo: 0, no: 0, yes: 0, strongYes: 0 });
    expect(before.body.result.summary.attributes.every((row: { count: number }) => row.count === 0)).toBe(true);

    const after = await submit(budi, { ratings: ratingsFor([3, 2, 3, 2]), recommendation: "yes" });
    expect(after.body.result.hiddenCount).toBe(0);
    expect(after.body.result.scorecards).toHaveLength(3);
    expect(after.body.result.summary).toEqual({
      count: 3,
      recommendations: { strongNo: 0, no: 1, yes: 1, strongYes: 1 },
      attributes: [
        { attribute: backend.skills[0], average: 3, count: 3 },
        { attribute: backend.skills[1], average: 3, count: 3 },
        { attribute: backend.skills[2], average: 3, count: 3 },
        { attribute: backend.skills[3], average: 2, count: 3 },
      ],
    });

    // The owner (editor) sees everyone's, and Eka everyone's since she submitted.
    const asOwner = await list(owner);
    expect(asOwner.body.result.scorecards.map((card: { author: { userId: string } }) => card.author.userId)).toContain(demoIds.demoMember);
    expect(asOwner.body.result).toMatchObject({ hiddenCount: 0, kit: { canEdit: true } });
    expect(asOwner.body.result.scorecards).toHaveLength(3);
    expect((await list(eka)).body.result.scorecards).toHaveLength(3);
  });

  it("lets an editor see scorecards without submitting one", async () => {
    await submit(eka, { ratings: ratingsFor([2, 3, 3, 1]), recommendation: "strongNo" });
    const asOwner = await list(owner);
    expect(asOwner.body.result).toMatchObject({ mine: null, hiddenCount: 0, summary: { count: 1, recommendations: { strongNo: 1 } } });
    expect(asOwner.body.result.scorecards[0].author.name).toBe("Eka Putri");
  });

  it("keeps the attributes a scorecard rated when the kit changes, and averages only the current kit", async () => {
    await submit(budi, { ratings: ratingsFor([4, 4, 4, 4]), recommendation: "strongYes" });
    await requestJson(ctx.app, "PUT", KIT, { token: owner, body: { attributes: [backend.skills[0]!, "Communication"] } });
    const response = await list(budi);
    expect(response.body.result.mine.ratings).toHaveLength(4);
    expect(response.body.result.summary.attributes).toEqual([
      { attribute: backend.skills[0], average: 4, count: 1 },
      { attribute: "Communication", average: null, count: 0 },
    ]);
  });
});

describe("access", () => {
  it("answers 404 for another company's applicant and writes nothing", async () => {
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    expect((await list(other)).status).toBe(404);
    expect((await submit(other, { ratings: ratingsFor([3, 3, 3, 3]), recommendation: "yes" })).status).toBe(404);
    expect((await requestJson(ctx.app, "GET", KIT, { token: other })).status).toBe(404);
    expect(await ctx.database.db.select().from(scorecards)).toEqual([]);
  });

  it("answers 404 for an applicant of another job of the company", async () => {
    const response = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${backend.id}/candidates/${designerApplicationId}/scorecards`, { token: owner });
    expect(response.status).toBe(404);
  });

  it("refuses a member who may not view the job (403)", async () => {
    await setMemberPermissions(ctx.database.db, [], { companyId: demoIds.demoCompany, memberId: ekaMemberId });
    expect((await list(eka)).status).toBe(403);
    expect((await submit(eka, { ratings: ratingsFor([3, 3, 3, 3]), recommendation: "yes" })).status).toBe(403);
    expect((await requestJson(ctx.app, "GET", KIT, { token: eka })).status).toBe(403);
  });
});
