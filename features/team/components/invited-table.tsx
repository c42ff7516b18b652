"use client";

import { MailPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toastError } from "@/components/ui/error-display";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format/date";
import type { Invitation } from "@/server/modules/team/team-schemas";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useInvitations } from "../api/get-invitations";
import { useResendInvitation } from "../api/resend-invitation";

function StatusBadge({ status }: { status: Invitation["status"] }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
        status === "active" ? "bg-green-50 text-green-700" : "bg-amber-50 text-amber-800",
      )}
    >
      {status === "active" ? "Active" : "Pending"}
    </span>
  );
}

function WithdrawDialog({ invitation, onOpenChange }: { invitation: Invitation | null; onOpenChange: (open: boolean) => void }) {
  const cancel = useCancelInvitation();
  const confirm = async () => {
    if (!invitation) return;
    try {
      await cancel.mutateAsync(invitation.id);
      toast.success({ title: "Invitation withdrawn", subtitle: `The link sent to ${invitation.email} no longer works.` });
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Dialog open={invitation !== null} onOpenChange={onOpenChange}>
      {invitation ? (
        <DialogContent title="Withdraw invitation?" description={`${invitation.email} will not be able to join with the link we sent.`} size="sm">
          <DialogFooter flush>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Keep it
            </Button>
            <Button type="button" variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
              Withdraw
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The invited table of spec 2.9: email, a Pending or Active badge, the sent or resent date
 * (DD MMM YYYY, HH:mm) and Resend; a pending invitation can also be withdrawn.
 */
export function InvitedTable({ canManageTeam }: { canManageTeam: boolean }) {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  const resendOne = async (invitation: Invitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      toast.success({ title: "Invitation resent", subtitle: `A new link is on its way to ${invitation.email}.` });
    } catch (error) {
      toastError(error);
    }
  };

  if (invitations.isPending) return <Spinner className="py-6" />;
  if (invitations.isError) {
    return (
      <QueryError error={invitations.error} />
    );
  }
  if (invitations.data.length === 0) {
    return (
      <EmptyState icon={MailPlus} title="No invitations yet">
        People you invite appear here until they join, with the date the invitation was sent.
      </EmptyState>
    );
  }
  return (
    <>
      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white" role="region" aria-label="Invitations table" tabIndex={0}>
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="bg-gray-50 text-xs font-semibold text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Email
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Sent
              </th>
              {canManageTeam ? (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {invitations.data.map((invitation) => (
              <tr key={invitation.id} data-invitation-email={invitation.email}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
                  {invitation.email}
                </th>
                <td className="px-4 py-3">
                  <StatusBadge status={invitation.status} />
                </td>
                <td className="px-4 py-3 text-gray-700">
                  <span className="text-gray-500">{invitation.resent ? "Resent" : "Sent"}</span> {formatDateTime(invitation.sentAt)}
                </td>
                {canManageTeam ? (
                  <td className="px-4 py-3">
                    {invitation.status === "pending" ? (
                      <div className="flex justify-end gap-1">
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          loading={resend.isPending && resend.variables === invitation.id}
                          onClick={() => void resendOne(invitation)}
                          aria-label={`Resend the invitation to ${invitation.email}`}
                        >
                          Resend
                        </Button>
                        <Button type="button" size="sm" variant="ghost" onClick={() => setWithdrawing(invitation)} aria-label={`Withdraw the invitation to ${invitation.email}`}>
                          Withdraw
                        </Button>
                      </div>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <WithdrawDialog invitation={withdrawing} onOpenChange={(open) => (open ? undefined : setWithdrawing(null))} />
    </>
  );
}
