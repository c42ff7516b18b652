"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { toApiClientError } from "@/lib/api-error";
import { useJobsToMoveTo } from "../../api/get-jobs-to-move-to";
import { useSendCandidateEmails, type CandidateEmailDraft } from "../../api/send-candidate-emails";
import { useEmailTemplates, type EmailTemplate, type EmailTemplateKey } from "../../api/get-email-templates";
import { EmailPreview } from "./email-preview";
import { PlaceholderFields, type EmailFields } from "./placeholder-fields";

export type EmailComposerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobId: string;
  applicationIds: string[];
  /** The template the composer opens with; the recruiter may pick another. */
  templateKey: EmailTemplateKey;
  /**
   * Attached to a decision: Send hands the draft over (the decision sends it once its undo delay
   * has passed). Without it, Send emails the applicants at once.
   */
  onSubmit?: (draft: CandidateEmailDraft) => void;
  title?: string;
  submitLabel?: string;
};

/** "3 emails will be sent": bulk sends are one email per applicant, never one to many. */
export const emailCountText = (count: number) => (count === 1 ? "1 email will be sent" : `${count} emails will be sent, one to each applicant`);

const NEW_JOB_PLACEHOLDER = "New Job Title";

type FieldErrors = Partial<Record<keyof EmailFields | "newJobId", string>>;

function validate(fields: EmailFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.subject.trim()) errors.subject = "Write a subject";
  if (!fields.body.trim()) errors.body = "Write a message";
  return errors;
}

/** The API names fields of a decision's email "email.subject": the composer's own names are the last part. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of toApiClientError(error).fieldErrors) {
    const name = field.split(".").pop();
    if ((name === "subject" || name === "body" || name === "newJobId") && !errors[name]) errors[name] = message;
  }
  return errors;
}

function ComposerForm({ templates, ...props }: EmailComposerDialogProps & { templates: EmailTemplate[] }) {
  const { jobId, applicationIds, onSubmit, onOpenChange } = props;
  const initial = templates.find((template) => template.key === props.templateKey) ?? templates[0]!;
  const [template, setTemplate] = useState(initial);
  const [fields, setFields] = useState<EmailFields>({ subject: initial.subject, body: initial.body });
  const [newJobId, setNewJobId] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // One id per opened composer: a second press or a retry never sends twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const send = useSendCandidateEmails(jobId);
  const needsNewJob = template.placeholders.includes(NEW_JOB_PLACEHOLDER);
  const jobs = useJobsToMoveTo(needsNewJob);

  const draft: CandidateEmailDraft = { templateKey: template.key, ...fields, ...(needsNewJob && newJobId ? { newJobId } : {}) };

  function chooseTemplate(key: string) {
    const next = templates.find((entry) => entry.key === key);
    if (!next) return;
    setTemplate(next);
    setFields({ subject: next.subject, body: next.body });
    setErrors({});
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (onSubmit) {
      onSubmit(draft);
      onOpenChange(false);
      return;
    }
    send.mutate(
      { ...draft, requestId, applicationIds },
      {
        onSuccess: ({ queued }) => {
          toast.success({ content: queued === 1 ? "Email sent" : `${queued} emails sent` });
          onOpenChange(false);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <FormField label="Template">
            {(control) => (
              <NativeSelect
                {...control}
                value={template.key}
                onChange={(event) => chooseTemplate(event.target.value)}
                options={templates.map((entry) => ({ value: entry.key, label: entry.name }))}
              />
            )}
          </FormField>
          {needsNewJob ? (
            <FormField label="New job" error={errors.newJobId} hint={jobs.isError ? "The jobs could not be loaded" : "Fills {{New Job Title}} and {{New Step Name}}"}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={newJobId}
                  onChange={(event) => setNewJobId(event.target.value)}
                  placeholder={jobs.isPending ? "Loading jobs..." : "Choose the job"}
                  options={(jobs.data ?? []).filter((job) => job.id !== jobId).map((job) => ({ value: job.id, label: job.role }))}
                />
              )}
            </FormField>
          ) : null}
          <PlaceholderFields idPrefix="composer" value={fields} onChange={setFields} placeholders={template.placeholders} errors={errors} />
        </div>
        <EmailPreview jobId={jobId} draft={{ ...draft, applicationId: applicationIds[0]! }} recipientCount={applicationIds.length} />
      </div>
      {send.isError ? <FormErrorAlert error={send.error} /> : null}
      <DialogFooter flush spread>
        <p className="text-sm text-gray-700" data-testid="email-count">
          {emailCountText(applicationIds.length)}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            {props.submitLabel ?? "Send"}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}

function ComposerBody(props: EmailComposerDialogProps) {
  const templates = useEmailTemplates();
  if (templates.isPending) return <Spinner label="Loading the templates..." />;
  if (templates.isError || templates.data.length === 0) {
    return (
      <FormErrorAlert error={templates.error ?? new Error("No email templates")}>
        <Button className="mt-2" variant="secondary" size="sm" onClick={() => void templates.refetch()}>
          Try again
        </Button>
      </FormErrorAlert>
    );
  }
  return <ComposerForm {...props} templates={templates.data} />;
}

/**
 * Spec 3's candidate emails: a template, its subject and body editable for this send, placeholder
 * chips, and a live preview with the first recipient's real values. Sends one email per applicant,
 * or hands the draft to a decision (`onSubmit`).
 */
export function EmailComposerDialog(props: EmailComposerDialogProps) {
  const count = props.applicationIds.length;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="lg" className="lg:max-w-5xl" title={props.title ?? (count === 1 ? "Email the candidate" : `Email ${count} candidates`)}>
        <ComposerBody {...props} />
      </DialogContent>
    </Dialog>
  );
}
