"use client";

import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_STAGE_LABELS,
  INTERVIEW_STAGES,
  INTERVIEW_TIME_ZONES,
  TIME_ZONE_LABELS,
  durationText,
  interviewTimeText,
  type InterviewMode,
  type InterviewStage,
  type InterviewTimeZone,
} from "@/server/modules/interviews/interviews-contract";
import { EMAIL_PLACEHOLDERS } from "@/server/modules/jobs/jobs-contract";
import { useInterviewers, useSaveInterview, type Interview } from "../../api/interviews";

const DURATIONS = [15, 30, 45, 60, 90, 120, 180];
const DEFAULT_MESSAGE = "Hi {{Talent Name}},\n\nThank you for applying for {{Job Title}} at {{Company Name}}. We would like to invite you to an interview.\n\n{{Your Name}}";

type FormValues = {
  step: InterviewStage;
  date: string;
  time: string;
  timeZone: InterviewTimeZone;
  durationMinutes: string;
  mode: InterviewMode;
  location: string;
  meetingUrl: string;
  interviewerUserIds: string[];
  message: string;
};
const FIELDS: readonly (keyof FormValues)[] = ["step", "date", "time", "timeZone", "durationMinutes", "mode", "location", "meetingUrl", "interviewerUserIds", "message"];

function defaultsOf(interview: Interview | undefined, defaultStep: InterviewStage): FormValues {
  return interview
    ? {
        step: interview.step,
        date: interview.date,
        time: interview.time,
        timeZone: interview.timeZone,
        durationMinutes: String(interview.durationMinutes),
        mode: interview.mode,
        location: interview.location ?? "",
        meetingUrl: interview.meetingUrl ?? "",
        interviewerUserIds: interview.interviewers.map((person) => person.userId),
        message: interview.message,
      }
    : { step: defaultStep, date: "", time: "10:00", timeZone: "Asia/Jakarta", durationMinutes: "60", mode: "online", location: "", meetingUrl: "", interviewerUserIds: [], message: DEFAULT_MESSAGE };
}

function InterviewForm({ jobId, applicationId, interview, defaultStep, onDone }: { jobId: string; applicationId: string; interview?: Interview; defaultStep: InterviewStage; onDone: () => void }) {
  const interviewers = useInterviewers(jobId, true);
  const save = useSaveInterview(jobId, applicationId);
  const { register, handleSubmit, control, setError, formState } = useForm<FormValues>({ defaultValues: defaultsOf(interview, defaultStep) });
  const mode = useWatch({ control, name: "mode" });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    const plan = {
      date: values.date,
      time: values.time,
      timeZone: values.timeZone,
      durationMinutes: Number(values.durationMinutes),
      mode: values.mode,
      ...(values.mode === "inPerson" ? { location: values.location.trim() } : { meetingUrl: values.meetingUrl.trim() }),
      interviewerUserIds: values.interviewerUserIds,
      message: values.message,
    };
    save.mutate(
      { interviewId: interview?.id, plan: interview ? plan : { ...plan, step: values.step } },
      {
        onSuccess: (saved) => {
          toast.success({ content: `${interview ? "Interview rescheduled" : "Interview scheduled"}: ${interviewTimeText(new Date(saved.startsAt), saved.timeZone)}. Invites are on their way.` });
          onDone();
        },
        onError: (failure) => {
          for (const field of failure.fieldErrors) {
            if ((FIELDS as readonly string[]).includes(field.field)) setError(field.field as keyof FormValues, { message: field.message });
          }
        },
      },
    );
  });
  const unmatchedError = save.isError && !save.error.fieldErrors.some((field) => (FIELDS as readonly string[]).includes(field.field));

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      {interview ? null : (
        <ChoiceGroup
          legend="Interview step"
          required
          type="radio"
          options={INTERVIEW_STAGES.map((stage) => ({ value: stage, label: INTERVIEW_STAGE_LABELS[stage] }))}
          inputProps={register("step", { required: "Choose the interview step" })}
          error={errors.step?.message}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField label="Date" required error={errors.date?.message}>
          {(control) => <Input {...control} type="date" {...register("date", { required: "Enter the date" })} />}
        </FormField>
        <FormField label="Time" required error={errors.time?.message}>
          {(control) => <Input {...control} type="time" step={300} {...register("time", { required: "Enter the time" })} />}
        </FormField>
        <FormField label="Time zone" required error={errors.timeZone?.message}>
          {(control) => <NativeSelect {...control} options={INTERVIEW_TIME_ZONES.map((zone) => ({ value: zone, label: TIME_ZONE_LABELS[zone] }))} {...register("timeZone")} />}
        </FormField>
      </div>
      <FormField label="Duration" required error={errors.durationMinutes?.message}>
        {(control) => <NativeSelect {...control} options={DURATIONS.map((minutes) => ({ value: String(minutes), label: durationText(minutes) }))} {...register("durationMinutes")} />}
      </FormField>
      <ChoiceGroup legend="Where" required type="radio" options={INTERVIEW_MODES.map((value) => ({ value, label: INTERVIEW_MODE_LABELS[value] }))} inputProps={register("mode")} error={errors.mode?.message} />
      {mode === "inPerson" ? (
        <FormField label="Address" required error={errors.location?.message}>
          {(control) => <Input {...control} autoComplete="street-address" {...register("location", { validate: (value) => value.trim() !== "" || "Enter the address" })} />}
        </FormField>
      ) : (
        <FormField label="Meeting link" required error={errors.meetingUrl?.message}>
          {(control) => (
            <Input {...control} type="url" inputMode="url" placeholder="https://" {...register("meetingUrl", { validate: (value) => /^https?:\/\/\S+$/i.test(value.trim()) || "Enter a link starting with http:// or https://" })} />
          )}
        </FormField>
      )}
      {interviewers.isPending ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner /> Loading the hiring team…
        </p>
      ) : interviewers.isError ? (
        <FormErrorAlert error={interviewers.error} />
      ) : (
        <ChoiceGroup
          legend="Interviewers"
          required
          hint="The job's hiring team: owners and members who can see this job."
          options={interviewers.data.docs.map((person) => ({ value: person.userId, label: person.name }))}
          inputProps={register("interviewerUserIds", { validate: (value) => value.length > 0 || "Choose at least one interviewer" })}
          error={errors.interviewerUserIds?.message}
        />
      )}
      <FormField label="Message to the candidate" error={errors.message?.message} hint={`Placeholders: ${EMAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}`}>
        {(control) => <TextArea {...control} rows={4} {...register("message")} />}
      </FormField>
      <p className="text-xs text-gray-600">The candidate and each interviewer get an email with a calendar invite.</p>
      {unmatchedError ? <FormErrorAlert error={save.error} /> : null}
      <DialogFooter flush>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {interview ? "Reschedule" : "Schedule interview"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Schedules an interview with the applicant, or (given `interview`) moves it: time, place, interviewers. */
export function InterviewDialog(props: {
  jobId: string;
  applicationId: string;
  interview?: Interview;
  defaultStep?: InterviewStage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={props.interview ? "Reschedule interview" : "Schedule interview"}>
        <InterviewForm
          jobId={props.jobId}
          applicationId={props.applicationId}
          interview={props.interview}
          defaultStep={props.defaultStep ?? "hrInterview"}
          onDone={() => props.onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
