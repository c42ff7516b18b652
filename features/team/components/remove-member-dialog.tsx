"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { toastError } from "@/components/ui/error-display";
import { toast } from "@/components/ui/toast";
import type { Member } from "@/server/modules/team/team-schemas";
import { useRemoveMember } from "../api/remove-member";

/** Asks before removing a member (DELETE /v1/job-portal/user-company/{id}); their access ends at once. */
export function RemoveMemberDialog({ member, companyId, onOpenChange }: { member: Member | null; companyId: string; onOpenChange: (open: boolean) => void }) {
  const removeMember = useRemoveMember(companyId);
  const confirm = async () => {
    if (!member) return;
    try {
      await removeMember.mutateAsync(member.id);
      toast.success({ title: "Member removed", subtitle: `${member.name} no longer has access to your company.` });
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      {member ? (
        <DialogContent title="Remove member?" description={`${member.name} (${member.email}) will lose access to your company's jobs, talents and team.`} size="sm">
          <DialogFooter flush>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" loading={removeMember.isPending} onClick={() => void confirm()}>
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
