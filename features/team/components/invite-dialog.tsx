"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { track } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { MAX_INVITES_PER_REQUEST } from "@/server/modules/team/team-contract";
import { useInviteMembers } from "../api/invite-members";
import { DEFAULT_ACCESS, accessPayload, type AccessFormValues } from "../lib/access-model";
import { inviteEmailsProblem, splitEmails } from "../lib/invite-emails";
import { AccessFields } from "./access-fields";

type InviteFormValues = AccessFormValues & { emails: string };

/** The API names a refused email by its place in the list (`emails.2`): say which email it is. */
function emailFieldErrors(error: unknown, emails: readonly string[]): string[] {
  return toApiClientError(error).fieldErrors.flatMap(({ field, message }) => {
    const index = /^emails\.(\d+)$/.exec(field)?.[1];
    if (index === undefined) return [];
    const email = emails[Number(index)];
    return [email && !message.includes(email) ? `${email}: ${message}` : message];
  });
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const form = useForm<InviteFormValues>({ defaultValues: { ...DEFAULT_ACCESS, emails: "" } });
  const invite = useInviteMembers();
  const [error, setError] = useState<unknown>(null);
  const [emailProblems, setEmailProblems] = useState<string[]>([]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ emails: text, ...access }) => {
    setError(null);
    setEmailProblems([]);
    const emails = splitEmails(text);
    const problem = inviteEmailsProblem(emails);
    if (problem) {
      form.setError("emails", { type: "validate", message: problem }, { shouldFocus: true });
      return;
    }
    const accessPermissions = accessPayload(access);
    try {
      const invited = await invite.mutateAsync({ emails, accessPermissions });
      track("ed_team_member_invited", { count: invited.length, resources: accessPermissions.map((entry) => `${entry.permission.resource}.${entry.permission.action}`) });
      toast.success({
        title: invited.length === 1 ? "Invitation sent" : `${invited.length} invitations sent`,
        subtitle: "Each person gets an email with a link to join your team.",
      });
      onDone();
    } catch (caught) {
      const problems = emailFieldErrors(caught, emails);
      if (problems.length > 0) {
        setEmailProblems(problems);
        form.setFocus("emails");
      } else setError(caught);
    }
  });

  const emailError = errors.emails?.message ?? (emailProblems.length > 0 ? emailProblems.join(". ") : undefined);
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField
        label="Emails"
        required
        error={emailError}
        hint={`Work emails, separated by commas or new lines (up to ${MAX_INVITES_PER_REQUEST}). Everyone gets the access chosen below.`}
      >
        {(control) => <TextArea {...control} {...form.register("emails")} placeholder="rina@company.com, budi@company.com" autoComplete="off" />}
      </FormField>
      <AccessFields register={form.register} />
      {error ? <FormErrorAlert error={error} /> : null}
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

/** Invite people by email with the access they will get (POST /v1/job-portal/invited-user-company). */
export function InviteDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden />
        Invite Member
      </Button>
      {open ? (
        <DialogContent title="Invite members" description="They join your company with the access you choose here. You can change it later." size="lg">
          <InviteForm onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
