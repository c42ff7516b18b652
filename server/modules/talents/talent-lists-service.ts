import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { companyTalents, talentListMembers, talentLists } from "@/server/db/schema/company-talents";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { listNameTaken, notOnList, talentListNotFound, talentsNotInDatabase } from "./talents-errors";
import type { TalentList } from "./talents-schemas";

const memberCount = sql<number>`(select count(*)::int from ${talentListMembers} where ${talentListMembers.listId} = ${talentLists.id})`;

const listColumns = { id: talentLists.id, name: talentLists.name, talentCount: memberCount, createdAt: talentLists.createdAt };

function toTalentList(row: { id: string; name: string; talentCount: number; createdAt: Date }): TalentList {
  return { id: row.id, name: row.name, talentCount: Number(row.talentCount), createdAt: row.createdAt.toISOString() };
}

/** The company's list, locked for the change, or 404 (another company's list says nothing). */
async function lockCompanyList(db: Executor, companyId: string, listId: string): Promise<void> {
  const [row] = await db
    .select({ id: talentLists.id })
    .from(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)))
    .for("update");
  if (!row) throw talentListNotFound();
}

async function readList(db: Executor, companyId: string, listId: string): Promise<TalentList> {
  const [row] = await db.select(listColumns).from(talentLists).where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)));
  if (!row) throw talentListNotFound();
  return toTalentList(row);
}

/** GET /v1/job-portal/talent-lists: the company's lists by name, each with its talent count. */
export async function listTalentLists(db: Database, session: CompanySessionContext): Promise<TalentList[]> {
  await assertCan(db, session, "talentDb", "view");
  const rows = await db.select(listColumns).from(talentLists).where(eq(talentLists.companyId, session.companyId)).orderBy(asc(sql`lower(${talentLists.name})`), asc(talentLists.id));
  return rows.map(toTalentList);
}

/** POST /v1/job-portal/talent-lists. Names are unique per company, case aside (409 on name). */
export async function createTalentList(db: Database, session: CompanySessionContext, input: { name: string }): Promise<TalentList> {
  await assertCan(db, session, "talentDb", "manage");
  try {
    const [row] = await db
      .insert(talentLists)
      .values({ companyId: session.companyId, name: input.name, createdByUserId: session.userId })
      .returning({ id: talentLists.id, name: talentLists.name, createdAt: talentLists.createdAt });
    return toTalentList({ ...row!, talentCount: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw listNameTaken(input.name);
    throw error;
  }
}

/** PATCH /v1/job-portal/talent-lists/{listId}: renames a list. */
export async function renameTalentList(db: Database, session: CompanySessionContext, listId: string, input: { name: string }): Promise<TalentList> {
  await assertCan(db, session, "talentDb", "manage");
  try {
    return await db.transaction(async (tx) => {
      await lockCompanyList(tx, session.companyId, listId);
      await tx
        .update(talentLists)
        .set({ name: input.name, updatedAt: new Date() })
        .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, session.companyId)));
      return readList(tx, session.companyId, listId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw listNameTaken(input.name);
    throw error;
  }
}

/** DELETE /v1/job-portal/talent-lists/{listId}: the list goes; its talents stay in the database. */
export async function deleteTalentList(db: Database, session: CompanySessionContext, listId: string): Promise<{ id: string; deleted: true }> {
  await assertCan(db, session, "talentDb", "manage");
  const deleted = await db
    .delete(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, session.companyId)))
    .returning({ id: talentLists.id });
  if (deleted.length === 0) throw talentListNotFound();
  return { id: listId, deleted: true };
}

/**
 * POST /v1/job-portal/talent-lists/{listId}/members: adds talents of the company's database to a
 * list. Talents already on it stay (idempotent); any talent not in the database refuses the whole
 * request (422 on talentIds), so nothing is half added. Answers how many were new on the list.
 */
export async function addListMembers(db: Database, session: CompanySessionContext, listId: string, input: { talentIds: string[] }): Promise<{ added: number }> {
  await assertCan(db, session, "talentDb", "manage");
  const talentIds = [...new Set(input.talentIds)];
  return db.transaction(async (tx) => {
    await lockCompanyList(tx, session.companyId, listId);
    // Held until commit, so a talent removed from the database meanwhile cannot land on the list.
    const inDatabase = await tx
      .select({ talentId: companyTalents.talentId })
      .from(companyTalents)
      .where(and(eq(companyTalents.companyId, session.companyId), inArray(companyTalents.talentId, talentIds)))
      .for("share");
    const missing = talentIds.length - inDatabase.length;
    if (missing > 0) {
      throw talentsNotInDatabase(missing);
    }
    const added = await tx
      .insert(talentListMembers)
      .values(talentIds.map((talentId) => ({ listId, talentId, companyId: session.companyId, addedByUserId: session.userId })))
      .onConflictDoNothing()
      .returning({ talentId: talentListMembers.talentId });
    return { added: added.length };
  });
}

/** DELETE /v1/job-portal/talent-lists/{listId}/members/{talentId}: takes a talent off a list (404 if not on it). */
export async function removeListMember(db: Database, session: CompanySessionContext, listId: string, talentId: string): Promise<{ listId: string; talentId: string; removed: true }> {
  await assertCan(db, session, "talentDb", "manage");
  const removed = await db
    .delete(talentListMembers)
    .where(and(eq(talentListMembers.listId, listId), eq(talentListMembers.talentId, talentId), eq(talentListMembers.companyId, session.companyId)))
    .returning({ talentId: talentListMembers.talentId });
  if (removed.length === 0) throw notOnList();
  return { listId, talentId, removed: true };
}
