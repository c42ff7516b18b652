import { ApiError, notFound } from "@/server/api/errors";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { assertCan, can } from "@/server/modules/permissions/permissions-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { EXPERIENCE_LEVELS } from "@/server/modules/jobs/job-contract";
import { candidatesPage, findApplicationCv, findCandidateDetail, findCompanyJob, stepsWithCounts, type CandidateCursor } from "./applications-queries";
import { APPLICATION_ERROR_CODES, type CandidateDetail, type CandidateList, type CandidatesQuery } from "./applications-schemas";
import { pairAnswersWithQuestions } from "./candidate-answers";

const jobNotFound = () => notFound("Job not found", APPLICATION_ERROR_CODES.jobNotFound);

function encodeCursor(cursor: CandidateCursor): string {
  return Buffer.from(`${cursor.appliedAt}|${cursor.id}`, "utf8").toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function decodeCursor(text: string): CandidateCursor {
  const [appliedAt, id] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (!appliedAt || !id || !TIMESTAMP.test(appliedAt) || Number.isNaN(Date.parse(appliedAt)) || !UUID.test(id)) {
    throw new ApiError(422, "VALIDATION_FAILED", "Invalid query: cursor is not one this list gave", [{ field: "cursor", message: "Invalid cursor" }]);
  }
  return { appliedAt, id };
}

/**
 * A job must be the caller's company's (else 404, whoever asks) and the caller must see it
 * (spec 6: jobPost view on that job, else 403 PERMISSION_DENIED).
 */
async function requireVisibleJob(db: Executor, session: CompanySessionContext, jobId: string): Promise<void> {
  if (!(await findCompanyJob(db, session.companyId, jobId))) throw jobNotFound();
  await assertCan(db, session, "jobPost", "view", { jobId });
}

/** GET /v1/job-portal/job/{jobId}/candidates: a page of candidates (of one step or all) and every step's count. */
export async function listCandidates(db: Executor, session: CompanySessionContext, jobId: string, query: CandidatesQuery): Promise<CandidateList> {
  await requireVisibleJob(db, session, jobId);
  const steps = await stepsWithCounts(db, jobId);
  let stepRowId: string | undefined;
  if (query.recruitmentStepId !== undefined) {
    stepRowId = steps.find((step) => step.id === query.recruitmentStepId)?.rowId;
    if (!stepRowId) {
      const message = "This job has no such step";
      throw new ApiError(422, "VALIDATION_FAILED", `Invalid query: recruitmentStepId ${message}`, [{ field: "recruitmentStepId", message }]);
    }
  }
  const rows = await candidatesPage(db, { jobId, stepRowId, cursor: query.cursor ? decodeCursor(query.cursor) : undefined, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    docs: page.map((row) => ({ ...row, appliedAt: new Date(row.appliedAt).toISOString(), hasCv: row.hasCv === true })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ appliedAt: last.appliedAt, id: last.id }) : null,
    steps: steps.map(({ rowId: _rowId, applicantCount, ...step }) => ({ ...step, applicantCount: Number(applicantCount) })),
  };
}

/**
 * GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant of a job the caller sees
 * (same rules as the list). An application of another job or company is 404, like an unknown one.
 */
export async function getCandidateDetail(db: Executor, session: CompanySessionContext, params: { jobId: string; applicationId: string }): Promise<CandidateDetail> {
  await requireVisibleJob(db, session, params.jobId);
  const row = await findCandidateDetail(db, { companyId: session.companyId, ...params });
  if (!row) throw notFound("Applicant not found", APPLICATION_ERROR_CODES.applicationNotFound);
  const level = EXPERIENCE_LEVELS.find((entry) => entry.code === row.experienceLevel);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    source: row.source,
    appliedAt: row.appliedAt.toISOString(),
    portfolioUrl: row.portfolioUrl,
    hasCv: row.cvStorageKey !== null,
    cvFileName: row.cvStorageKey !== null ? row.cvFileName : null,
    experienceLevel: level?.code ?? null,
    experienceLevelLabel: level?.label ?? null,
    university: row.university,
    major: row.major,
    gpa: row.gpa,
    skills: row.skills,
    recruitmentStep: { id: row.stepKey, name: row.stepName, type: row.stepType },
    answers: pairAnswersWithQuestions(row.questions, row.answers),
    job: { id: params.jobId, role: row.jobRole, status: row.jobStatus },
    previousApplicationId: row.previousId,
    nextApplicationId: row.nextId,
  };
}

/** A download name without quotes, slashes or non-ASCII, always ending in .pdf. */
export function safePdfFileName(name: string | null): string {
  const base = (name ?? "").replace(/\.pdf$/i, "").replace(/[^A-Za-z0-9._ -]/g, "").replace(/\s+/g, " ").trim().slice(0, 100);
  return `${base || "cv"}.pdf`;
}

/**
 * GET /v1/job-portal/job/{jobId}/candidates/{applicationId}/cv: the stored PDF, for those who see
 * the job. Anyone else, another company's ids, or an application without a CV: 404.
 */
export async function readCandidateCv(
  db: Executor,
  storage: FileStorage,
  session: CompanySessionContext,
  params: { jobId: string; applicationId: string },
): Promise<{ data: Buffer; fileName: string }> {
  const cvNotFound = () => notFound("CV not found", APPLICATION_ERROR_CODES.cvNotFound);
  if (!(await can(db, session, "jobPost", "view", { jobId: params.jobId }))) throw cvNotFound();
  const application = await findApplicationCv(db, { companyId: session.companyId, ...params });
  if (!application?.cvStorageKey) throw cvNotFound();
  const data = await storage.get(application.cvStorageKey);
  if (!data) throw cvNotFound();
  return { data, fileName: safePdfFileName(application.cvFileName) };
}
