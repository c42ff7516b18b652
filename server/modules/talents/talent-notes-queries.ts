import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { talentNotes } from "@/server/db/schema/company-talents";
import { users } from "@/server/db/schema/users";

export type TalentNoteRow = { id: string; body: string; createdAt: Date; authorUserId: string | null; authorName: string | null };

/** The company's notes on the talent with their author's name, newest first. */
export function listCompanyNotesOfTalent(db: Executor, companyId: string, talentId: string): Promise<TalentNoteRow[]> {
  return db
    .select({ id: talentNotes.id, body: talentNotes.body, createdAt: talentNotes.createdAt, authorUserId: talentNotes.authorUserId, authorName: users.name })
    .from(talentNotes)
    .leftJoin(users, eq(users.id, talentNotes.authorUserId))
    .where(and(eq(talentNotes.companyId, companyId), eq(talentNotes.talentId, talentId)))
    .orderBy(desc(talentNotes.createdAt), desc(talentNotes.id));
}

/** Stores a note of the company on the talent; answers it without the author's name. */
export async function insertTalentNote(
  db: Executor,
  params: { companyId: string; talentId: string; authorUserId: string; body: string },
): Promise<Omit<TalentNoteRow, "authorName">> {
  const [note] = await db
    .insert(talentNotes)
    .values({ companyId: params.companyId, talentId: params.talentId, authorUserId: params.authorUserId, body: params.body })
    .returning({ id: talentNotes.id, body: talentNotes.body, createdAt: talentNotes.createdAt, authorUserId: talentNotes.authorUserId });
  return note!;
}

/** The user's name, or null for an unknown user. */
export async function findUserName(db: Executor, userId: string): Promise<string | null> {
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return author?.name ?? null;
}

/** The company's note on the talent, locked for deletion: its author; null when there is no such note. */
export async function lockCompanyNote(db: Executor, params: { companyId: string; talentId: string; noteId: string }): Promise<{ authorUserId: string | null } | null> {
  const [note] = await db
    .select({ authorUserId: talentNotes.authorUserId })
    .from(talentNotes)
    .where(and(eq(talentNotes.id, params.noteId), eq(talentNotes.talentId, params.talentId), eq(talentNotes.companyId, params.companyId)))
    .for("update");
  return note ?? null;
}

export async function deleteCompanyNote(db: Executor, companyId: string, noteId: string): Promise<void> {
  await db.delete(talentNotes).where(and(eq(talentNotes.id, noteId), eq(talentNotes.companyId, companyId)));
}
