import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { companyTalents, talentListMembers, talentLists } from "@/server/db/schema/company-talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { insertPoolTalent, isListMember } from "./testing/talent-database-fixtures";
import { talentListSchema } from "./talents-schemas";

const ctx = useTestApp();
const LISTS = "/api/v1/job-portal/talent-lists";
let owner: string;
let member: string;
let otherOwner: string;
/** Two talents of Demo Company's database (applicants) and one it can only find in Talent Search. */
let inDatabase: [string, string];
let onlyDiscoverable: string;
let n = 0;

const create = (token: string, name: unknown) => requestJson(ctx.app, "POST", LISTS, { token, body: { name } });
const addMembers = (token: string, listId: string, talentIds: unknown) => requestJson(ctx.app, "POST", `${LISTS}/${listId}/members`, { token, body: { talentIds } });
const fields = (body: { data: { errors: { field: string }[] } }) => body.data.errors.map((error) => error.field);
const newList = async (name = `List ${(n += 1)}`) => (await create(owner, name)).body.result.id as string;

async function membersOf(listId: string): Promise<string[]> {
  const rows = await ctx.database.db.select({ talentId: talentListMembers.talentId }).from(talentListMembers).where(eq(talentListMembers.listId, listId));
  return rows.map((row) => row.talentId).sort();
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const rows = await ctx.database.db.selectDistinct({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.companyId, demoIds.demoCompany)).limit(2);
  inDatabase = [rows[0]!.talentId, rows[1]!.talentId];
  onlyDiscoverable = await insertPoolTalent(ctx.database.db, { email: "list-outsider@example.test" });
});

beforeEach(async () => {
  await setMemberPermissions(ctx.database.db, []);
});

describe("talent lists", () => {
  it("creates lists with a trimmed name and lists them by name (case aside) with their talent counts", async () => {
    const zebra = await create(owner, "  zebra squad  ");
    expect(zebra.status, JSON.stringify(zebra.body)).toBe(201);
    expect(talentListSchema.parse(zebra.body.result)).toMatchObject({ name: "zebra squad", talentCount: 0 });
    const alpha = await create(owner, "Alpha hires");
    expect((await addMembers(owner, alpha.body.result.id, inDatabase)).body.result).toEqual({ added: 2 });

    const listed = await requestJson(ctx.app, "GET", LISTS, { token: owner });
    expect(listed.status).toBe(200);
    const mine = listed.body.result.filter((list: { id: string }) => [zebra.body.result.id, alpha.body.result.id].includes(list.id));
    expect(mine.map((list: { name: string; talentCount: number }) => [list.name, list.talentCount])).toEqual([
      ["Alpha hires", 2],
      ["zebra squad", 0],
    ]);
  });

  it("keeps names unique in a company, case aside (409 naming name), but another company may use the same name", async () => {
    expect((await create(owner, "Design pool")).status).toBe(201);
    const taken = await create(owner, "DESIGN POOL");
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("TALENT_LIST_NAME_TAKEN");
    expect(fields(taken.body)).toEqual(["name"]);
    expect((await create(otherOwner, "Design pool")).status).toBe(201);
  });

  it("answers 422 naming name for a blank or too long name", async () => {
    for (const name of ["   ", "x".repeat(61), 42]) {
      const response = await create(owner, name);
      expect(response.status, String(name)).toBe(422);
      expect(fields(response.body)).toEqual(["name"]);
    }
  });

  it("renames a list; another list's name is 409, its own name in other case is fine", async () => {
    const listId = await newList("Backend");
    await newList("Frontend");
    const clash = await requestJson(ctx.app, "PATCH", `${LISTS}/${listId}`, { token: owner, body: { name: "frontend" } });
    expect(clash.status).toBe(409);
    expect(fields(clash.body)).toEqual(["name"]);
    const renamed = await requestJson(ctx.app, "PATCH", `${LISTS}/${listId}`, { token: owner, body: { name: "BACKEND" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ id: listId, name: "BACKEND", talentCount: 0 });
  });

  it("deletes a list: its members go with it, its talents stay in the database; a second delete is 404", async () => {
    const listId = await newList();
    await addMembers(owner, listId, [inDatabase[0]]);
    const deleted = await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}`, { token: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({ id: listId, deleted: true });
    expect(await membersOf(listId)).toEqual([]);
    const stays = await ctx.database.db.select().from(companyTalents).where(eq(companyTalents.talentId, inDatabase[0]));
    expect(stays.length).toBeGreaterThan(0);
    expect((await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}`, { token: owner })).status).toBe(404);
  });
});

describe("list members", () => {
  it("adds talents of the database idempotently: repeats and talents already on the list add nothing", async () => {
    const listId = await newList();
    expect((await addMembers(owner, listId, [inDatabase[0], inDatabase[0]])).body.result).toEqual({ added: 1 });
    const again = await addMembers(owner, listId, inDatabase);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ added: 1 });
    expect(await membersOf(listId)).toEqual([...inDatabase].sort());
  });

  it("refuses the whole request (422 on talentIds) when one talent is not in the database, adding no one", async () => {
    const listId = await newList();
    const response = await addMembers(owner, listId, [inDatabase[0], onlyDiscoverable]);
    expect(response.status).toBe(422);
    expect(fields(response.body)).toEqual(["talentIds"]);
    expect(response.body.message).toBe("1 of the chosen talents is not in your Talent Database");
    expect(await membersOf(listId)).toEqual([]);
  });

  it("answers 422 on talentIds for an empty list, a malformed id or more than 100", async () => {
    const listId = await newList();
    const many = Array.from({ length: 101 }, () => inDatabase[0]);
    for (const talentIds of [[], ["nope"], many, undefined]) {
      const response = await addMembers(owner, listId, talentIds);
      expect(response.status).toBe(422);
      expect(fields(response.body)[0]).toMatch(/^talentIds/);
    }
  });

  it("takes a talent off a list (then 404), leaving the others", async () => {
    const listId = await newList();
    await addMembers(owner, listId, inDatabase);
    const removed = await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}/members/${inDatabase[0]}`, { token: owner });
    expect(removed.status).toBe(200);
    expect(removed.body.result).toEqual({ listId, talentId: inDatabase[0], removed: true });
    expect(await membersOf(listId)).toEqual([inDatabase[1]]);
    expect((await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}/members/${inDatabase[0]}`, { token: owner })).status).toBe(404);
  });
});

describe("permissions and tenants", () => {
  it("reads with view on talentDb and acts only with manage; talentHunt alone or nothing is 403", async () => {
    const listId = await newList();
    const writes = () => [
      create(member, `By member ${(n += 1)}`),
      requestJson(ctx.app, "PATCH", `${LISTS}/${listId}`, { token: member, body: { name: `Renamed ${(n += 1)}` } }),
      addMembers(member, listId, [inDatabase[0]]),
      requestJson(ctx.app, "DELETE", `${LISTS}/${listId}/members/${inDatabase[0]}`, { token: member }),
    ];

    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "view" }]);
    expect((await requestJson(ctx.app, "GET", LISTS, { token: member })).status).toBe(200);
    for (const response of await Promise.all(writes())) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentDb", action: "manage" } });
    }
    expect(await membersOf(listId)).toEqual([]);

    for (const grants of [[{ resource: "talentHunt", action: "manage" }], [{ resource: "talentDb", action: "denied" }], []] as const) {
      await setMemberPermissions(ctx.database.db, [...grants]);
      expect((await requestJson(ctx.app, "GET", LISTS, { token: member })).status, JSON.stringify(grants)).toBe(403);
      expect((await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}`, { token: member })).status).toBe(403);
    }

    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "manage" }]);
    const made = await create(member, `Member list ${(n += 1)}`);
    expect(made.status).toBe(201);
    expect((await addMembers(member, made.body.result.id, [inDatabase[1]])).body.result).toEqual({ added: 1 });
    expect((await requestJson(ctx.app, "DELETE", `${LISTS}/${made.body.result.id}`, { token: member })).status).toBe(200);
    const [row] = await ctx.database.db.select().from(talentLists).where(eq(talentLists.id, listId));
    expect(row?.name).toMatch(/^List /);
  });

  it("shows and changes nothing of another company's lists (404), and lists only the caller's own", async () => {
    const listId = await newList("Owner's secret list");
    await addMembers(owner, listId, [inDatabase[0]]);
    const theirs = await requestJson(ctx.app, "GET", LISTS, { token: otherOwner });
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain("secret list");
    for (const response of [
      await requestJson(ctx.app, "PATCH", `${LISTS}/${listId}`, { token: otherOwner, body: { name: "Taken" } }),
      await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}`, { token: otherOwner }),
      await addMembers(otherOwner, listId, [inDatabase[1]]),
      await requestJson(ctx.app, "DELETE", `${LISTS}/${listId}/members/${inDatabase[0]}`, { token: otherOwner }),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("secret list");
    }
    expect(await isListMember(ctx.database.db, listId, inDatabase[0])).toBe(true);
    expect(await membersOf(listId)).toEqual([inDatabase[0]]);
  });
});
