import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { assertCanAny, requireTalentInReach } from "./talent-database-access";
import { deleteCompanyNote, findUserName, insertTalentNote, listCompanyNotesOfTalent, lockCompanyNote, type TalentNoteRow } from "./talent-notes-queries";
import { noteNotFound, notNoteAuthor } from "./talents-errors";
import type { TalentNote } from "./talents-schemas";

function toNote(row: TalentNoteRow, session: CompanySessionContext): TalentNote {
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
  const rows = await listCompanyNotesOfTalent(db, session.companyId, talentId);
  return rows.map((row) => toNote(row, session));
}

/** POST /v1/job-portal/talents/{talentId}/notes: at most 300 characters (spec 9), checked by the schema. */
export async function addTalentNote(db: Database, session: CompanySessionContext, talentId: string, input: { body: string }): Promise<TalentNote> {
  await assertCanAny(db, session, ["talentDb", "talentHunt"], "manage");
  return db.transaction(async (tx) => {
    await requireTalentInReach(tx, session.companyId, talentId);
    const note = await insertTalentNote(tx, { companyId: session.companyId, talentId, authorUserId: session.userId, body: input.body });
    const authorName = await findUserName(tx, session.userId);
    return toNote({ ...note, authorName }, session);
  });
}

/**
 * DELETE /v1/job-portal/talents/{talentId}/notes/{noteId}: a member deletes their own notes; the
 * owner (Admin) may delete any of the company's notes.
 */
export async function deleteTalentNote(db: Database, session: CompanySessionContext, talentId: string, noteId: string): Promise<{ id: string; deleted: true }> {
  await assertCanAny(db, session, ["talentDb", "talentHunt"], "manage");
  return db.transaction(async (tx) => {
    const note = await lockCompanyNote(tx, { companyId: session.companyId, talentId, noteId });
    if (!note) throw noteNotFound();
    if (session.role !== "owner" && note.authorUserId !== session.userId) throw notNoteAuthor();
    await deleteCompanyNote(tx, session.companyId, noteId);
    return { id: noteId, deleted: true as const };
  });
}
