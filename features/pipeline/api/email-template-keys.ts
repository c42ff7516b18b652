import { pipelineKeys } from "./pipeline-keys";

/** Company-wide, so not under a job; still under "pipeline" with the rest of the feature. */
export const emailTemplateKeys = {
  all: [...pipelineKeys.all, "email-templates"] as const,
  list: () => [...emailTemplateKeys.all, "list"] as const,
  settings: () => [...emailTemplateKeys.all, "settings"] as const,
};

export const EMAIL_TEMPLATES_PATH = "/v1/job-portal/email-templates";
