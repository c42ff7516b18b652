"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { toast } from "@/components/ui/toast";
import type { Member } from "@/server/modules/team/team-schemas";
import { useUpdateMember } from "../api/update-member";
import { accessFormOf, accessPayload, type AccessFormValues } from "../lib/access-model";
import { AccessFields } from "./access-fields";

function specificJobCount(member: Member): number {
  const ids = new Set(
    member.accessPermissions
      .filter((entry) => (entry.permission.resource === "jobPost" || entry.permission.resource === "jobPostSalary") && entry.allowedCriteria)
      .flatMap((entry) => entry.allowedCriteria!.jobIds),
  );
  return ids.size;
}

function EditAccessForm({ member, companyId, onDone }: { member: Member; companyId: string; onDone: () => void }) {
  const initial = accessFormOf(member);
  const form = useForm<AccessFormValues>({ defaultValues: initial });
  const updateMember = useUpdateMember(companyId);
  const [error, setError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const accessPermissions = accessPayload(values, initial);
    if (accessPermissions.length === 0) {
      onDone();
      return;
    }
    try {
      await updateMember.mutateAsync({ userId: member.userId, input: { accessPermissions } });
      toast.success({ title: "Access updated", subtitle: `${member.name} now has the access you chose.` });
      onDone();
    } catch (caught) {
      setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate>
      <AccessFields register={form.register} keepSpecificJobs={initial.jobAccess === "specific" ? specificJobCount(member) : undefined} />
      {error ? (
        <div className="mt-4">
          <FormErrorAlert error={error} />
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={updateMember.isPending}>
          Save access
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit one member's access (PATCH /v1/job-portal/user-company/{userId}); only what changed is sent. */
export function EditAccessDialog({ member, companyId, onOpenChange }: { member: Member | null; companyId: string; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      {member ? (
        <DialogContent title={`Edit access: ${member.name}`} description={member.email} size="lg">
          <EditAccessForm key={member.id} member={member} companyId={companyId} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
