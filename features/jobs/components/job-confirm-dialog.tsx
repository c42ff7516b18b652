"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";

export type JobConfirmation = { kind: "close" | "delete"; job: { id: string; role: string } };

const texts = {
  close: {
    title: "Close this job?",
    body: "A closed job no longer takes applications. Its candidates stay with the job.",
    confirm: "Close job",
  },
  delete: {
    title: "Delete this draft?",
    body: "The draft and everything written in it will be removed. This cannot be undone.",
    confirm: "Delete draft",
  },
} as const;

/** Asks before the two actions that cannot simply be taken back: closing a job and deleting a draft. */
export function JobConfirmDialog({
  confirmation,
  pending,
  onConfirm,
  onOpenChange,
}: {
  confirmation: JobConfirmation | null;
  pending: boolean;
  onConfirm: (confirmation: JobConfirmation) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const text = confirmation ? texts[confirmation.kind] : texts.close;
  return (
    <Dialog open={confirmation !== null} onOpenChange={onOpenChange}>
      <DialogContent title={text.title} description={confirmation ? confirmation.job.role.trim() || "Untitled job" : undefined} size="sm">
        <p className="text-sm text-gray-700">{text.body}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => confirmation && onConfirm(confirmation)}>
            {text.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
