"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { toApiClientError } from "@/lib/api-error";
import { DEFAULT_TECH_TEST, EMAIL_PLACEHOLDERS, type StepType, type TechTestSubmissionType } from "@/server/modules/jobs/jobs-contract";
import type { TechTestSettings } from "@/server/modules/jobs/jobs-schemas";
import { TECH_TEST_MAX_SETTING_HOURS } from "@/server/modules/tech-tests/tech-tests-contract";
import { useTechTestStepSettings } from "../../api/get-tech-test-step-settings";
import { useSendTechTests, type SendTechTestsResult } from "../../api/send-tech-tests";

export type TechTestDialogStep = { id: string; name: string; type: StepType };

export type SendTechTestDialogProps = {
  jobId: string;
  applicationIds: string[];
  /** The job's steps (any types); the dialog offers its techTest steps. */
  steps: readonly TechTestDialogStep[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Fields = {
  startLimitHours: string;
  durationHours: string;
  submissionTypes: TechTestSubmissionType[];
  subject: string;
  message: string;
};
type FieldName = keyof Fields | "recruitmentStepId";
type Errors = Partial<Record<FieldName, string>>;

const KINDS: { value: TechTestSubmissionType; label: string }[] = [
  { value: "link", label: "Link" },
  { value: "document", label: "Document (PDF, DOCX or ZIP, up to 10 MB)" },
];

/** The step's saved settings, else spec 3's default tech test (72 h, 48 h, link and document). */
function fieldsFrom(settings: TechTestSettings | null | undefined): Fields {
  const source = settings ?? DEFAULT_TECH_TEST;
  return {
    startLimitHours: String(source.startLimitHours),
    durationHours: String(source.durationHours),
    submissionTypes: [...source.submissionTypes],
    subject: source.subject,
    message: source.message,
  };
}

function hoursProblem(text: string): string | null {
  const hours = Number(text);
  if (text.trim() === "" || !Number.isInteger(hours)) return "Enter whole hours";
  if (hours < 1) return "At least 1 hour";
  if (hours > TECH_TEST_MAX_SETTING_HOURS) return `At most ${TECH_TEST_MAX_SETTING_HOURS} hours (30 days)`;
  return null;
}

function validate(fields: Fields): Errors {
  const errors: Errors = {};
  const start = hoursProblem(fields.startLimitHours);
  if (start) errors.startLimitHours = start;
  const duration = hoursProblem(fields.durationHours);
  if (duration) errors.durationHours = duration;
  if (fields.submissionTypes.length === 0) errors.submissionTypes = "Accept at least one kind of submission";
  if (!fields.subject.trim()) errors.subject = "Write a subject";
  else if (fields.subject.trim().length > 200) errors.subject = "Subject must be at most 200 characters";
  if (!fields.message.trim()) errors.message = "Write a message";
  else if (fields.message.trim().length > 5000) errors.message = "Message must be at most 5000 characters";
  return errors;
}

/** The API's field errors, by the form's names ("submissionTypes.0" is the kinds' group). */
function serverErrors(error: unknown): Errors {
  const errors: Errors = {};
  for (const { field, message } of toApiClientError(error).fieldErrors) {
    const name = field.split(".")[0] as FieldName;
    if (["startLimitHours", "durationHours", "submissionTypes", "subject", "message", "recruitmentStepId"].includes(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}

function sentText(result: SendTechTestsResult): string {
  const sent = result.sent.length === 1 ? "Tech test sent to 1 applicant" : `Tech test sent to ${result.sent.length} applicants`;
  if (result.skipped.length === 0) return sent;
  const skipped = result.skipped.length === 1 ? "1 already had a test waiting" : `${result.skipped.length} already had a test waiting`;
  return `${sent}; ${skipped}`;
}

function SendForm({ jobId, applicationIds, techTestSteps, settings, onOpenChange }: Omit<SendTechTestDialogProps, "steps" | "open"> & {
  techTestSteps: TechTestDialogStep[];
  settings: Record<string, TechTestSettings | null>;
}) {
  const [stepId, setStepId] = useState(techTestSteps[0]!.id);
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(settings[techTestSteps[0]!.id]));
  const [errors, setErrors] = useState<Errors>({});
  // One id per opened dialog: a second press or a retry never sends twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const send = useSendTechTests(jobId);
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => ({ ...current, [name]: value }));

  function chooseStep(id: string) {
    setStepId(id);
    setFields(fieldsFrom(settings[id]));
    setErrors({});
  }

  function toggleKind(kind: TechTestSubmissionType, on: boolean) {
    set("submissionTypes", on ? KINDS.map((entry) => entry.value).filter((value) => value === kind || fields.submissionTypes.includes(value)) : fields.submissionTypes.filter((value) => value !== kind));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || send.isPending) return;
    send.mutate(
      {
        requestId,
        applicationIds,
        recruitmentStepId: stepId,
        startLimitHours: Number(fields.startLimitHours),
        durationHours: Number(fields.durationHours),
        submissionTypes: fields.submissionTypes,
        subject: fields.subject.trim(),
        message: fields.message.trim(),
      },
      {
        onSuccess: (result) => {
          toast.success({ content: sentText(result) });
          onOpenChange(false);
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  const hint = `Placeholders: ${EMAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}`;
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      {techTestSteps.length > 1 ? (
        <FormField label="Step" error={errors.recruitmentStepId}>
          {(control) => (
            <NativeSelect {...control} value={stepId} onChange={(event) => chooseStep(event.target.value)} options={techTestSteps.map((step) => ({ value: step.id, label: step.name }))} />
          )}
        </FormField>
      ) : (
        <p className="text-sm text-gray-700">
          Step: <span className="font-medium text-gray-900">{techTestSteps[0]!.name}</span>
          {errors.recruitmentStepId ? <span className="block text-xs text-red-600">{errors.recruitmentStepId}</span> : null}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Time to confirm (hours)" required error={errors.startLimitHours} hint="From now until the candidate confirms.">
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={TECH_TEST_MAX_SETTING_HOURS} value={fields.startLimitHours} onChange={(event) => set("startLimitHours", event.target.value)} />
          )}
        </FormField>
        <FormField label="Duration (hours)" required error={errors.durationHours} hint="From confirming until the answer is due.">
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={TECH_TEST_MAX_SETTING_HOURS} value={fields.durationHours} onChange={(event) => set("durationHours", event.target.value)} />
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.submissionTypes ? "submission-kinds-error" : undefined}>
        <legend className="text-sm font-medium text-gray-800">
          Accepted submissions
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        </legend>
        {KINDS.map((kind) => (
          <label key={kind.value} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500"
              checked={fields.submissionTypes.includes(kind.value)}
              onChange={(event) => toggleKind(kind.value, event.target.checked)}
            />
            {kind.label}
          </label>
        ))}
        {errors.submissionTypes ? (
          <p id="submission-kinds-error" role="alert" className="text-xs text-red-600">
            {errors.submissionTypes}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Subject" required error={errors.subject}>
        {(control) => <Input {...control} value={fields.subject} maxLength={200} onChange={(event) => set("subject", event.target.value)} />}
      </FormField>
      <FormField label="Message" required error={errors.message} hint={`${hint}. The private link and the deadline are added below the message.`}>
        {(control) => <TextArea {...control} rows={8} value={fields.message} maxLength={5000} onChange={(event) => set("message", event.target.value)} />}
      </FormField>
      {send.isError && Object.keys(errors).length === 0 ? <FormErrorAlert error={send.error} /> : null}
      <DialogFooter flush spread>
        <p className="text-sm text-gray-700">{applicationIds.length === 1 ? "1 email will be sent" : `${applicationIds.length} emails will be sent, one to each applicant`}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send tech test
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}

function SendBody(props: SendTechTestDialogProps) {
  const techTestSteps = props.steps.filter((step) => step.type === "techTest");
  const settings = useTechTestStepSettings(props.jobId, techTestSteps.length > 0);
  if (techTestSteps.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">This job has no tech-test step. Add one to the job&apos;s hiring steps to send a case study.</p>
        <DialogFooter flush>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
  }
  if (settings.isPending) return <Spinner label="Loading the step's settings..." />;
  if (settings.isError) {
    return (
      <FormErrorAlert error={settings.error}>
        <Button className="mt-2" variant="secondary" size="sm" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </FormErrorAlert>
    );
  }
  return <SendForm {...props} techTestSteps={techTestSteps} settings={settings.data} />;
}

/**
 * Sends a tech test (case study) to the chosen applicants: the step, the time to confirm and to
 * work on it, the accepted kinds of submission, and the invitation's subject and message, all
 * prefilled from the step's settings (else spec 3's defaults) and editable for this sending.
 */
export function SendTechTestDialog(props: SendTechTestDialogProps) {
  const count = props.applicationIds.length;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="lg" title={count === 1 ? "Send a tech test" : `Send a tech test to ${count} applicants`}>
        <SendBody {...props} />
      </DialogContent>
    </Dialog>
  );
}
