import { formatDateTime } from "@/lib/format/date";
import { formatDuration } from "@/lib/format/duration";
import { applicationStatusLabel } from "@/server/modules/applications/application-status-contract";
import { INTERVIEW_STAGE_LABELS, INTERVIEW_STAGES, INTERVIEW_TIME_ZONES, interviewTimeText, type InterviewStage, type InterviewTimeZone } from "@/server/modules/interviews/interviews-contract";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import type { TimelineEntry } from "../../api/get-applicant-timeline";

/** A timeline record in words: one sentence, optional facts under it, and quoted text (a note, an email). */
export type TimelineEntryText = {
  sentence: string;
  detail?: string;
  quote?: { title?: string; body: string };
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const count = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const stepName = (value: unknown): string | null => (typeof value === "object" && value !== null ? text((value as { name?: unknown }).name) : null);
const statusLabel = (value: unknown): string | null =>
  typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value) ? applicationStatusLabel(value as ApplicationStatus) : null;

function describeMove(from: string | null, to: string | null): string | undefined {
  if (from && to) return from === to ? undefined : `${from} → ${to}`;
  return to ?? undefined;
}

function statusChange(entry: TimelineEntry, actor: string | null, candidate: string): TimelineEntryText {
  const { data } = entry;
  const toStep = stepName(data.toStep);
  const fromStep = stepName(data.fromStep);
  const who = actor ?? "The system";
  const sentence = (() => {
    switch (data.decision) {
      case "accepted":
        return `${who} shortlisted ${candidate}`;
      case "approached":
        return `${who} marked ${candidate} to consider`;
      case "rejected":
        return `${who} rejected ${candidate}`;
      default:
        // A status change within the same step (a tech test submitted, say) is not a move.
        return toStep && toStep !== fromStep ? `${who} moved ${candidate} to ${toStep}` : `${who} changed the status of ${candidate}`;
    }
  })();
  const facts = [
    describeMove(fromStep, toStep) && `Step: ${describeMove(fromStep, toStep)}`,
    describeMove(statusLabel(data.fromStatus), statusLabel(data.toStatus)) && `Status: ${describeMove(statusLabel(data.fromStatus), statusLabel(data.toStatus))}`,
  ].filter(Boolean);
  return { sentence, detail: facts.length > 0 ? facts.join(" · ") : undefined };
}

function techTestExpired(data: Record<string, unknown>, candidate: string): string {
  if (data.status === "notConfirm") return `The tech test expired: ${candidate} did not confirm it in time`;
  if (data.status === "notSubmit") return `The tech test expired: ${candidate} did not submit it in time`;
  return "The tech test expired";
}

function deadlineDetail(data: Record<string, unknown>): string | undefined {
  const deadline = text(data.deadline) ?? text(data.submitBy) ?? text(data.confirmBy);
  return deadline ? `New deadline: ${formatDateTime(deadline, { withZoneLabel: true })}` : undefined;
}

/** "HR Interview" and "Mon, 7 Dec 2026, 10:00 WIB" of an interview record, when the data holds them. */
function interviewFacts(data: Record<string, unknown>): { stage: string; when: string | undefined } {
  const stage = (INTERVIEW_STAGES as readonly unknown[]).includes(data.step) ? INTERVIEW_STAGE_LABELS[data.step as InterviewStage] : "Interview";
  const startsAt = text(data.startsAt);
  const zone = (INTERVIEW_TIME_ZONES as readonly unknown[]).includes(data.timeZone) ? (data.timeZone as InterviewTimeZone) : null;
  return { stage, when: startsAt && zone && !Number.isNaN(Date.parse(startsAt)) ? interviewTimeText(new Date(startsAt), zone) : undefined };
}

/** How the application came: the careers page (perhaps answering an invitation), a member adding a talent, or a recommendation. */
function appliedSentence(data: Record<string, unknown>, member: string | null, candidate: string): string {
  if (member) return `${member} added ${candidate} from the Talent Database`;
  if (data.invitationId) return `${candidate} applied on the careers page, invited via Talent Search`;
  return data.source === "recommendation" ? `${candidate} was recommended for this job` : `${candidate} applied on the careers page`;
}

/**
 * Reads one timeline record as a sentence with who did it: "Dewi Lestari shortlisted Sari
 * Wulandari". `actorName` is null for a member since removed ("A team member"), the candidate
 * (named by `candidate`) and the system (the sentence is then passive).
 */
export function describeTimelineEntry(entry: TimelineEntry, candidate: string): TimelineEntryText {
  const { data } = entry;
  const member = entry.actor === "member" ? (entry.actorName ?? "A team member") : null;
  const actor = entry.actor === "candidate" ? candidate : member;
  switch (entry.type) {
    case "applied":
      return { sentence: appliedSentence(data, member, candidate) };
    case "imported":
      return { sentence: member ? `${member} imported ${candidate}` : `${candidate} was imported from a file` };
    case "statusChanged":
      return statusChange(entry, actor, candidate);
    case "emailSent": {
      const subject = text(data.subject);
      const body = text(data.body);
      return {
        sentence: member ? `${member} emailed ${candidate}` : `An email was sent to ${candidate}`,
        ...(subject || body ? { quote: { ...(subject ? { title: subject } : {}), body: body ?? "" } } : {}),
      };
    }
    case "noteAdded":
      return { sentence: `${actor ?? "Someone"} added a note`, quote: { body: text(data.body) ?? "" } };
    case "techTestSent": {
      const step = text(data.stepName);
      return { sentence: `${member ?? "The system"} sent ${candidate} a tech test${step ? ` (${step})` : ""}` };
    }
    case "techTestConfirmed":
      return { sentence: `${candidate} confirmed the tech test` };
    case "techTestSubmitted":
      return { sentence: `${candidate} submitted the tech test` };
    case "techTestExpired":
      return { sentence: techTestExpired(data, candidate) };
    case "techTestDeadlineExtended": {
      const hours = count(data.hours);
      return {
        sentence: `${member ?? "The system"} extended the tech test deadline${hours ? ` by ${formatDuration(hours * 3_600_000)}` : ""}`,
        detail: deadlineDetail(data),
      };
    }
    case "techTestReminderSent":
      return { sentence: `${candidate} was reminded of the tech test deadline` };
    case "interviewScheduled": {
      const { stage, when } = interviewFacts(data);
      return { sentence: `${member ?? "The system"} scheduled ${candidate}'s ${stage}`, detail: when };
    }
    case "interviewRescheduled": {
      const { stage, when } = interviewFacts(data);
      return { sentence: `${member ?? "The system"} rescheduled ${candidate}'s ${stage}`, detail: when && `New time: ${when}` };
    }
    case "interviewCancelled": {
      const { stage, when } = interviewFacts(data);
      return { sentence: `${member ?? "The system"} cancelled ${candidate}'s ${stage}`, detail: when };
    }
    case "analyzed": {
      const score = count(data.score);
      return { sentence: score === null ? `The AI analysis of ${candidate} was updated` : `The AI analysis scored ${candidate} ${score} out of 100` };
    }
  }
}

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago" (spec 9 duration text). */
export function relativeTime(createdAt: string, now: number): string {
  const age = now - Date.parse(createdAt);
  return age < 60_000 ? "Just now" : `${formatDuration(age)} ago`;
}
