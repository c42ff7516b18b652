import { DEFAULT_TECH_TEST, EMAIL_PLACEHOLDERS, UPDATE_EMAIL_PLACEHOLDERS, type EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";

export type BuiltInTemplate = {
  key: EmailTemplateKey;
  name: string;
  subject: string;
  body: string;
  /** The placeholders this template may use (spec 3; the move-to-another-role update adds three). */
  placeholders: readonly string[];
};

const signature = "Best regards,\n{{Your Name}}\n{{Company Name}}";

/**
 * Spec 3 Email templates, as every company starts with them. A company may reword each one
 * (email_templates); deleting its wording brings these back. Plain text: the body's blank lines
 * are the paragraphs.
 */
export const BUILT_IN_TEMPLATES: Record<EmailTemplateKey, BuiltInTemplate> = {
  caseStudyInvitation: {
    key: "caseStudyInvitation",
    name: "Case study invitation",
    // The same words as the default tech test, so a step's invitation and this template agree.
    subject: DEFAULT_TECH_TEST.subject,
    body: DEFAULT_TECH_TEST.message,
    placeholders: EMAIL_PLACEHOLDERS,
  },
  shortlist: {
    key: "shortlist",
    name: "Shortlist",
    subject: "Good news about your application for {{Job Title}} at {{Company Name}}",
    body:
      "Hi {{Talent Name}},\n\n" +
      "Thank you for applying for the {{Job Title}} role at {{Company Name}}. We enjoyed reading your application " +
      "and are pleased to let you know that you have been shortlisted. Your application is now at the {{Step Name}} stage.\n\n" +
      "We will be in touch soon about the next steps.\n\n" +
      signature,
    placeholders: EMAIL_PLACEHOLDERS,
  },
  rejection: {
    key: "rejection",
    name: "Rejection",
    subject: "Your application for {{Job Title}} at {{Company Name}}",
    body:
      "Hi {{Talent Name}},\n\n" +
      "Thank you for your interest in the {{Job Title}} role at {{Company Name}} and for the time you put into your application. " +
      "After careful review, we have decided not to move forward with your application for this role.\n\n" +
      "We currently have {{total jobs}} open roles, and we would be glad to see your application for any that match your experience.\n\n" +
      "We wish you every success in your search.\n\n" +
      signature,
    placeholders: EMAIL_PLACEHOLDERS,
  },
  moveToAnotherRole: {
    key: "moveToAnotherRole",
    name: "Move to another role",
    subject: "An update on your application at {{Company Name}}",
    body:
      "Hi {{Talent Name}},\n\n" +
      "Thank you for applying for the {{Old Job Title}} role at {{Company Name}}. While reviewing your application, " +
      "we found that your experience is a better match for our {{New Job Title}} role, and we would like to consider you for it instead. " +
      "Your application continues at the {{New Step Name}} stage.\n\n" +
      "You do not need to apply again; we will contact you about the next steps.\n\n" +
      signature,
    placeholders: UPDATE_EMAIL_PLACEHOLDERS,
  },
  reconsideration: {
    key: "reconsideration",
    name: "Reconsideration",
    subject: "We are taking another look at your application for {{Job Title}}",
    body:
      "Hi {{Talent Name}},\n\n" +
      "We have looked again at your application for the {{Job Title}} role at {{Company Name}}, and we would like to reconsider it. " +
      "Your application is now at the {{Step Name}} stage.\n\n" +
      "We will be in touch soon about the next steps.\n\n" +
      signature,
    placeholders: EMAIL_PLACEHOLDERS,
  },
};

/** The placeholders a step's own announcement (custom step, action send-email) may use. */
export const STEP_ANNOUNCEMENT_PLACEHOLDERS: readonly string[] = EMAIL_PLACEHOLDERS;
