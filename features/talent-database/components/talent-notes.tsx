"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorDisplay, toastError } from "@/components/ui/error-display";
import { TextArea } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import { TALENT_NOTE_MAX_LENGTH } from "@/server/modules/talents/talents-contract";
import { useAddTalentNote } from "../api/add-talent-note";
import { useDeleteTalentNote } from "../api/delete-talent-note";
import { useTalentNotes } from "../api/get-talent-notes";

function NoteForm({ talentId }: { talentId: string }) {
  const add = useAddTalentNote(talentId);
  const [body, setBody] = useState("");
  const length = body.length;
  const tooLong = length > TALENT_NOTE_MAX_LENGTH;
  return (
    <form
      method="post"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim() || tooLong) return;
        add.mutate(body.trim(), { onSuccess: () => setBody("") });
      }}
    >
      <label htmlFor={`note-${talentId}`} className="text-sm font-medium text-gray-800">
        Add a note
      </label>
      <TextArea
        id={`note-${talentId}`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={tooLong}
        aria-describedby={`note-${talentId}-count`}
        placeholder="What the team should know about this talent"
      />
      <div className="flex items-center justify-between gap-3">
        <span id={`note-${talentId}-count`} className={cn("text-xs", tooLong ? "font-medium text-red-700" : "text-gray-600")} aria-live="polite">
          {length}/{TALENT_NOTE_MAX_LENGTH}
        </span>
        <Button type="submit" size="sm" loading={add.isPending} disabled={!body.trim() || tooLong}>
          Add note
        </Button>
      </div>
      {add.error ? (
        <div role="alert" className="text-sm">
          <ErrorDisplay error={add.error} />
        </div>
      ) : null}
    </form>
  );
}

/**
 * The team's notes on a talent, newest first: anyone who may view the database reads them; those
 * who manage it add notes and delete their own.
 */
export function TalentNotes({ talentId, canManage }: { talentId: string; canManage: boolean }) {
  const notes = useTalentNotes(talentId);
  const remove = useDeleteTalentNote(talentId);
  return (
    <section aria-labelledby={`notes-${talentId}`} className="flex flex-col gap-3">
      <h3 id={`notes-${talentId}`} className="text-sm font-semibold text-gray-900">
        Notes
      </h3>
      {canManage ? <NoteForm talentId={talentId} /> : null}
      {notes.isPending ? <Spinner label="Loading notes..." /> : null}
      {notes.isError ? <QueryError error={notes.error} frame="bare" /> : null}
      {notes.data?.length === 0 ? <p className="text-sm text-gray-600">No notes yet.</p> : null}
      {notes.data && notes.data.length > 0 ? (
        <ul aria-label="Notes" className="flex flex-col gap-2">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="text-xs text-gray-600">
                  <span className="font-medium text-gray-800">{note.author.name ?? "A former member"}</span> · {formatDateTime(note.createdAt)}
                </p>
                {canManage && note.isMine ? (
                  <Button
                    variant="ghostDanger"
                    size="sm"
                    aria-label="Delete note"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(note.id, { onError: (error) => toastError(error) })}
                  >
                    <Trash2 className="size-3.5" aria-hidden />
                  </Button>
                ) : null}
              </div>
              <p className="mt-1 break-words whitespace-pre-line text-gray-900">{note.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
