/**
 * Test helpers for the applications table: rows as the API answers them, and an in-memory API for
 * MSW (the table filtered by step, gender, status and text, sorted by date or GPA, paged by number;
 * exports that advance one stage each time they are read).
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import { applicationStatusLabel } from "@/server/modules/applications/application-status-contract";
import type { ApplicationExport } from "@/server/modules/application-exports/application-exports-schemas";
import type { ApplicationRow } from "../api/get-applications";
import { applicationId, candidate, JOB_ID } from "./candidate-fixtures";

export { applicationId, JOB_ID };

const STEP_NAMES: Record<string, string> = { notProcessed: "CV Screening", "custom-hr": "HR Interview", accepted: "CV Shortlisted", rejected: "Rejected" };

export function applicationRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  const base = candidate(overrides);
  return { ...base, stepName: STEP_NAMES[base.recruitmentStepId] ?? base.recruitmentStepId, statusLabel: applicationStatusLabel(base.status), ...overrides };
}

/** `count` applicants, the newest first (applied a day apart). */
export function manyRows(count: number): ApplicationRow[] {
  return Array.from({ length: count }, (_, index) =>
    applicationRow({
      id: applicationId(index + 1),
      name: `Applicant ${String(index + 1).padStart(3, "0")}`,
      email: `applicant${index + 1}@example.com`,
      appliedAt: new Date(Date.UTC(2026, 10, 30) - index * 86_400_000).toISOString(),
      gender: index % 2 === 0 ? "female" : "male",
      gpa: index % 3 === 0 ? null : 3 + (index % 10) / 10,
    }),
  );
}

function matches(row: ApplicationRow, params: URLSearchParams): boolean {
  const statuses = params.getAll("status");
  const genders = params.getAll("gender");
  const step = params.get("recruitmentStepId");
  const q = params.get("q")?.toLowerCase();
  return (
    (statuses.length === 0 || statuses.includes(row.status)) &&
    (genders.length === 0 || (row.gender !== null && genders.includes(row.gender))) &&
    (!step || row.recruitmentStepId === step) &&
    (!q || row.name.toLowerCase().includes(q) || row.email.includes(q))
  );
}

function sorted(rows: ApplicationRow[], params: URLSearchParams): ApplicationRow[] {
  const dir = params.get("sortDir") === "asc" ? 1 : -1;
  if (params.get("sortParam") === "gpa") {
    return [...rows].sort((left, right) => (left.gpa === null ? 1 : right.gpa === null ? -1 : (left.gpa - right.gpa) * dir));
  }
  return [...rows].sort((left, right) => left.appliedAt.localeCompare(right.appliedAt) * dir);
}

export type FakeApplicationsApi = {
  rows: ApplicationRow[];
  asked: URLSearchParams[];
  exports: ApplicationExport[];
  started: unknown[];
  /** A status to answer the table with instead of rows (403, 500). */
  failWith: number | null;
  handlers: RequestHandler[];
};

const EXPORT_ID = "00000000-0000-4000-8000-0000000e0001";

/** What an export looks like at each read after it starts: queued, running half way, done. */
function exportStage(started: ApplicationExport, reads: number, total: number): ApplicationExport {
  if (reads === 0) return started;
  if (reads === 1) return { ...started, status: "running", totalRows: total, processedRows: Math.floor(total / 2) };
  return {
    ...started,
    status: "done",
    totalRows: total,
    processedRows: total,
    fileName: "backend-engineer-applications-2026-12-01.csv",
    finishedAt: "2026-12-01T03:00:00.000Z",
    expiresAt: "2026-12-08T03:00:00.000Z",
    downloadable: true,
  };
}

export function fakeApplicationsApi(rows: ApplicationRow[], options: { exports?: ApplicationExport[] } = {}): FakeApplicationsApi {
  const api: FakeApplicationsApi = { rows, asked: [], exports: options.exports ?? [], started: [], failWith: null, handlers: [] };
  let startedExport: { entry: ApplicationExport; total: number; reads: number } | null = null;
  api.handlers = [
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/applications`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      api.asked.push(params);
      if (api.failWith) {
        return HttpResponse.json(
          { message: api.failWith === 403 ? "You don't have view access to Job Post" : "Server error", code: api.failWith === 403 ? "PERMISSION_DENIED" : "INTERNAL", errorId: "req-1", data: { errors: [] } },
          { status: api.failWith },
        );
      }
      const matching = sorted(api.rows.filter((row) => matches(row, params)), params);
      const page = Number(params.get("page") ?? 1);
      const limit = Number(params.get("limit") ?? 50);
      return HttpResponse.json({
        result: { docs: matching.slice((page - 1) * limit, page * limit), page, limit, total: matching.length, totalPages: Math.max(1, Math.ceil(matching.length / limit)) },
      });
    }),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/applications/exports`, () => {
      if (startedExport) {
        const current = exportStage(startedExport.entry, startedExport.reads, startedExport.total);
        startedExport.reads += 1;
        return HttpResponse.json({ result: { docs: [current, ...api.exports] } });
      }
      return HttpResponse.json({ result: { docs: api.exports } });
    }),
    http.post(`*/api/v1/job-portal/job/${JOB_ID}/applications/exports`, async ({ request }) => {
      const body = (await request.json()) as { format: "csv" | "xlsx" };
      api.started.push(body);
      const entry: ApplicationExport = {
        id: EXPORT_ID,
        format: body.format,
        status: "queued",
        totalRows: null,
        processedRows: 0,
        fileName: null,
        createdAt: "2026-12-01T02:59:00.000Z",
        finishedAt: null,
        expiresAt: null,
        error: null,
        downloadable: false,
      };
      startedExport = { entry, total: api.rows.length, reads: 0 };
      return HttpResponse.json({ result: entry }, { status: 202 });
    }),
  ];
  return api;
}

export const STARTED_EXPORT_ID = EXPORT_ID;
