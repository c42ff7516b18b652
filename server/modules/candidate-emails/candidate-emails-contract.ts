/** Candidate emails of issue 7: templates, previews and sends. Shared by the API and the portal. Zod-free constants for the portal; the zod schemas are candidate-emails-schemas.ts. */

export const EMAIL_SUBJECT_MAX_LENGTH = 200;

export const EMAIL_BODY_MAX_LENGTH = 5000;

/**
 * Who may reword the company's email templates (hardening issue 9c), a company setting. The names
 * follow spec 6: the owner is labelled Admin, userCompany manage is a Team Editor, jobPost manage
 * a job post Editor. The Admin is always allowed.
 */
export const EMAIL_TEMPLATE_EDITORS = ["teamEditors", "jobPostEditors", "allMembers"] as const;
export type EmailTemplateEditors = (typeof EMAIL_TEMPLATE_EDITORS)[number];
export const DEFAULT_EMAIL_TEMPLATE_EDITORS: EmailTemplateEditors = "jobPostEditors";

export const EMAIL_TEMPLATE_EDITORS_LABELS: Record<EmailTemplateEditors, { label: string; description: string }> = {
  teamEditors: { label: "Admin and Team Editors", description: "Only those who run the team and the company settings" },
  jobPostEditors: { label: "Admin and job post Editors", description: "Anyone who may edit at least one job post" },
  allMembers: { label: "Every member", description: "Every active member of the company" },
};
