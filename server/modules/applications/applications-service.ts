import type { SQL } from "drizzle-orm";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { assertCan, can } from "@/server/modules/permissions/permissions-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { COMPANY_TYPES, RANKS, SCHOOL_TYPES, TRAITS } from "@/server/modules/pipeline/pipeline-contract";
import { applicationStatusLabel } from "./application-status-contract";
import {
  candidateNeighbours,
  candidateRowsByIds,
  candidatesPage,
  filteredStepsAndPage,
  findApplicationCv,
  findCandidateDetail,
  findCompanyJob,
  stepRowIdOf,
  stepsWithCounts,
} from "./applications-queries";
import {
  candidateFilterSchema,
  type CandidateDetail,
  type CandidateFilter,
  type CandidateList,
  type CandidatesQuery,
} from "./applications-schemas";
import { pairAnswersWithQuestions } from "./candidate-answers";
import {
  candidateFilterConditions,
  candidateFilterNeedsTalent,
  candidateSortNeedsTalent,
  candidateSortOf,
  type CandidatePosition,
  type CandidateSort,
  decodeCandidateCursor,
  encodeCandidateCursor,
} from "./candidate-filter-sql";
import { assertCandidateSortAllowed, isAiCandidateAnalyzerOn } from "./candidate-filters";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { applicationNotFound, cvNotFound, unknownCandidateStep } from "./applications-errors";
import { ageOn, experienceLevelOf, knownOrNull, onlyKnown, toCandidate } from "./candidate-rows";

// Careers, job imports and the Talent Database add applicants the way the portal does.
export { addApplicant } from "./add-applicant";
// Exports filter and sort candidates by the same rules as the candidates list.
export { assertCandidateSortAllowed, findCandidateStepRowId, isAiCandidateAnalyzerOn } from "./candidate-filters";
// Exports write candidates in the same shape as the candidates list.
export { toCandidate } from "./candidate-rows";

// Read by other modules through this service: the company's job (tech tests).
export { findCompanyJob } from "./applications-queries";

/**
 * A job must be the caller's company's (else 404, whoever asks) and the caller must see it
 * (spec 6: jobPost view on that job, else 403 PERMISSION_DENIED).
 */
async function requireVisibleJob(db: Executor, session: CompanySessionContext, jobId: string): Promise<void> {
  if (!(await findCompanyJob(db, session.companyId, jobId))) throw jobNotFound();
  await assertCan(db, session, "jobPost", "view", { jobId });
}

/**
 * GET /v1/job-portal/job/{jobId}/candidates: a page of the candidates matching the filter (of one
 * step or all) in the sort's order, their total, and every step's matching and total counts.
 * After the access checks, three statements whatever the job's size: the flag, the step counts
 * and the page (run side by side; the page finds the step row itself).
 */
export async function listCandidates(
  db: Executor,
  session: CompanySessionContext,
  jobId: string,
  query: CandidatesQuery,
  now: Date = new Date(),
): Promise<CandidateList> {
  await requireVisibleJob(db, session, jobId);
  const sort = candidateSortOf(query);
  const cursor = query.cursor ? decodeCandidateCursor(sort, query.cursor) : undefined;
  const filterConditions = candidateFilterConditions(query);
  const stepRowId = query.recruitmentStepId !== undefined ? stepRowIdOf(jobId, query.recruitmentStepId) : undefined;
  const { aiScoreEnabled, steps, rows } = await (filterConditions.length > 0
    ? filteredList(db, session, { jobId, query, filterConditions, stepRowId, sort, cursor })
    : unfilteredList(db, session, { jobId, query, stepRowId, sort, cursor }));
  assertCandidateSortAllowed(query, { aiScoreEnabled });
  const countedSteps = steps.map(({ rowId: _rowId, ...step }) => step);
  let total: number;
  if (query.recruitmentStepId !== undefined) {
    const step = countedSteps.find((entry) => entry.id === query.recruitmentStepId);
    if (!step) throw unknownCandidateStep();
    total = step.applicantCount;
  } else {
    total = countedSteps.reduce((sum, step) => sum + step.applicantCount, 0);
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    docs: page.map(({ sortKey: _sortKey, ...row }) => toCandidate(row, { aiScoreVisible: aiScoreEnabled, now })),
    nextCursor: rows.length > query.limit && last ? encodeCandidateCursor(sort, { key: last.sortKey, id: last.id }) : null,
    total,
    steps: countedSteps,
  };
}

type ListPlan = { jobId: string; query: CandidatesQuery; stepRowId?: SQL; sort: CandidateSort; cursor?: CandidatePosition };

/**
 * Without filters: the step counts need no talent and the default order walks the step index, so
 * the counts and the page are two cheap statements (run side by side; the page finds the step row).
 */
async function unfilteredList(db: Executor, session: CompanySessionContext, plan: ListPlan) {
  const [aiScoreEnabled, steps, rows] = await Promise.all([
    isAiCandidateAnalyzerOn(db, session.companyId),
    stepsWithCounts(db, plan.jobId, [], { joinTalents: false }),
    candidatesPage(db, {
      jobId: plan.jobId,
      conditions: candidateFilterConditions(plan.query, { stepRowId: plan.stepRowId }),
      conditionsNeedTalent: false,
      inOneStep: plan.stepRowId !== undefined,
      sort: plan.sort,
      cursor: plan.cursor,
      limit: plan.query.limit,
    }),
  ]);
  return { aiScoreEnabled, steps, rows };
}

/**
 * With filters, every candidate of the job must be tested: one pass finds the matches, counts
 * them per step and picks the page's ids; a second statement reads those rows.
 */
async function filteredList(db: Executor, session: CompanySessionContext, plan: ListPlan & { filterConditions: SQL[] }) {
  const [aiScoreEnabled, { steps, pageIds }] = await Promise.all([
    isAiCandidateAnalyzerOn(db, session.companyId),
    filteredStepsAndPage(db, {
      jobId: plan.jobId,
      conditions: plan.filterConditions,
      joinTalents: candidateFilterNeedsTalent(plan.query) || candidateSortNeedsTalent(plan.sort),
      stepRowId: plan.stepRowId,
      sort: plan.sort,
      cursor: plan.cursor,
      limit: plan.query.limit,
    }),
  ]);
  const rows = await candidateRowsByIds(db, { jobId: plan.jobId, ids: pageIds, sort: plan.sort });
  return { aiScoreEnabled, steps, rows };
}

/**
 * GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant of a job the caller sees
 * (same rules as the list). An application of another job or company is 404, like an unknown one.
 * Its previous and next are its neighbours in the list of the same filter and sort.
 */
export async function getCandidateDetail(
  db: Executor,
  session: CompanySessionContext,
  params: { jobId: string; applicationId: string },
  filter: CandidateFilter = candidateFilterSchema.parse({}),
  now: Date = new Date(),
): Promise<CandidateDetail> {
  await requireVisibleJob(db, session, params.jobId);
  const sort = candidateSortOf(filter);
  const [aiScoreEnabled, canManage, row] = await Promise.all([
    isAiCandidateAnalyzerOn(db, session.companyId),
    can(db, session, "jobPost", "manage", { jobId: params.jobId }),
    findCandidateDetail(db, { companyId: session.companyId, ...params, sort }),
  ]);
  assertCandidateSortAllowed(filter, { aiScoreEnabled });
  if (!row) throw applicationNotFound();
  let stepRowId: string | undefined;
  if (filter.recruitmentStepId !== undefined) {
    stepRowId = row.jobSteps.find((step) => step.id === filter.recruitmentStepId)?.rowId;
    if (!stepRowId) throw unknownCandidateStep();
  }
  const neighbours = await candidateNeighbours(db, {
    jobId: params.jobId,
    conditions: candidateFilterConditions(filter, { stepRowId }),
    conditionsNeedTalent: candidateFilterNeedsTalent(filter),
    inOneStep: stepRowId !== undefined,
    sort,
    position: { key: row.sortKey, id: row.id },
  });
  const level = experienceLevelOf(row.experienceLevel === null ? null : Number(row.experienceLevel));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    statusLabel: applicationStatusLabel(row.status),
    statusChangedAt: row.statusChangedAt.toISOString(),
    source: row.source,
    appliedAt: row.appliedAt.toISOString(),
    portfolioUrl: row.portfolioUrl,
    linkedinUrl: row.linkedinUrl,
    hasCv: row.cvStorageKey !== null,
    cvFileName: row.cvStorageKey !== null ? row.cvFileName : null,
    experienceLevel: level?.code ?? null,
    experienceLevelLabel: level?.label ?? null,
    university: row.university,
    major: row.major,
    gpa: row.gpa,
    skills: row.skills,
    gender: row.gender,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, now),
    city: row.city,
    schoolType: knownOrNull(row.schoolType, SCHOOL_TYPES),
    traits: onlyKnown(row.traits, TRAITS),
    rank: knownOrNull(row.rank, RANKS),
    companyTypes: onlyKnown(row.companyTypes, COMPANY_TYPES),
    expectedSalary: row.expectedSalary,
    toeflScore: row.toeflScore,
    education: row.education,
    experiences: row.experiences.map((experience) => ({ ...experience, companyType: knownOrNull(experience.companyType, COMPANY_TYPES) })),
    techTestStatus: row.techTestStatus,
    aiScore: aiScoreEnabled ? row.aiScore : null,
    recruitmentStep: { id: row.stepKey, name: row.stepName, type: row.stepType, action: row.stepAction },
    steps: row.jobSteps.map(({ rowId: _rowId, ...step }) => step),
    canManage,
    answers: pairAnswersWithQuestions(row.questions, row.answers),
    job: { id: params.jobId, role: row.jobRole, status: row.jobStatus },
    talentId: row.talentId,
    invitation: row.invitation
      ? { id: row.invitation.id, invitedAt: new Date(row.invitation.invitedAt).toISOString(), invitedBy: { userId: row.invitation.userId, name: row.invitation.userName } }
      : null,
    previousApplicationId: neighbours.previousId,
    nextApplicationId: neighbours.nextId,
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
  if (!(await can(db, session, "jobPost", "view", { jobId: params.jobId }))) throw cvNotFound();
  const application = await findApplicationCv(db, { companyId: session.companyId, ...params });
  if (!application?.cvStorageKey) throw cvNotFound();
  const data = await storage.get(application.cvStorageKey);
  if (!data) throw cvNotFound();
  return { data, fileName: safePdfFileName(application.cvFileName) };
}
