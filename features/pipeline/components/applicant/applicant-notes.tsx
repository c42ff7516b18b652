"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { TextArea } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { NOTE_MAX_LENGTH } from "@/server/modules/pipeline/pipeline-contract";
import { useAddApplicantNote } from "../../api/add-applicant-note";

/** A note on the applicant for the hiring team (spec 9: at most 300 characters, counted live as n/300). */
export function ApplicantNoteForm({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const id = useId();
  const [body, setBody] = useState("");
  // Kept until the note is saved: a retry after a lost answer writes it once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const addNote = useAddApplicantNote(jobId, applicationId);
  const length = body.length;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    addNote.mutate(
      { body: body.trim(), requestId },
      {
        onSuccess: () => {
          setBody("");
          setRequestId(crypto.randomUUID());
        },
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`${id}-note`} className="text-sm font-medium text-gray-800">
        Add a note
      </label>
      <TextArea
        id={`${id}-note`}
        value={body}
        maxLength={NOTE_MAX_LENGTH}
        aria-describedby={`${id}-count`}
        placeholder="Only your hiring team sees notes"
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-count`} className={cn("text-xs", length >= NOTE_MAX_LENGTH ? "font-medium text-red-700" : "text-gray-500")}>
          {length}/{NOTE_MAX_LENGTH}
        </p>
        <Button type="submit" size="sm" loading={addNote.isPending} disabled={!body.trim()}>
          Add note
        </Button>
      </div>
      {addNote.isError ? <FormErrorAlert error={addNote.error} /> : null}
    </form>
  );
}
