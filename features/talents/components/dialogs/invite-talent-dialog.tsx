"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay } from "@/components/ui/error-display";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ApiClientError } from "@/lib/api-error";
import { jobPaths } from "@/lib/routes";
import { TALENT_CONTACT_MESSAGE_MAX_LENGTH } from "@/server/modules/talents/talents-contract";
import { usePublishedJobs } from "../../api/get-published-jobs";
import { useInviteTalent } from "../../api/invite-talent";

const fieldError = (error: unknown, field: string) => (error instanceof ApiClientError ? error.fieldErrors.find((item) => item.field === field)?.message : undefined);

/** Invite to apply: one of the company's published jobs and an optional message; the email links to the job's careers page. */
export function InviteTalentDialog({ open, onOpenChange, talent }: { open: boolean; onOpenChange: (open: boolean) => void; talent: { id: string; name: string } }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Invite ${talent.name} to apply`} description="They receive an email with a link to apply to the job on your careers page.">
        <InviteForm talent={talent} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ talent, onDone }: { talent: { id: string; name: string }; onDone: () => void }) {
  const jobs = usePublishedJobs();
  const invite = useInviteTalent(talent.id);
  const [jobId, setJobId] = useState("");
  const [message, setMessage] = useState("");
  if (jobs.isPending) return <Spinner />;
  if (jobs.isError) return <ErrorDisplay error={jobs.error} />;
  if (jobs.data.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        You have no published job to invite to.{" "}
        <Link href={jobPaths.list()} className="font-medium text-brand-700 underline">
          Go to Job Post
        </Link>
      </p>
    );
  }
  const jobError = fieldError(invite.error, "jobId");
  const messageError = fieldError(invite.error, "message");
  return (
    <form
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(
          { jobId, message: message.trim() || undefined },
          {
            onSuccess: (invitation) => {
              toast.success({ title: "Invitation sent", subtitle: `${talent.name} is invited to apply to ${invitation.jobTitle}.` });
              onDone();
            },
          },
        );
      }}
    >
      <FormField label="Job" required error={jobError}>
        {(control) => (
          <NativeSelect
            {...control}
            required
            value={jobId}
            onChange={(event) => setJobId(event.target.value)}
            placeholder="Choose a published job"
            options={jobs.data.map((job) => ({ value: job.id, label: job.role }))}
          />
        )}
      </FormField>
      <FormField label="Message (optional)" error={messageError}>
        {(control) => <TextArea {...control} value={message} maxLength={TALENT_CONTACT_MESSAGE_MAX_LENGTH} onChange={(event) => setMessage(event.target.value)} />}
      </FormField>
      {invite.error && !jobError && !messageError ? (
        <div role="alert" className="text-sm">
          <ErrorDisplay error={invite.error} />
        </div>
      ) : null}
      <DialogFooter flush>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </DialogFooter>
    </form>
  );
}
