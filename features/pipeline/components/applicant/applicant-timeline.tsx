"use client";

import { ArrowRightLeft, Bot, CalendarClock, ClipboardCheck, FileInput, Mail, StickyNote, UserPlus, type LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format/date";
import type { ApplicationEventType } from "@/server/modules/pipeline/pipeline-contract";
import { useApplicantTimeline, type TimelineEntry } from "../../api/get-applicant-timeline";
import { describeTimelineEntry, relativeTime } from "./timeline-entry-text";

const ICONS: Record<ApplicationEventType, LucideIcon> = {
  applied: UserPlus,
  imported: FileInput,
  statusChanged: ArrowRightLeft,
  emailSent: Mail,
  noteAdded: StickyNote,
  techTestSent: ClipboardCheck,
  techTestConfirmed: ClipboardCheck,
  techTestSubmitted: ClipboardCheck,
  techTestExpired: ClipboardCheck,
  techTestDeadlineExtended: ClipboardCheck,
  techTestReminderSent: ClipboardCheck,
  analyzed: Bot,
  interviewScheduled: CalendarClock,
  interviewRescheduled: CalendarClock,
  interviewCancelled: CalendarClock,
};

/** The time now, renewed every minute so "5 minutes ago" keeps true while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function TimelineItem({ entry, candidateName, now }: { entry: TimelineEntry; candidateName: string; now: number }) {
  const Icon = ICONS[entry.type];
  const text = describeTimelineEntry(entry, candidateName);
  const absolute = formatDateTime(entry.createdAt, { withZoneLabel: true });
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      <span className="relative z-10 grid size-8 shrink-0 place-items-center rounded-full bg-gray-100 text-gray-600" aria-hidden>
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-words text-gray-900">{text.sentence}</p>
        <p className="text-xs text-gray-500">
          <time dateTime={entry.createdAt} title={absolute}>
            {relativeTime(entry.createdAt, now)} · {absolute}
          </time>
        </p>
        {text.detail ? <p className="mt-1 break-words text-gray-700">{text.detail}</p> : null}
        {text.quote && entry.type === "emailSent" ? (
          <details className="mt-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
            <summary className="cursor-pointer font-medium break-words text-gray-800">{text.quote.title ?? "The email"}</summary>
            <p className="mt-2 break-words whitespace-pre-line text-gray-700">{text.quote.body}</p>
          </details>
        ) : text.quote ? (
          <blockquote className="mt-2 rounded-lg border-l-4 border-brand-200 bg-brand-50/60 px-3 py-2 break-words whitespace-pre-line text-gray-800">
            {text.quote.body}
          </blockquote>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The applicant's activity, newest first: every status change, email, note and tech-test event,
 * with who and when (relative and absolute). `now` is the clock the relative times read.
 */
export function ApplicantTimeline({ jobId, applicationId, candidateName, now: fixedNow }: { jobId: string; applicationId: string; candidateName: string; now?: number }) {
  const timeline = useApplicantTimeline(jobId, applicationId);
  const clock = useMinuteClock();
  const now = fixedNow ?? clock;
  if (timeline.isPending) return <Spinner label="Loading the activity..." />;
  if (timeline.isError) {
    return (
      <QueryError error={timeline.error} onRetry={() => void timeline.refetch()} showCopy={false} frame="compact" />
    );
  }
  const entries = timeline.data.pages.flatMap((page) => page.docs);
  if (entries.length === 0) return <p className="text-sm text-gray-500">No activity yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Activity" className="relative before:absolute before:top-2 before:bottom-2 before:left-4 before:w-px before:bg-gray-200">
        {entries.map((entry) => (
          <TimelineItem key={entry.id} entry={entry} candidateName={candidateName} now={now} />
        ))}
      </ol>
      {timeline.hasNextPage ? (
        <Button variant="secondary" size="sm" className="self-start" loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
          Show earlier activity
        </Button>
      ) : null}
    </div>
  );
}
