"use client";

import { Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay, toastError } from "@/components/ui/error-display";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { track } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { HRIS_ERROR_CODES, HRIS_REQUEST_SOURCES, HRIS_SUCCESS_NOTICE_MS } from "@/server/modules/hris/hris-contract";
import { useCreateJoinRequest } from "../api/create-join-request";
import { useJoinRequest } from "../api/get-join-request";
import { HRIS_TEXTS, alreadySentText } from "../lib/hris-texts";
import { formatReRequestAt, formatReRequestDate } from "../lib/re-request-date";
import { RequestAccessForm } from "./request-access-form";

type RequestAccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The HRIS company's id (the company lookup's doc.id). */
  hrisCompanyId: string;
};

/**
 * Spec 2.10's request-access modal (spec 4): a request already sent that cannot be resent yet shows
 * the already-sent text with the re-request date (DD MM YYYY HH:mm, 3 days after its last update);
 * otherwise the form. Sent, it closes and a success notice stays 10 seconds. A refusal because a
 * request is already waiting closes it with spec 8's 5-second warning; other errors are an error toast.
 */
export function RequestAccessDialog({ open, onOpenChange, userId, hrisCompanyId }: RequestAccessDialogProps) {
  const joinRequest = useJoinRequest(userId, open);
  const create = useCreateJoinRequest();

  const close = () => {
    create.reset();
    onOpenChange(false);
  };

  const send = async (note: string) => {
    try {
      await create.mutateAsync({ userId, companyId: hrisCompanyId, from: HRIS_REQUEST_SOURCES[0], ...(note ? { note } : {}) });
      track("ed_hris_join_request_sent", { hasNote: note.length > 0, noteLength: note.length });
      close();
      toast.success({ content: HRIS_TEXTS.requestSent, duration: HRIS_SUCCESS_NOTICE_MS });
    } catch (error) {
      const apiError = toApiClientError(error);
      track("ed_hris_join_request_failed", { code: apiError.code ?? "unknown" });
      if (apiError.code === HRIS_ERROR_CODES.joinRequestAlreadySent && typeof apiError.data.reRequestAt === "string") {
        close();
        toast.warning({
          title: HRIS_TEXTS.deniedTitle,
          subtitle: alreadySentText(formatReRequestAt(apiError.data.reRequestAt)),
          duration: HRIS_TEXTS.deniedDurationMs,
        });
        return;
      }
      toastError(error);
    }
  };

  const request = joinRequest.data;
  let body: React.ReactNode;
  if (joinRequest.isPending) {
    body = <Spinner className="py-4" label={HRIS_TEXTS.loadingRequest} />;
  } else if (joinRequest.isError) {
    body = (
      <div className="flex flex-col gap-3 text-sm" role="alert">
        <p className="text-gray-700">{HRIS_TEXTS.loadRequestFailed}</p>
        <ErrorDisplay error={joinRequest.error} showCopy={false} />
        <DialogFooter flush>
          <Button type="button" variant="secondary" onClick={() => void joinRequest.refetch()}>
            Try again
          </Button>
        </DialogFooter>
      </div>
    );
  } else if (request && !request.canResend) {
    body = (
      <div className="flex flex-col items-center gap-3 text-center">
        <Hourglass className="size-12 text-brand-600" aria-hidden />
        <h3 className="text-base font-semibold text-gray-900">{HRIS_TEXTS.alreadySentTitle}</h3>
        <p className="text-sm text-gray-700" data-testid="hris-already-sent">
          {alreadySentText(formatReRequestDate(request.updatedAt))}
        </p>
        <DialogFooter className="w-full">
          <Button type="button" onClick={close} className="w-full sm:w-auto">
            OK
          </Button>
        </DialogFooter>
      </div>
    );
  } else {
    body = <RequestAccessForm sending={create.isPending} onSend={(note) => void send(note)} onCancel={close} />;
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent title={HRIS_TEXTS.requestTitle} description={HRIS_TEXTS.requestDescription}>
        {body}
      </DialogContent>
    </Dialog>
  );
}
