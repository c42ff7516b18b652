import { importApplicantsJob } from "@/server/modules/job-imports/run-import-job";
import { IMPORT_APPLICANTS_JOB } from "@/server/modules/job-imports/job-imports-service";
import { FORWARD_EVENT_JOB } from "@/server/modules/event-tracking/event-tracking-service";
import { forwardEventJob } from "@/server/modules/event-tracking/forward-event-job";
import { DELIVER_EMAIL_JOB } from "@/server/modules/mail/outbox-service";
import { deliverEmailJob } from "@/server/modules/mail/deliver-email-job";
import { aiAnalyzerJobHandlers } from "@/server/modules/ai-analyzer/analyzer-jobs";
import { applicationExportJobHandlers } from "@/server/modules/application-exports/export-jobs";
import { techTestJobHandlers } from "@/server/modules/tech-tests/tech-test-jobs";
import { talentRecommendationJobHandlers } from "@/server/modules/talents/talent-recommendations-jobs";
import { scheduledJobHandlers } from "./schedule";
import type { JobHandler } from "./worker";

/** Every job type the worker runs. Modules add theirs here. */
export const jobHandlers: Record<string, JobHandler> = {
  [DELIVER_EMAIL_JOB]: deliverEmailJob,
  [FORWARD_EVENT_JOB]: forwardEventJob,
  [IMPORT_APPLICANTS_JOB]: importApplicantsJob,
  ...techTestJobHandlers,
  ...applicationExportJobHandlers,
  ...aiAnalyzerJobHandlers,
  ...talentRecommendationJobHandlers,
  ...scheduledJobHandlers(),
};
