import { ApiError } from "@/server/api/errors";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { enqueueJob } from "@/server/jobs/queue";
import { applicationStatusLabel } from "@/server/modules/applications/application-status-contract";
import type { CandidateFilter } from "@/server/modules/applications/applications-schemas";
import { assertCandidateSortAllowed, findCandidateStepRowId, isAiCandidateAnalyzerOn, toCandidate } from "@/server/modules/applications/applications-service";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import type { FileStorage } from "@/server/storage/file-storage";
import {
  applicationsPage,
  countApplications,
  findCompanyJob,
  findRequesterExport,
  insertExport,
  listRequesterExports,
  type ApplicationExportRow,
  type ApplicationQueryRow,
  type ApplicationsSelection,
} from "./application-exports-queries";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { exportExpired, exportNotFound, exportNotReady, filterRefusedAt } from "./application-exports-errors";
import {
  type ApplicationExport,
  type ApplicationRow,
  type ApplicationsPage,
  type ApplicationsQuery,
} from "./application-exports-schemas";

export const EXPORT_APPLICATIONS_JOB = "applications.export";
/** An export that fails this many times in a row is given up (and its requester told). */
export const EXPORT_MAX_ATTEMPTS = 3;

/**
 * The job must be the caller's company's (else 404, whoever asks) and the caller must have the
 * access (spec 6: jobPost view to read the table, manage to export; else 403 PERMISSION_DENIED).
 */
async function requireJob(db: Executor, session: CompanySessionContext, jobId: string, action: "view" | "manage") {
  const job = await findCompanyJob(db, session.companyId, jobId);
  if (!job) throw jobNotFound();
  const message = action === "manage" ? "You need Editor access to this job post to export its applications" : undefined;
  await assertCan(db, session, "jobPost", action, { jobId }, message);
  return job;
}

/** A row of the table as the API answers it. */
export function toApplicationRow(row: ApplicationQueryRow, options: { aiScoreVisible: boolean; now: Date }): ApplicationRow {
  return { ...toCandidate(row, options), stepName: row.stepName, statusLabel: applicationStatusLabel(row.status) };
}

/**
 * Which applications a filter selects in a job: its step key resolved to the step row (422 on
 * `<prefix>recruitmentStepId` when the job has no such step) and the AI sort refused while the
 * analyzer is off (422 on `<prefix>sortParam`). Answers whether the AI score may be shown.
 */
export async function resolveSelection(
  db: Executor,
  companyId: string,
  jobId: string,
  filter: CandidateFilter,
  fieldPrefix = "",
): Promise<{ selection: ApplicationsSelection; aiScoreVisible: boolean }> {
  try {
    const aiScoreVisible = await isAiCandidateAnalyzerOn(db, companyId);
    assertCandidateSortAllowed(filter, { aiScoreEnabled: aiScoreVisible });
    const stepRowId = filter.recruitmentStepId ? await findCandidateStepRowId(db, jobId, filter.recruitmentStepId) : undefined;
    return { selection: { jobId, filter, stepRowId }, aiScoreVisible };
  } catch (error) {
    if (!fieldPrefix || !(error instanceof ApiError) || error.status !== 422) throw error;
    throw filterRefusedAt(fieldPrefix, error);
  }
}

/**
 * GET /v1/job-portal/job/{jobId}/applications: one numbered page of the job's applications
 * matching the filter, in its sort, with the total. Four or five queries whatever the page.
 */
export async function listApplications(
  db: Executor,
  session: CompanySessionContext,
  jobId: string,
  query: ApplicationsQuery,
  now: Date = new Date(),
): Promise<ApplicationsPage> {
  await requireJob(db, session, jobId, "view");
  const { page, limit, ...filter } = query;
  const { selection, aiScoreVisible } = await resolveSelection(db, session.companyId, jobId, filter);
  const [total, rows] = await Promise.all([countApplications(db, selection), applicationsPage(db, selection, { offset: (page - 1) * limit, limit })]);
  return {
    docs: rows.map((row) => toApplicationRow(row, { aiScoreVisible, now })),
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

/** An export as the API answers it; downloadable while built and not expired. */
export function toApplicationExport(row: ApplicationExportRow, now: Date): ApplicationExport {
  const iso = (value: Date | null) => (value === null ? null : value.toISOString());
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
    error: row.error,
    downloadable: row.status === "done" && row.storageKey !== null && row.expiresAt !== null && row.expiresAt > now,
  };
}

/**
 * POST /v1/job-portal/job/{jobId}/applications/exports: records the export with its filter and
 * queues the background job that builds the file, together (one transaction).
 */
export async function createApplicationExport(
  db: Database,
  session: CompanySessionContext,
  jobId: string,
  input: { format: ApplicationExport["format"]; filter: CandidateFilter },
  now: Date = new Date(),
): Promise<ApplicationExport> {
  await requireJob(db, session, jobId, "manage");
  await resolveSelection(db, session.companyId, jobId, input.filter, "filter.");
  const row = await db.transaction(async (tx) => {
    const created = await insertExport(tx, {
      companyId: session.companyId,
      jobId,
      requestedByUserId: session.userId,
      format: input.format,
      filter: input.filter,
      status: "queued",
      createdAt: now,
    });
    await enqueueJob(tx, { type: EXPORT_APPLICATIONS_JOB, payload: { exportId: created.id }, dedupeKey: `export:${created.id}`, maxAttempts: EXPORT_MAX_ATTEMPTS });
    return created;
  });
  return toApplicationExport(row, now);
}

/** GET .../applications/exports: the caller's recent exports of the job, newest first. */
export async function listApplicationExports(db: Executor, session: CompanySessionContext, jobId: string, now: Date = new Date()): Promise<ApplicationExport[]> {
  await requireJob(db, session, jobId, "view");
  const rows = await listRequesterExports(db, { companyId: session.companyId, jobId, userId: session.userId });
  return rows.map((row) => toApplicationExport(row, now));
}

async function requesterExport(db: Executor, session: CompanySessionContext, params: { jobId: string; exportId: string }): Promise<ApplicationExportRow> {
  await requireJob(db, session, params.jobId, "view");
  // Someone else's export of the same job is as unknown as a made-up id.
  const row = await findRequesterExport(db, { companyId: session.companyId, userId: session.userId, ...params });
  if (!row) throw exportNotFound();
  return row;
}

/** GET .../applications/exports/{exportId}: its progress, for its requester only. */
export async function getApplicationExport(
  db: Executor,
  session: CompanySessionContext,
  params: { jobId: string; exportId: string },
  now: Date = new Date(),
): Promise<ApplicationExport> {
  return toApplicationExport(await requesterExport(db, session, params), now);
}

export const EXPORT_CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * GET .../applications/exports/{exportId}/file: the built file, for its requester only, for 7 days
 * (then 410 EXPORT_EXPIRED). 409 EXPORT_NOT_READY while it is being built or after it failed.
 */
export async function readApplicationExportFile(
  db: Executor,
  storage: FileStorage,
  session: CompanySessionContext,
  params: { jobId: string; exportId: string },
  now: Date = new Date(),
): Promise<{ data: Buffer; fileName: string; contentType: string }> {
  const row = await requesterExport(db, session, params);
  if (row.status !== "done") {
    throw exportNotReady(row.status === "failed");
  }
  // Past its 7 days (or its file already swept away).
  if (!row.expiresAt || row.expiresAt <= now || !row.storageKey) throw exportExpired();
  const data = await storage.get(row.storageKey);
  if (!data) throw exportExpired();
  return { data, fileName: row.fileName ?? `applications.${row.format}`, contentType: EXPORT_CONTENT_TYPES[row.format] };
}
