import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyTalents, talentListMembers, talentLists } from "@/server/db/schema/company-talents";

export type TalentListRow = { id: string; name: string; talentCount: number; createdAt: Date };

const memberCount = sql<number>`(select count(*)::int from ${talentListMembers} where ${talentListMembers.listId} = ${talentLists.id})`;

const listColumns = { id: talentLists.id, name: talentLists.name, talentCount: memberCount, createdAt: talentLists.createdAt };

/** The company's list, locked for the change; false when the company has no such list. */
export async function lockCompanyList(db: Executor, companyId: string, listId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: talentLists.id })
    .from(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)))
    .for("update");
  return row !== undefined;
}

/** The company's list with its talent count, or null. */
export async function findCompanyList(db: Executor, companyId: string, listId: string): Promise<TalentListRow | null> {
  const [row] = await db.select(listColumns).from(talentLists).where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)));
  return row ?? null;
}

/** The company's lists by name (case aside), each with its talent count. */
export function listCompanyLists(db: Executor, companyId: string): Promise<TalentListRow[]> {
  return db.select(listColumns).from(talentLists).where(eq(talentLists.companyId, companyId)).orderBy(asc(sql`lower(${talentLists.name})`), asc(talentLists.id));
}

/** Stores a new list of the company (a taken name is a unique violation). */
export async function insertTalentList(db: Executor, params: { companyId: string; name: string; createdByUserId: string }): Promise<{ id: string; name: string; createdAt: Date }> {
  const [row] = await db
    .insert(talentLists)
    .values({ companyId: params.companyId, name: params.name, createdByUserId: params.createdByUserId })
    .returning({ id: talentLists.id, name: talentLists.name, createdAt: talentLists.createdAt });
  return row!;
}

/** Renames the company's list (a taken name is a unique violation). */
export async function renameCompanyList(db: Executor, params: { companyId: string; listId: string; name: string }): Promise<void> {
  await db
    .update(talentLists)
    .set({ name: params.name, updatedAt: new Date() })
    .where(and(eq(talentLists.id, params.listId), eq(talentLists.companyId, params.companyId)));
}

/** Deletes the company's list; answers whether there was one. */
export async function deleteCompanyList(db: Executor, companyId: string, listId: string): Promise<boolean> {
  const deleted = await db
    .delete(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)))
    .returning({ id: talentLists.id });
  return deleted.length > 0;
}

/** How many of these talents are in the company's database, their rows share-locked until commit. */
export async function lockTalentsInDatabase(db: Executor, companyId: string, talentIds: string[]): Promise<number> {
  const inDatabase = await db
    .select({ talentId: companyTalents.talentId })
    .from(companyTalents)
    .where(and(eq(companyTalents.companyId, companyId), inArray(companyTalents.talentId, talentIds)))
    .for("share");
  return inDatabase.length;
}

/** Puts the talents on the company's list in one statement (those on it already stay); answers how many were new. */
export async function insertListMembers(db: Executor, params: { companyId: string; listId: string; talentIds: string[]; addedByUserId: string }): Promise<number> {
  const added = await db
    .insert(talentListMembers)
    .values(params.talentIds.map((talentId) => ({ listId: params.listId, talentId, companyId: params.companyId, addedByUserId: params.addedByUserId })))
    .onConflictDoNothing()
    .returning({ talentId: talentListMembers.talentId });
  return added.length;
}

/** Takes the talent off the company's list; answers whether they were on it. */
export async function deleteListMember(db: Executor, params: { companyId: string; listId: string; talentId: string }): Promise<boolean> {
  const removed = await db
    .delete(talentListMembers)
    .where(and(eq(talentListMembers.listId, params.listId), eq(talentListMembers.talentId, params.talentId), eq(talentListMembers.companyId, params.companyId)))
    .returning({ talentId: talentListMembers.talentId });
  return removed.length > 0;
}
