"use client";

import { CalendarClock, MapPin, Video } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { INTERVIEW_STAGE_LABELS, durationText, interviewTimeText } from "@/server/modules/interviews/interviews-contract";
import { useCancelInterview, useInterviews, type Interview } from "../../api/interviews";
import { interviewDialogModule, preloadInterviewDialog } from "./lazy-interview-dialog";

function CancelInterviewDialog({ jobId, applicationId, interview, onClose }: { jobId: string; applicationId: string; interview: Interview; onClose: () => void }) {
  const cancel = useCancelInterview(jobId, applicationId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm" title="Cancel interview?">
        <p className="text-sm text-gray-700">
          {INTERVIEW_STAGE_LABELS[interview.step]} on {interviewTimeText(new Date(interview.startsAt), interview.timeZone)}. The candidate and the interviewers get a
          cancellation that removes it from their calendars.
        </p>
        {cancel.isError ? <FormErrorAlert error={cancel.error} /> : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button
            type="button"
            variant="danger"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(interview.id, {
                onSuccess: () => {
                  toast.success({ content: "Interview cancelled" });
                  onClose();
                },
              })
            }
          >
            Cancel interview
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function InterviewItem({ interview, canManage, onReschedule, onCancel }: { interview: Interview; canManage: boolean; onReschedule: () => void; onCancel: () => void }) {
  const cancelled = interview.status === "cancelled";
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className={cancelled ? "min-w-0 text-gray-500" : "min-w-0"}>
        <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          <span className={cancelled ? "line-through" : undefined}>{interviewTimeText(new Date(interview.startsAt), interview.timeZone)}</span>
          <span className="font-normal text-gray-600">· {durationText(interview.durationMinutes)}</span>
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {INTERVIEW_STAGE_LABELS[interview.step]}
          {cancelled ? <span className="ml-2 rounded bg-gray-200 px-1.5 py-0.5 text-xs text-gray-800">Cancelled</span> : null}
        </p>
        <p className="mt-1 flex items-start gap-2 text-sm break-words text-gray-700">
          {interview.mode === "inPerson" ? <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> : <Video className="mt-0.5 size-4 shrink-0" aria-hidden />}
          {interview.mode === "inPerson" ? (
            <span>{interview.location}</span>
          ) : (
            <a className="min-w-0 break-all text-brand-700 underline" href={interview.meetingUrl ?? undefined} target="_blank" rel="noreferrer noopener">
              {interview.meetingUrl}
            </a>
          )}
        </p>
        <p className="mt-1 text-sm text-gray-700">With {interview.interviewers.map((person) => person.name).join(", ") || "—"}</p>
      </div>
      {canManage && !cancelled ? (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" onClick={onReschedule} onPointerEnter={preloadInterviewDialog} onFocus={preloadInterviewDialog}>
            Reschedule
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The applicant's interviews; editors schedule, reschedule and cancel them. */
export function ApplicantInterviews({ jobId, applicationId, canManage }: { jobId: string; applicationId: string; canManage: boolean }) {
  const interviews = useInterviews(jobId, applicationId);
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const dialog = interviewDialogModule.useModule(rescheduling !== null);
  if (interviews.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner /> Loading interviews…
      </p>
    );
  }
  if (interviews.isError) return <QueryError error={interviews.error} onRetry={() => void interviews.refetch()} />;
  if (interviews.data.docs.length === 0) return <p className="text-sm text-gray-600">No interviews scheduled yet.</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {interviews.data.docs.map((interview) => (
          <InterviewItem key={interview.id} interview={interview} canManage={canManage} onReschedule={() => setRescheduling(interview)} onCancel={() => setCancelling(interview)} />
        ))}
      </ul>
      {rescheduling && dialog ? (
        <dialog.InterviewDialog jobId={jobId} applicationId={applicationId} interview={rescheduling} open onOpenChange={(open) => (open ? undefined : setRescheduling(null))} />
      ) : null}
      {cancelling ? <CancelInterviewDialog jobId={jobId} applicationId={applicationId} interview={cancelling} onClose={() => setCancelling(null)} /> : null}
    </>
  );
}
