"use client";

import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";

type ResetWizardDialogProps = {
  /** A never-published draft is deleted; a published job only drops the edits not yet saved. */
  mode: "discardDraft" | "reloadJob";
  onConfirm: () => Promise<void>;
};

const TEXT = {
  discardDraft: {
    title: "Start this job post over?",
    description: "The draft is deleted and the form goes back to its defaults. This cannot be undone.",
    action: "Delete draft and start over",
  },
  reloadJob: {
    title: "Discard your unsaved edits?",
    description: "The form goes back to the job as it is saved now.",
    action: "Discard edits",
  },
} as const;

/** Spec 2.6: the wizard's state can be reset, after a confirmation. */
export function ResetWizardDialog({ mode, onConfirm }: ResetWizardDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = TEXT[mode];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="ghostInverted" size="sm" onClick={() => setOpen(true)}>
        <RotateCcw className="size-4" aria-hidden />
        Reset
      </Button>
      {open ? (
        <DialogContent title={text.title} description={text.description} size="sm">
          <DialogFooter flush>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="danger"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                  setOpen(false);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {text.action}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
