import { and, desc, eq } from "drizzle-orm";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { talentNotes } from "@/server/db/schema/company-talents";
import { users } from "@/server/db/schema/users";
import { assertCanAny, requireTalentInReach } from "./talent-database-access";
import { noteNotFound, notNoteAuthor } from "./talents-errors";
import type { TalentNote } from "./talents-schemas";

type NoteRow = { id: string; body: string; createdAt: Date; authorUserId: string | null; authorName: string | null };

function toNote(row: NoteRow, session: CompanySessionContext): TalentNote {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { userId: row.authorUserId, name: row.authorName },
    isMine: row.authorUserId === session.userId,
  };
}

/**
 * GET /v1/job-portal/talents/{talentId}/notes: the company's notes on a talent it has in its
 * database or can find, newest first. Notes are the company's own: no other company sees them.
 */
export async function listTalentNotes(db: Database, session: CompanySessionContext, talentId: string): Promise<TalentNote[]> {
  await assertCanAny(db, session, ["talentDb", "talentHunt"], "view");
  await requireTalentInReach(db, session.companyId, talentId);
  const rows = await db
    .select({ id: talentNotes.id, body: talentNotes.body, createdAt: talentNotes.createdAt, authorUserId: talentNotes.authorUserId, authorName: users.name })
    .from(talentNotes)
    .leftJoin(users, eq(users.id, talentNotes.authorUserId))
    .where(and(eq(talentNotes.companyId, session.companyId), eq(talentNotes.talentId, talentId)))
    .orderBy(desc(talentNotes.createdAt), desc(talentNotes.id));
  return rows.map((row) => toNote(row, session));
}

/** POST /v1/job-portal/talents/{talentId}/notes: at most 300 characters (spec 9), checked by the schema. */
export async function addTalentNote(db: Database, session: CompanySessionContext, talentId: string, input: { body: string }): Promise<TalentNote> {
  await assertCanAny(db, session, ["talentDb", "talentHunt"], "manage");
  return db.transaction(async (tx) => {
    await requireTalentInReach(tx, session.companyId, talentId);
    const [note] = await tx
      .insert(talentNotes)
      .values({ companyId: session.companyId, talentId, authorUserId: session.userId, body: input.body })
      .returning({ id: talentNotes.id, body: talentNotes.body, createdAt: talentNotes.createdAt, authorUserId: talentNotes.authorUserId });
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, session.userId));
    return toNote({ ...note!, authorName: author?.name ?? null }, session);
  });
}

/**
 * DELETE /v1/job-portal/talents/{talentId}/notes/{noteId}: a member deletes their own notes; the
 * owner (Admin) may delete any of the company's notes.
 */
export async function deleteTalentNote(db: Database, session: CompanySessionContext, talentId: string, noteId: string): Promise<{ id: string; deleted: true }> {
  await assertCanAny(db, session, ["talentDb", "talentHunt"], "manage");
  return db.transaction(async (tx) => {
    const [note] = await tx
      .select({ authorUserId: talentNotes.authorUserId })
      .from(talentNotes)
      .where(and(eq(talentNotes.id, noteId), eq(talentNotes.talentId, talentId), eq(talentNotes.companyId, session.companyId)))
      .for("update");
    if (!note) throw noteNotFound();
    if (session.role !== "owner" && note.authorUserId !== session.userId) throw notNoteAuthor();
    await tx.delete(talentNotes).where(and(eq(talentNotes.id, noteId), eq(talentNotes.companyId, session.companyId)));
    return { id: noteId, deleted: true as const };
  });
}
