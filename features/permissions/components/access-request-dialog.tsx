"use client";

import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { toastError } from "@/components/ui/error-display";
import { TextArea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { track } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { ALREADY_REQUESTED_WARNING, CHANGE_REQUEST_ERROR_CODES, CHANGE_REQUEST_NOTE_MAX } from "@/server/modules/change-requests/change-requests-contract";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { useCreateChangeRequest } from "../api/create-change-request";
import { alreadyRequestedWarning } from "../lib/already-requested-warning";
import type { AccessRequestTarget } from "../lib/guarded-pages";

type AccessRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: AccessRequestTarget;
  /** Whom to ask (the Admin, or the Job Admin for job posts), when known. */
  approverEmail?: string;
};

/** Spec 8 and 9: a refused request is explained in a warning that stays 5 seconds. */
export const ALREADY_REQUESTED_WARNING_MS = ALREADY_REQUESTED_WARNING.durationMs;

/**
 * The access-request modal and its 'Access requested' confirmation (spec 2.10, 6). The note is
 * optional, at most 300 characters, with a live n/300 counter (spec 5). A request made again too
 * soon (COMPANY_CHANGE_REQUEST_ALREADY_CREATED, or any 400) closes the modal with the 5-second
 * warning of spec 8; other failures show the error toast.
 */
export function AccessRequestDialog({ open, onOpenChange, target, approverEmail }: AccessRequestDialogProps) {
  const [sent, setSent] = useState(false);
  const [note, setNote] = useState("");
  const createRequest = useCreateChangeRequest();
  const noteId = useId();
  const counterId = `${noteId}-counter`;

  const reset = () => {
    setSent(false);
    setNote("");
    createRequest.reset();
  };

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    try {
      await createRequest.mutateAsync({
        type: "permission",
        ...(trimmed ? { note: trimmed } : {}),
        data: {
          resource: target.resource,
          action: target.action,
          allowedCriteria: target.jobIds ? { jobIds: target.jobIds } : null,
          page: target.page,
        },
      });
      track("ed_access_request_sent", {
        resource: target.resource,
        action: target.action,
        pageName: target.page.name,
        pageUrl: target.page.url,
        hasNote: trimmed.length > 0,
      });
      setSent(true);
    } catch (error) {
      const apiError = toApiClientError(error);
      if (apiError.code === CHANGE_REQUEST_ERROR_CODES.alreadyCreated || apiError.status === 400) {
        changeOpen(false);
        const warning = alreadyRequestedWarning(apiError.data, { email: approverEmail });
        toast.warning({ title: warning.title, subtitle: warning.text, duration: ALREADY_REQUESTED_WARNING_MS });
        return;
      }
      toastError(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {sent ? (
        <DialogContent title="Access requested" size="sm">
          <div className="flex flex-col items-center gap-3 text-center">
            <MailCheck className="size-12 text-brand-600" aria-hidden />
            <p className="text-sm text-gray-700">{PERMISSION_MESSAGES.requestSent}</p>
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => changeOpen(false)} className="w-full sm:w-auto">
              OK
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : (
        <DialogContent
          title="Request access"
          description={
            <>
              Ask {approverEmail ? <span className="font-medium text-gray-900">{approverEmail}</span> : "your Admin"} for access to{" "}
              <span className="font-medium text-gray-900">{target.page.name}</span>.
            </>
          }
        >
          <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-1.5">
            <label htmlFor={noteId} className="text-sm font-medium text-gray-800">
              Note <span className="font-normal text-gray-500">(optional)</span>
            </label>
            <TextArea
              id={noteId}
              value={note}
              maxLength={CHANGE_REQUEST_NOTE_MAX}
              onChange={(event) => setNote(event.target.value.slice(0, CHANGE_REQUEST_NOTE_MAX))}
              aria-describedby={counterId}
              placeholder="Why do you need this access?"
            />
            <p id={counterId} className="self-end text-xs text-gray-500">
              {note.length}/{CHANGE_REQUEST_NOTE_MAX}
            </p>
            <DialogFooter flush className="mt-3">
              <Button type="button" variant="secondary" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={createRequest.isPending}>
                Send request
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
