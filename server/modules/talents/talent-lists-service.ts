import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import {
  deleteCompanyList,
  deleteListMember,
  findCompanyList,
  insertListMembers,
  insertTalentList,
  listCompanyLists,
  lockCompanyList,
  lockTalentsInDatabase,
  renameCompanyList,
  type TalentListRow,
} from "./talent-lists-queries";
import { listNameTaken, notOnList, talentListNotFound, talentsNotInDatabase } from "./talents-errors";
import type { TalentList } from "./talents-schemas";

function toTalentList(row: TalentListRow): TalentList {
  return { id: row.id, name: row.name, talentCount: Number(row.talentCount), createdAt: row.createdAt.toISOString() };
}

/** The company's list, locked for the change, or 404 (another company's list says nothing). */
async function lockList(db: Executor, companyId: string, listId: string): Promise<void> {
  if (!(await lockCompanyList(db, companyId, listId))) throw talentListNotFound();
}

async function readList(db: Executor, companyId: string, listId: string): Promise<TalentList> {
  const row = await findCompanyList(db, companyId, listId);
  if (!row) throw talentListNotFound();
  return toTalentList(row);
}

/** GET /v1/job-portal/talent-lists: the company's lists by name, each with its talent count. */
export async function listTalentLists(db: Database, session: CompanySessionContext): Promise<TalentList[]> {
  await assertCan(db, session, "talentDb", "view");
  const rows = await listCompanyLists(db, session.companyId);
  return rows.map(toTalentList);
}

/** POST /v1/job-portal/talent-lists. Names are unique per company, case aside (409 on name). */
export async function createTalentList(db: Database, session: CompanySessionContext, input: { name: string }): Promise<TalentList> {
  await assertCan(db, session, "talentDb", "manage");
  try {
    const row = await insertTalentList(db, { companyId: session.companyId, name: input.name, createdByUserId: session.userId });
    return toTalentList({ ...row, talentCount: 0 });
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
      await lockList(tx, session.companyId, listId);
      await renameCompanyList(tx, { companyId: session.companyId, listId, name: input.name });
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
  if (!(await deleteCompanyList(db, session.companyId, listId))) throw talentListNotFound();
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
    await lockList(tx, session.companyId, listId);
    // Held until commit, so a talent removed from the database meanwhile cannot land on the list.
    const inDatabase = await lockTalentsInDatabase(tx, session.companyId, talentIds);
    const missing = talentIds.length - inDatabase;
    if (missing > 0) {
      throw talentsNotInDatabase(missing);
    }
    const added = await insertListMembers(tx, { companyId: session.companyId, listId, talentIds, addedByUserId: session.userId });
    return { added };
  });
}

/** DELETE /v1/job-portal/talent-lists/{listId}/members/{talentId}: takes a talent off a list (404 if not on it). */
export async function removeListMember(db: Database, session: CompanySessionContext, listId: string, talentId: string): Promise<{ listId: string; talentId: string; removed: true }> {
  await assertCan(db, session, "talentDb", "manage");
  if (!(await deleteListMember(db, { companyId: session.companyId, listId, talentId }))) throw notOnList();
  return { listId, talentId, removed: true };
}
