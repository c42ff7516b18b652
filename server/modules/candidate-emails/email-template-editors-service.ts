import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { NAMED_REQUIREMENTS, evaluatePermission, jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { permissionDenied } from "@/server/modules/permissions/permissions-errors";
import { subjectOf, type PermissionSubject } from "@/server/modules/permissions/permissions-service";
import type { EmailTemplateEditors } from "./candidate-emails-contract";
import { emailTemplateEditorsOf, setEmailTemplateEditors } from "./candidate-emails-queries";
import type { EmailTemplateSettings, UpdateEmailTemplateSettingsBody } from "./candidate-emails-schemas";

// The setting itself belongs to whoever edits the company's settings (the profile's rule).
const changeSetting = NAMED_REQUIREMENTS.editCompanyProfile;
const manageTeam = NAMED_REQUIREMENTS.manageTeam;

/** Whether the subject may reword the templates under the company's setting (the Admin always may). */
function allowedBy(editors: EmailTemplateEditors, subject: PermissionSubject): boolean {
  switch (editors) {
    case "allMembers":
      return true;
    case "teamEditors":
      return evaluatePermission(subject, manageTeam.resource, manageTeam.action);
    case "jobPostEditors": {
      const scope = jobScopeOf(subject, "jobPost", "manage");
      return scope.all || scope.jobIds.length > 0;
    }
  }
}

const REFUSALS: Record<Exclude<EmailTemplateEditors, "allMembers">, () => Error> = {
  teamEditors: () => permissionDenied(manageTeam.resource, manageTeam.action, "Only the Admin and Team Editors can change the email templates"),
  jobPostEditors: () => permissionDenied("jobPost", "manage", "Only the Admin and job post Editors can change the email templates"),
};

/** Every template write (reword, reset) passes here: 403 PERMISSION_DENIED unless the company's setting allows the caller. */
export async function assertMayEditTemplates(db: Executor, session: CompanySessionContext): Promise<void> {
  const editors = await emailTemplateEditorsOf(db, session.companyId);
  if (editors === "allMembers") return;
  if (!allowedBy(editors, await subjectOf(db, session))) throw REFUSALS[editors]();
}

/** GET /v1/job-portal/email-template-settings: the setting, and what the caller may do. Any member reads it. */
export async function getEmailTemplateSettings(db: Executor, session: CompanySessionContext): Promise<EmailTemplateSettings> {
  const editors = await emailTemplateEditorsOf(db, session.companyId);
  const subject = await subjectOf(db, session);
  return {
    editors,
    mayEditTemplates: allowedBy(editors, subject),
    mayChangeEditors: evaluatePermission(subject, changeSetting.resource, changeSetting.action),
  };
}

/** PUT /v1/job-portal/email-template-settings: the Admin or a Team Editor chooses who may reword the templates. */
export async function updateEmailTemplateSettings(
  db: Executor,
  session: CompanySessionContext,
  input: UpdateEmailTemplateSettingsBody,
): Promise<EmailTemplateSettings> {
  // One read of the caller's permissions answers both the check and the reply.
  const subject = await subjectOf(db, session);
  if (!evaluatePermission(subject, changeSetting.resource, changeSetting.action)) {
    throw permissionDenied(changeSetting.resource, changeSetting.action, "Only the Admin or a Team Editor can choose who changes the email templates");
  }
  await setEmailTemplateEditors(db, session.companyId, input.editors);
  return { editors: input.editors, mayEditTemplates: allowedBy(input.editors, subject), mayChangeEditors: true };
}
