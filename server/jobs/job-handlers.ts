import { DELIVER_EMAIL_JOB } from "@/server/modules/mail/outbox";
import { deliverEmailJob } from "@/server/modules/mail/deliver-email-job";
import type { JobHandler } from "./worker";

/** Every job type the worker runs. Modules add theirs here. */
export const jobHandlers: Record<string, JobHandler> = {
  [DELIVER_EMAIL_JOB]: deliverEmailJob,
};
