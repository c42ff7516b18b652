import type { ImportBatch } from "@/server/modules/job-imports/job-imports-schemas";

/** An import batch as the API answers it, for component tests. */
export function importBatch(overrides: Partial<ImportBatch> = {}): ImportBatch {
  return {
    id: "22222222-2222-4222-8222-222222222222",
    jobId: "11111111-1111-4111-8111-111111111111",
    fileName: "people.csv",
    mapping: { name: "Full name", email: "Email" },
    status: "queued",
    totalRows: 500,
    processedRows: 0,
    percent: 0,
    createdCount: 0,
    skippedCount: 0,
    failedCount: 0,
    error: null,
    createdBy: { id: "33333333-3333-4333-8333-333333333333", name: "Demo Owner" },
    createdAt: "2026-11-22T10:00:00.000Z",
    startedAt: null,
    finishedAt: null,
    failures: [],
    ...overrides,
  };
}
