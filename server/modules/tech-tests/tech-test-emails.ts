import { serverEnv } from "@/server/config/env";
import type { OutgoingEmail } from "@/server/modules/mail/outbox-service";

/** The candidate page's path; the portal's `candidatePaths.techTest` builds the same one. */
export const techTestPagePath = (token: string) => `/tech-test/${token}`;

/** The private link the candidate's emails carry: APP_URL (or the local server) + /tech-test/{token}. */
export function techTestLink(token: string): string {
  const env = serverEnv();
  const base = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return `${base}${techTestPagePath(token)}`;
}

/** A deadline in plain words for an email: "Friday, 6 March 2026, 14:00 UTC". */
export function formatDeadline(at: Date): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "UTC",
  }).format(at);
  return `${text} UTC`;
}

const plural = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

/** The case-study invitation: the recruiter's subject and message, then the link and what to do by when. */
export function invitationEmail(input: {
  to: string;
  subject: string;
  message: string;
  link: string;
  confirmBy: Date;
  durationHours: number;
}): OutgoingEmail {
  return {
    to: input.to,
    category: "tech-test-invitation",
    subject: input.subject,
    text:
      `${input.message}\n\n` +
      `Open your case study: ${input.link}\n\n` +
      `Confirm that you will take it by ${formatDeadline(input.confirmBy)}. ` +
      `Once you confirm, you have ${plural(input.durationHours)} to submit your answer.\n\n` +
      "This link is personal: do not share it.",
  };
}

type CandidateMailFacts = { to: string; candidateName: string; jobTitle: string; companyName: string };

/**
 * Only the token's hash is stored, so later emails cannot repeat the private link: they point the
 * candidate to the invitation that carries it.
 */
type InvitationFacts = { invitationSubject: string; invitationSentAt: Date };
const whereTheLinkIs = (input: InvitationFacts) =>
  `Open your case study with the private link in our invitation email "${input.invitationSubject}" of ${formatDeadline(input.invitationSentAt)}.`;

/** Sent once, 12 hours before the deadline the candidate is working to. */
export function reminderEmail(input: CandidateMailFacts & InvitationFacts & { stage: "confirm" | "submit"; deadline: Date }): OutgoingEmail {
  const nextStep = input.stage === "confirm" ? "confirm that you will take the case study" : "submit your case study answer";
  return {
    to: input.to,
    category: "tech-test-reminder",
    subject: `Reminder: ${input.stage === "confirm" ? "confirm" : "submit"} your case study for ${input.jobTitle} by ${formatDeadline(input.deadline)}`,
    text:
      `Hi ${input.candidateName},\n\n` +
      `This is a reminder to ${nextStep} for the ${input.jobTitle} role at ${input.companyName}. ` +
      `The deadline is ${formatDeadline(input.deadline)}.\n\n` +
      `${whereTheLinkIs(input)}\n\n` +
      `Best regards,\n${input.companyName}`,
  };
}

/** The recruiter gave more time. */
export function extensionEmail(input: CandidateMailFacts & InvitationFacts & { stage: "confirm" | "submit"; deadline: Date }): OutgoingEmail {
  const nextStep = input.stage === "confirm" ? "confirm that you will take the case study" : "submit your case study answer";
  return {
    to: input.to,
    category: "tech-test-extension",
    subject: `More time for your case study for ${input.jobTitle}`,
    text:
      `Hi ${input.candidateName},\n\n` +
      `${input.companyName} extended your deadline for the ${input.jobTitle} case study. ` +
      `You can now ${nextStep} until ${formatDeadline(input.deadline)}.\n\n` +
      `${whereTheLinkIs(input)}\n\n` +
      `Best regards,\n${input.companyName}`,
  };
}

/** The candidate's receipt of their submission. */
export function submittedEmail(input: CandidateMailFacts & { submittedAt: Date }): OutgoingEmail {
  return {
    to: input.to,
    category: "tech-test-submitted",
    subject: `We received your case study for ${input.jobTitle}`,
    text:
      `Hi ${input.candidateName},\n\n` +
      `Thank you: ${input.companyName} received your case study for the ${input.jobTitle} role on ${formatDeadline(input.submittedAt)}. ` +
      "The hiring team will review it and get back to you.\n\n" +
      `Best regards,\n${input.companyName}`,
  };
}
