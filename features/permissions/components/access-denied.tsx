"use client";

import { Lock } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/error-display";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/format/date";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { useApprover } from "../api/get-approver";
import { useMyPendingChangeRequest } from "../api/get-my-change-requests";
import { useWithdrawChangeRequest } from "../api/withdraw-change-request";
import type { AccessRequestTarget } from "../lib/guarded-pages";
import { AccessRequestDialog } from "./access-request-dialog";

type AccessDeniedProps = {
  companyId: string;
  /** The caller's membership: their own pending request for this access is shown, and can be withdrawn. */
  userCompanyId: string;
  target: AccessRequestTarget;
  /** page: 'You don’t have access to this page'; postJob: 'You don’t have permission to post a job'. */
  variant?: "page" | "postJob";
  /** A job post's Job Admin answers for it (spec 6). */
  jobId?: string;
};

/**
 * What a member sees on a page they may not open (spec 6 "Denied user"): the reason, whom to ask
 * (the owner, or the Job Admin for a job post) with their email, and a button to ask.
 */
export function AccessDenied({ companyId, userCompanyId, target, variant = "page", jobId }: AccessDeniedProps) {
  const [asking, setAsking] = useState(false);
  const approver = useApprover(companyId, target.resource, jobId);
  const pending = useMyPendingChangeRequest(companyId, userCompanyId, target.resource);
  const withdraw = useWithdrawChangeRequest();
  const withdrawRequest = async (id: string) => {
    try {
      await withdraw.mutateAsync(id);
      toast.success({ title: "Request withdrawn" });
    } catch (error) {
      toastError(error);
    }
  };
  const who = approver.data?.role === "jobAdmin" ? "the Job Admin" : "the Admin";
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <Lock className="size-7 text-brand-600" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{variant === "postJob" ? PERMISSION_MESSAGES.noPostJob : PERMISSION_MESSAGES.noPageAccess}</h1>
      <p className="max-w-md text-sm text-gray-600">
        {approver.data ? (
          <>
            Ask {who} for access at{" "}
            <a href={`mailto:${approver.data.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {approver.data.email}
            </a>
            , or send a request from here.
          </>
        ) : approver.isError ? (
          "Ask your Admin for access, or send a request from here."
        ) : (
          "Finding who can give you access…"
        )}
      </p>
      {pending.request ? (
        <p className="max-w-md text-sm text-gray-700" data-testid="pending-access-request">
          You asked for this access on {formatDateTime(pending.request.createdAt)}; it is waiting for an answer.{" "}
          <Button type="button" variant="link" size="inline" loading={withdraw.isPending} onClick={() => void withdrawRequest(pending.request!.id)}>
            Withdraw request
          </Button>
        </p>
      ) : null}
      <Button type="button" className="mt-2" onClick={() => setAsking(true)}>
        Request Access
      </Button>
      <AccessRequestDialog open={asking} onOpenChange={setAsking} target={target} approverEmail={approver.data?.email} />
    </div>
  );
}
