import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyTalents, talentHiddenCompanies, talentListMembers, talentLists } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { trackedEvents } from "@/server/db/schema/tracked-events";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { demoApplicantTalentId, insertPoolTalent } from "./testing/talent-database-fixtures";
import { talentCardSchema } from "./talents-schemas";

const ctx = useTestApp();
const BASE = "/api/v1/job-portal/talent-database";
const demo = demoIds.demoCompany;
let owner: string;
let member: string;
let otherOwner: string;
let n = 0;

const fresh = (overrides: Partial<typeof talents.$inferInsert> = {}) => insertPoolTalent(ctx.database.db, { email: `pool-${(n += 1)}@example.test`, ...overrides });
const save = (token: string, talentId: unknown) => requestJson(ctx.app, "POST", BASE, { token, body: { talentId } });
const remove = (token: string, talentId: string) => requestJson(ctx.app, "DELETE", `${BASE}/${talentId}`, { token });

async function entryOf(companyId: string, talentId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(companyTalents)
    .where(and(eq(companyTalents.companyId, companyId), eq(companyTalents.talentId, talentId)));
  return row ?? null;
}

async function savedEvents(talentId: string) {
  const rows = await ctx.database.db.select().from(trackedEvents).where(eq(trackedEvents.eventName, "ed_talent_saved"));
  return rows.filter((row) => (row.eventData as { talentId?: string }).talentId === talentId);
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await setMemberPermissions(ctx.database.db, []);
});

describe("POST /v1/job-portal/talent-database (save from Talent Search)", () => {
  it("saves a discoverable talent as 'saved' by the caller, answers the card, and records ed_talent_saved once", async () => {
    const talentId = await fresh({ name: "Rina Saved" });
    const first = await save(owner, talentId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(talentCardSchema.parse(first.body.result)).toMatchObject({ id: talentId, name: "Rina Saved", inDatabase: true, unlocked: false });
    expect(await entryOf(demo, talentId)).toMatchObject({ origin: "saved", savedByUserId: demoIds.demoOwner });
    expect(await savedEvents(talentId)).toHaveLength(1);
    expect((await savedEvents(talentId))[0]).toMatchObject({ userId: demoIds.demoOwner, companyId: demo });

    const again = await save(owner, talentId);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(await savedEvents(talentId)).toHaveLength(1);
  });

  it("leaves a talent already in the database as it is (an applicant keeps origin 'applied'), even one no longer discoverable", async () => {
    const talentId = await demoApplicantTalentId(ctx.database.db);
    await ctx.database.db.update(talents).set({ visibility: "private" }).where(eq(talents.id, talentId));
    const before = await entryOf(demo, talentId);
    const response = await save(owner, talentId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ id: talentId, inDatabase: true });
    expect(await entryOf(demo, talentId)).toEqual(before);
    expect(before?.origin).toBe("applied");
    expect(await savedEvents(talentId)).toHaveLength(0);
  });

  it("answers 404 TALENT_NOT_FOUND for a private, not-looking, hidden or unknown talent, and saves nothing", async () => {
    const privateOne = await fresh({ visibility: "private" });
    const resting = await fresh({ jobSeekingStatus: "notActivelyLooking" });
    const closed = await fresh({ jobSeekingStatus: "closedOpportunity" });
    const hidden = await fresh();
    await ctx.database.db.insert(talentHiddenCompanies).values({ talentId: hidden, companyId: demo });
    for (const talentId of [privateOne, resting, closed, hidden, "7a1e0000-0000-4000-8000-00000000dead"]) {
      const response = await save(owner, talentId);
      expect(response.status, talentId).toBe(404);
      expect(response.body.code).toBe("TALENT_NOT_FOUND");
      expect(await entryOf(demo, talentId)).toBeNull();
    }
  });

  it("answers 422 naming talentId for a malformed id or a missing one", async () => {
    for (const body of [{ talentId: "not-an-id" }, {}]) {
      const response = await requestJson(ctx.app, "POST", BASE, { token: owner, body });
      expect(response.status).toBe(422);
      expect(response.body.data.errors.map((error: { field: string }) => error.field)).toContain("talentId");
    }
  });

  it("lets a member with manage on talentHunt or on talentDb save; view or nothing is 403 PERMISSION_DENIED", async () => {
    const cases = [
      { grants: [{ resource: "talentHunt", action: "manage" }], status: 200 },
      { grants: [{ resource: "talentDb", action: "manage" }], status: 200 },
      { grants: [{ resource: "talentHunt", action: "view" }, { resource: "talentDb", action: "view" }], status: 403 },
      { grants: [{ resource: "talentHunt", action: "denied" }, { resource: "talentDb", action: "denied" }], status: 403 },
      { grants: [], status: 403 },
    ] as const;
    for (const { grants, status } of cases) {
      await setMemberPermissions(ctx.database.db, [...grants]);
      const talentId = await fresh();
      const response = await save(member, talentId);
      expect(response.status, JSON.stringify(grants)).toBe(status);
      if (status === 403) {
        expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentHunt", action: "manage" } });
        expect(await entryOf(demo, talentId)).toBeNull();
      } else {
        expect(await entryOf(demo, talentId)).toMatchObject({ origin: "saved", savedByUserId: demoIds.demoMember });
      }
    }
  });

  it("keeps each company's database its own: another company saving a talent adds nothing to Demo Company's", async () => {
    const talentId = await fresh();
    const response = await save(otherOwner, talentId);
    expect(response.status).toBe(200);
    expect(await entryOf(demoIds.otherCompany, talentId)).toMatchObject({ origin: "saved" });
    expect(await entryOf(demo, talentId)).toBeNull();
    // Demo Company's private applicant is not in Other Company's reach.
    const applicant = await demoApplicantTalentId(ctx.database.db);
    await ctx.database.db.update(talents).set({ visibility: "private" }).where(eq(talents.id, applicant));
    const refused = await save(otherOwner, applicant);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain("Demo Company");
  });
});

describe("DELETE /v1/job-portal/talent-database/{talentId}", () => {
  it("removes a saved talent and takes them off the company's lists, leaving other talents on them", async () => {
    const talentId = await fresh();
    const stays = await demoApplicantTalentId(ctx.database.db);
    await save(owner, talentId);
    const [list] = await ctx.database.db.insert(talentLists).values({ companyId: demo, name: `Remove test ${n}` }).returning({ id: talentLists.id });
    await ctx.database.db.insert(talentListMembers).values([
      { listId: list!.id, talentId, companyId: demo },
      { listId: list!.id, talentId: stays, companyId: demo },
    ]);
    const response = await remove(owner, talentId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toEqual({ talentId, removed: true });
    expect(await entryOf(demo, talentId)).toBeNull();
    const members = await ctx.database.db.select({ talentId: talentListMembers.talentId }).from(talentListMembers).where(eq(talentListMembers.listId, list!.id));
    expect(members).toEqual([{ talentId: stays }]);
  });

  it("refuses (409 TALENT_NOT_REMOVABLE) a talent who applied, also one saved first who applied later", async () => {
    const applicant = await demoApplicantTalentId(ctx.database.db);
    const refused = await remove(owner, applicant);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("TALENT_NOT_REMOVABLE");
    expect(refused.body.message).toMatch(/applied to or was imported/);
    expect(await entryOf(demo, applicant)).not.toBeNull();

    const savedThenApplied = await fresh();
    await save(owner, savedThenApplied);
    const added = await requestJson(ctx.app, "POST", `${BASE}/add-to-job`, { token: owner, body: { jobId: demoJobIds.backendEngineer, talentIds: [savedThenApplied] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await remove(owner, savedThenApplied)).status).toBe(409);
    expect(await entryOf(demo, savedThenApplied)).toMatchObject({ origin: "saved" });
  });

  it("answers 404 for a talent not in the company's database, and 422 naming talentId for a malformed id", async () => {
    expect((await remove(owner, await fresh())).status).toBe(404);
    const malformed = await requestJson(ctx.app, "DELETE", `${BASE}/nope`, { token: owner });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.errors[0].field).toBe("talentId");
  });

  it("needs manage on talentDb: view, talentHunt alone or nothing is 403 and removes nothing", async () => {
    const talentId = await fresh();
    await save(owner, talentId);
    for (const grants of [[{ resource: "talentDb", action: "view" }], [{ resource: "talentHunt", action: "manage" }], []] as const) {
      await setMemberPermissions(ctx.database.db, [...grants]);
      const response = await remove(member, talentId);
      expect(response.status, JSON.stringify(grants)).toBe(403);
      expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentDb", action: "manage" } });
      expect(await entryOf(demo, talentId)).not.toBeNull();
    }
    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "manage" }]);
    expect((await remove(member, talentId)).status).toBe(200);
  });

  it("never removes another company's saved talent: Other Company's owner gets 404", async () => {
    const talentId = await fresh();
    await save(owner, talentId);
    const response = await remove(otherOwner, talentId);
    expect(response.status).toBe(404);
    expect(await entryOf(demo, talentId)).not.toBeNull();
  });
});
