"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { TextArea } from "@/components/ui/input";
import { HRIS_NOTE_MAX } from "@/server/modules/hris/hris-contract";
import { HRIS_TEXTS } from "../lib/hris-texts";

type RequestAccessFormProps = {
  sending: boolean;
  onSend: (note: string) => void;
  onCancel: () => void;
};

/** Spec 5: the note is optional, at most 300 characters, with a live n/300 counter. */
export function RequestAccessForm({ sending, onSend, onCancel }: RequestAccessFormProps) {
  const [note, setNote] = useState("");
  const noteId = useId();
  const counterId = `${noteId}-counter`;
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) onSend(note.trim());
      }}
    >
      <label htmlFor={noteId} className="text-sm font-medium text-gray-800">
        {HRIS_TEXTS.noteLabel} <span className="font-normal text-gray-500">(optional)</span>
      </label>
      <TextArea
        id={noteId}
        value={note}
        maxLength={HRIS_NOTE_MAX}
        onChange={(event) => setNote(event.target.value.slice(0, HRIS_NOTE_MAX))}
        aria-describedby={counterId}
        placeholder={HRIS_TEXTS.notePlaceholder}
      />
      <p id={counterId} className="self-end text-xs text-gray-500" aria-live="polite">
        {note.length}/{HRIS_NOTE_MAX}
      </p>
      <DialogFooter flush className="mt-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          {HRIS_TEXTS.send}
        </Button>
      </DialogFooter>
    </form>
  );
}
