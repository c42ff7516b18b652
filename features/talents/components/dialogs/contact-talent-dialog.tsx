"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay } from "@/components/ui/error-display";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiClientError } from "@/lib/api-error";
import { TALENT_CONTACT_MESSAGE_MAX_LENGTH, TALENT_CONTACT_SUBJECT_MAX_LENGTH, TALENT_ERROR_CODES } from "@/server/modules/talents/talents-contract";
import { useContactTalent } from "../../api/contact-talent";
import { contactDraft, type ContactSender } from "../../lib/contact-template";

const fieldError = (error: unknown, field: string) => (error instanceof ApiClientError ? error.fieldErrors.find((item) => item.field === field)?.message : undefined);

/** Contact: an email to the talent from the template (spec 3 placeholders filled in), sent through the outbox. */
export function ContactTalentDialog({
  open,
  onOpenChange,
  talent,
  sender,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  talent: { id: string; name: string };
  sender: ContactSender;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Contact ${talent.name}`} description="The talent receives this email from us, with your company's name." size="lg">
        <ContactForm talent={talent} sender={sender} onSent={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ talent, sender, onSent, onCancel }: { talent: { id: string; name: string }; sender: ContactSender; onSent: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(() => contactDraft(talent.name, sender));
  // One id per message composed (the form mounts with each opening): a retried send is not sent twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const contact = useContactTalent(talent.id);
  const error = contact.error;
  const quotaReached = error instanceof ApiClientError && error.code === TALENT_ERROR_CODES.quotaReached;
  const subjectError = fieldError(error, "subject");
  const messageError = fieldError(error, "message");
  return (
    <form
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        contact.mutate(
          { requestId, subject: draft.subject, message: draft.message },
          {
            onSuccess: () => {
              toast.success({ title: "Message sent", subtitle: `Your email to ${talent.name} is on its way.` });
              onSent();
            },
          },
        );
      }}
    >
      <FormField label="Subject" required error={subjectError}>
        {(control) => (
          <Input {...control} value={draft.subject} maxLength={TALENT_CONTACT_SUBJECT_MAX_LENGTH} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} required />
        )}
      </FormField>
      <FormField label="Message" required error={messageError}>
        {(control) => (
          <TextArea {...control} rows={10} value={draft.message} maxLength={TALENT_CONTACT_MESSAGE_MAX_LENGTH} onChange={(event) => setDraft({ ...draft, message: event.target.value })} required />
        )}
      </FormField>
      {quotaReached ? (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Contacting a talent unlocks their profile, and your plan&apos;s unlocks are used up.{" "}
          <Link href="/subscription" className="font-medium text-brand-700 underline">
            Upgrade plan
          </Link>
        </div>
      ) : error && !subjectError && !messageError ? (
        <div role="alert" className="text-sm">
          <ErrorDisplay error={error} />
        </div>
      ) : null}
      <DialogFooter flush>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={contact.isPending}>
          Send email
        </Button>
      </DialogFooter>
    </form>
  );
}
