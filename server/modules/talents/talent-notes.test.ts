import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { talentHiddenCompanies, talentNotes } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { users } from "@/server/db/schema/users";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { demoApplicantTalentId, insertPoolTalent } from "./testing/talent-database-fixtures";
import { talentNoteSchema } from "./talents-schemas";

const ctx = useTestApp();
let owner: string;
let member: string;
let otherOwner: string;
let ownerName: string;
/** In Demo Company's database (an applicant, made private) / findable by every company / reachable by no one. */
let applicant: string;
let discoverable: string;
let unreachable: string[];
let n = 0;

const notesOf = (talentId: string) => `/api/v1/job-portal/talents/${talentId}/notes`;
const write = (token: string, talentId: string, body: unknown) => requestJson(ctx.app, "POST", notesOf(talentId), { token, body: { body } });
const read = (token: string, talentId: string) => requestJson(ctx.app, "GET", notesOf(talentId), { token });
const erase = (token: string, talentId: string, noteId: string) => requestJson(ctx.app, "DELETE", `${notesOf(talentId)}/${noteId}`, { token });
const stored = async (noteId: string) => (await ctx.database.db.select().from(talentNotes).where(eq(talentNotes.id, noteId))).length === 1;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  ownerName = (await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.id, demoIds.demoOwner)))[0]!.name;
  applicant = await demoApplicantTalentId(ctx.database.db);
  await ctx.database.db.update(talents).set({ visibility: "private" }).where(eq(talents.id, applicant));
  discoverable = await insertPoolTalent(ctx.database.db, { email: "notes-open@example.test" });
  const hidden = await insertPoolTalent(ctx.database.db, { email: "notes-hidden@example.test" });
  await ctx.database.db.insert(talentHiddenCompanies).values({ talentId: hidden, companyId: demoIds.demoCompany });
  unreachable = [
    await insertPoolTalent(ctx.database.db, { email: "notes-private@example.test", visibility: "private" }),
    await insertPoolTalent(ctx.database.db, { email: "notes-resting@example.test", jobSeekingStatus: "notActivelyLooking" }),
    hidden,
    "7a1e0000-0000-4000-8000-00000000beef",
  ];
});

beforeEach(async () => {
  await setMemberPermissions(ctx.database.db, []);
});

describe("talent notes", () => {
  it("writes a trimmed note by the caller on a talent of the database or one found in Talent Search", async () => {
    for (const talentId of [applicant, discoverable]) {
      const response = await write(owner, talentId, `  Call back in March ${(n += 1)}  `);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(talentNoteSchema.parse(response.body.result)).toMatchObject({ body: `Call back in March ${n}`, author: { userId: demoIds.demoOwner, name: ownerName }, isMine: true });
    }
  });

  it("lists the company's notes newest first, isMine for the caller's own", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "manage" }]);
    const talentId = await insertPoolTalent(ctx.database.db, { email: "notes-order@example.test" });
    const first = await write(owner, talentId, "First");
    const second = await write(member, talentId, "Second");
    const asMember = await read(member, talentId);
    expect(asMember.status).toBe(200);
    expect(asMember.body.result.map((note: { id: string; isMine: boolean }) => [note.id, note.isMine])).toEqual([
      [second.body.result.id, true],
      [first.body.result.id, false],
    ]);
    expect((await read(owner, talentId)).body.result.map((note: { isMine: boolean }) => note.isMine)).toEqual([false, true]);
  });

  it("takes at most 300 characters (spec 9); blank or longer is 422 naming body, and nothing is written", async () => {
    expect((await write(owner, discoverable, "x".repeat(300))).status).toBe(201);
    const before = (await read(owner, discoverable)).body.result.length;
    for (const body of ["x".repeat(301), "   ", undefined]) {
      const response = await write(owner, discoverable, body);
      expect(response.status).toBe(422);
      expect(response.body.data.errors.map((error: { field: string }) => error.field)).toEqual(["body"]);
    }
    expect((await read(owner, discoverable)).body.result.length).toBe(before);
  });

  it("answers 404 TALENT_NOT_FOUND for a private, not-looking, hidden or unknown talent outside the database", async () => {
    for (const talentId of unreachable) {
      for (const response of [await read(owner, talentId), await write(owner, talentId, "Hello")]) {
        expect(response.status, talentId).toBe(404);
        expect(response.body.code).toBe("TALENT_NOT_FOUND");
      }
    }
    const written = await ctx.database.db.select().from(talentNotes).where(eq(talentNotes.companyId, demoIds.demoCompany));
    expect(written.filter((note) => unreachable.includes(note.talentId))).toEqual([]);
  });

  it("deletes the author's own note; someone else's is 403 for a member and allowed for the owner", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "talentHunt", action: "manage" }]);
    const byOwner = (await write(owner, discoverable, "Owner's note")).body.result.id;
    const byMember = (await write(member, discoverable, "Member's note")).body.result.id;
    const refused = await erase(member, discoverable, byOwner);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("TALENT_NOTE_NOT_AUTHOR");
    expect(await stored(byOwner)).toBe(true);
    // The note must be of the talent in the address.
    expect((await erase(member, applicant, byMember)).status).toBe(404);
    const own = await erase(member, discoverable, byMember);
    expect(own.status).toBe(200);
    expect(own.body.result).toEqual({ id: byMember, deleted: true });
    expect(await stored(byMember)).toBe(false);
    const again = (await write(member, discoverable, "Another")).body.result.id;
    expect((await erase(owner, discoverable, again)).status).toBe(200);
    expect((await erase(owner, discoverable, again)).status).toBe(404);
  });
});

describe("permissions and tenants", () => {
  it("reads with view on talentDb or talentHunt and writes with manage on either; otherwise 403", async () => {
    const cases = [
      { grants: [{ resource: "talentHunt", action: "view" }], read: 200, write: 403 },
      { grants: [{ resource: "talentDb", action: "view" }], read: 200, write: 403 },
      { grants: [{ resource: "talentHunt", action: "manage" }], read: 200, write: 201 },
      { grants: [{ resource: "talentDb", action: "manage" }], read: 200, write: 201 },
      { grants: [{ resource: "talentDb", action: "denied" }, { resource: "talentHunt", action: "denied" }], read: 403, write: 403 },
      { grants: [], read: 403, write: 403 },
    ] as const;
    const ownerNote = (await write(owner, applicant, "Kept")).body.result.id;
    for (const expected of cases) {
      await setMemberPermissions(ctx.database.db, [...expected.grants]);
      const label = JSON.stringify(expected.grants);
      expect((await read(member, applicant)).status, label).toBe(expected.read);
      const written = await write(member, applicant, `By member ${(n += 1)}`);
      expect(written.status, label).toBe(expected.write);
      if (expected.write === 403) expect(written.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "talentDb", action: "manage" } });
      if (expected.read === 403) expect((await erase(member, applicant, ownerNote)).status).toBe(403);
    }
    expect(await stored(ownerNote)).toBe(true);
  });

  it("keeps notes the company's own: another company sees none of them, reaches no private talent, deletes nothing", async () => {
    const demoNote = (await write(owner, discoverable, "Demo's private thoughts")).body.result.id;
    const theirs = await write(otherOwner, discoverable, "Other's thoughts");
    expect(theirs.status).toBe(201);
    const seen = await read(otherOwner, discoverable);
    expect(seen.status).toBe(200);
    expect(seen.body.result.map((note: { body: string }) => note.body)).toEqual(["Other's thoughts"]);
    expect((await read(owner, discoverable)).body.result.map((note: { body: string }) => note.body)).not.toContain("Other's thoughts");

    expect((await erase(otherOwner, discoverable, demoNote)).status).toBe(404);
    expect(await stored(demoNote)).toBe(true);
    // Demo Company's private applicant is not in Other Company's reach.
    for (const response of [await read(otherOwner, applicant), await write(otherOwner, applicant, "Hello")]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Demo");
    }
  });
});
