import { escapeHtml } from "@/server/lib/rich-text-contract";
import type { OutgoingEmail } from "@/server/modules/mail/outbox-service";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
    .join("\n");

export type Sender = { recruiterName: string; recruiterEmail: string; companyName: string };

/**
 * The email a recruiter sends a talent from Talent Search or the Talent Database. It replies to the
 * recruiter (Reply-To), and says their address too, for mail clients that hide the header.
 */
export function talentContactEmail(input: Sender & { to: string; talentName: string; subject: string; message: string }): OutgoingEmail {
  const signature = `${input.recruiterName}\n${input.companyName}`;
  const replyLine = `Reply to ${input.recruiterName} at ${input.recruiterEmail}.`;
  const footer = `${input.companyName} found your profile in the talent pool, where you chose to be discoverable.`;
  return {
    to: input.to,
    category: "talent-contact",
    replyTo: input.recruiterEmail,
    subject: input.subject,
    text: `Hi ${input.talentName},\n\n${input.message}\n\n${signature}\n\n${replyLine}\n\n${footer}`,
    html: [
      `<p>Hi ${escapeHtml(input.talentName)},</p>`,
      paragraphs(input.message),
      `<p>${escapeHtml(input.recruiterName)}<br>${escapeHtml(input.companyName)}</p>`,
      `<p>Reply to ${escapeHtml(input.recruiterName)} at <a href="mailto:${escapeHtml(input.recruiterEmail)}">${escapeHtml(input.recruiterEmail)}</a>.</p>`,
      `<p style="color:#6b7280">${escapeHtml(footer)}</p>`,
    ].join("\n"),
  };
}

/** The invitation to apply: the job, the recruiter's optional note, and the careers link carrying the invitation. */
export function talentInvitationEmail(input: Sender & { to: string; talentName: string; jobTitle: string; jobUrl: string; message: string | null }): OutgoingEmail {
  const intro = `${input.recruiterName} of ${input.companyName} invites you to apply for ${input.jobTitle}.`;
  const note = input.message ? `\n\n${input.message}` : "";
  return {
    to: input.to,
    category: "talent-invitation",
    replyTo: input.recruiterEmail,
    subject: `${input.companyName} invites you to apply for ${input.jobTitle}`,
    text: `Hi ${input.talentName},\n\n${intro}${note}\n\nSee the job and apply: ${input.jobUrl}\n\nReply to ${input.recruiterName} at ${input.recruiterEmail}.`,
    html: [
      `<p>Hi ${escapeHtml(input.talentName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      input.message ? paragraphs(input.message) : "",
      `<p><a href="${escapeHtml(input.jobUrl)}">See the job and apply</a></p>`,
      `<p>Reply to ${escapeHtml(input.recruiterName)} at <a href="mailto:${escapeHtml(input.recruiterEmail)}">${escapeHtml(input.recruiterEmail)}</a>.</p>`,
    ]
      .filter(Boolean)
      .join("\n"),
  };
}
