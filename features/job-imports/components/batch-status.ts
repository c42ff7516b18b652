import type { ImportBatchStatus } from "@/server/modules/job-imports/job-imports-contract";

export const BATCH_STATUS_LABELS: Record<ImportBatchStatus, string> = {
  queued: "Waiting to start",
  running: "Importing",
  done: "Done",
  failed: "Failed",
};
