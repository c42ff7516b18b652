import type { OutgoingEmail } from "@/server/modules/mail/outbox-service";
import { buildInterviewCalendar, type CalendarInvite, type CalendarPerson } from "./interview-calendar";
import { INTERVIEW_STAGE_LABELS, durationText, interviewTimeText, type InterviewMode, type InterviewStage, type InterviewTimeZone } from "./interviews-contract";

export const INTERVIEW_EMAIL_CATEGORIES = {
  invitation: "interview-invitation",
  update: "interview-update",
  cancellation: "interview-cancellation",
} as const;

export type InterviewMailKind = keyof typeof INTERVIEW_EMAIL_CATEGORIES;

/** What every mail about one version of an interview says. */
export type InterviewMailFacts = {
  interviewId: string;
  sequence: number;
  step: InterviewStage;
  startsAt: Date;
  durationMinutes: number;
  timeZone: InterviewTimeZone;
  mode: InterviewMode;
  location: string | null;
  meetingUrl: string | null;
  companyName: string;
  jobTitle: string;
  candidate: CalendarPerson;
  interviewers: readonly CalendarPerson[];
  organizer: CalendarPerson;
  /** The recruiter's message to the candidate, placeholders filled in. */
  candidateMessage: string;
  stamp: Date;
};

const SUBJECT_PREFIX: Record<InterviewMailKind, string> = {
  invitation: "Interview invitation",
  update: "Interview rescheduled",
  cancellation: "Interview cancelled",
};

function detailLines(facts: InterviewMailFacts): string[] {
  return [
    `When: ${interviewTimeText(facts.startsAt, facts.timeZone)}`,
    `Duration: ${durationText(facts.durationMinutes)}`,
    facts.mode === "inPerson" ? `Where: ${facts.location}` : `Meeting link: ${facts.meetingUrl}`,
    `Interviewers: ${facts.interviewers.map((person) => person.name).join(", ")}`,
  ];
}

function summaryOf(facts: InterviewMailFacts): string {
  return `${INTERVIEW_STAGE_LABELS[facts.step]}: ${facts.candidate.name} for ${facts.jobTitle} at ${facts.companyName}`;
}

/** The .ics of this version of the interview, the same for every recipient. */
export function interviewCalendar(facts: InterviewMailFacts, method: CalendarInvite["method"]): string {
  return buildInterviewCalendar({
    method,
    interviewId: facts.interviewId,
    sequence: facts.sequence,
    startsAt: facts.startsAt,
    durationMinutes: facts.durationMinutes,
    summary: summaryOf(facts),
    description: [INTERVIEW_STAGE_LABELS[facts.step], ...detailLines(facts)].join("\n"),
    location: facts.mode === "inPerson" ? facts.location : facts.meetingUrl,
    url: facts.mode === "online" ? facts.meetingUrl : null,
    organizer: facts.organizer,
    attendees: [facts.candidate, ...facts.interviewers],
    stamp: facts.stamp,
  });
}

/**
 * The candidate's mail and one per interviewer (`recipients`: the interviewers to write to), each
 * with the calendar invite: REQUEST for an invitation or an update, CANCEL for a cancellation.
 */
export function interviewEmails(facts: InterviewMailFacts, kind: InterviewMailKind, recipients: { candidate: boolean; interviewers: readonly CalendarPerson[] }): OutgoingEmail[] {
  const method = kind === "cancellation" ? "CANCEL" : "REQUEST";
  const calendar = interviewCalendar(facts, method);
  const attachments = [{ filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: calendar, method }];
  const details = detailLines(facts).join("\n");
  const category = INTERVIEW_EMAIL_CATEGORIES[kind];
  const subject = `${SUBJECT_PREFIX[kind]}: ${INTERVIEW_STAGE_LABELS[facts.step]} for ${facts.jobTitle} at ${facts.companyName}`;
  const lead: Record<InterviewMailKind, string> = {
    invitation: "You are invited to an interview.",
    update: "Your interview has a new time or place.",
    cancellation: "This interview is cancelled.",
  };
  const mails: OutgoingEmail[] = [];
  if (recipients.candidate) {
    const message = kind === "cancellation" || !facts.candidateMessage ? "" : `${facts.candidateMessage}\n\n`;
    mails.push({
      to: facts.candidate.email,
      subject,
      text: `Hi ${facts.candidate.name},\n\n${message}${lead[kind]}\n\n${details}\n\n${facts.companyName}`,
      replyTo: facts.organizer.email,
      category,
      attachments,
    });
  }
  for (const person of recipients.interviewers) {
    mails.push({
      to: person.email,
      subject: `${SUBJECT_PREFIX[kind]}: ${facts.candidate.name}, ${INTERVIEW_STAGE_LABELS[facts.step]} for ${facts.jobTitle}`,
      text: `Hi ${person.name},\n\n${kind === "cancellation" ? "The interview with" : "You interview"} ${facts.candidate.name} (${facts.candidate.email}) for ${facts.jobTitle}${kind === "cancellation" ? " is cancelled" : ""}.\n\n${details}`,
      replyTo: facts.organizer.email,
      category,
      attachments,
    });
  }
  return mails;
}
