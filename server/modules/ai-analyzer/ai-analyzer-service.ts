import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { enqueueJob } from "@/server/jobs/queue";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { recordApplicationEvents } from "@/server/modules/pipeline/timeline-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { fileStorage } from "@/server/storage/storage";
import { ANALYZER_VERSION } from "./ai-analyzer-contract";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { applicationNotFound } from "./ai-analyzer-errors";
import { assertAnalyzerEnabled, isAnalyzerEnabled } from "./analyzer-flag";
import { analyzerApplicantOf, analyzerJobOf, criteriaHashOf, sameCv } from "./analyzer-input";
import { providerConfigFrom, refineOrKeepLocal, type ProviderConfig } from "./analyzer-provider";
import {
  countJobApplications,
  findAnalysisSubjects,
  findAnalyzerJob,
  saveAnalyses,
  type AnalysisSubject,
  type AnalysisWrite,
  type AnalyzerJobRow,
  type StoredAnalysis,
} from "./ai-analyzer-queries";
import type { ApplicationAnalysis, QueueAnalysisResult } from "./ai-analyzer-schemas";
import { extractCvText } from "./cv-text";
import { scoreApplicant } from "./local-scorer";

/** The background job that analyses a batch of one job's applications. */
export const ANALYZE_APPLICATIONS_JOB = "applications.analyze";
/** Applications per job run: small enough that a run (provider calls included) ends well within its lease. */
export const ANALYZE_BATCH_SIZE = 50;

/** What analysing needs besides the database: the CV files and, when configured, the provider. */
export type AnalyzerDeps = { storage: FileStorage; provider: ProviderConfig | null; log?: Logger; fetchImpl?: typeof fetch };

/** The process's storage and the provider configured in the environment (none when unset or invalid). */
export function defaultAnalyzerDeps(log?: Logger): AnalyzerDeps {
  let provider: ProviderConfig | null = null;
  try {
    provider = providerConfigFrom();
  } catch (error) {
    // A broken configuration must not stop analysis: the local verdict stands, and the log says why.
    log?.error({ err: error }, "AI analyzer provider misconfigured; using the local scorer only");
  }
  return { storage: fileStorage(), provider, log };
}

type Params = { jobId: string; applicationId: string };

async function readCvText(storage: FileStorage, key: string | null): Promise<string | null> {
  if (!key) return null;
  const data = await storage.get(key);
  return data ? extractCvText(new Uint8Array(data)) : null;
}

const storedOf = (subject: AnalysisSubject): StoredAnalysis | null => (subject.analysis?.applicationId ? subject.analysis : null);

const isFresh = (stored: StoredAnalysis, hash: string) => stored.criteriaHash === hash && stored.analyzerVersion === ANALYZER_VERSION;

/**
 * Analyses the applications and stores the verdicts (and ai_score) in one transaction. Without
 * `force`, an application whose stored verdict is still fresh is left as it is. The CV text
 * stored with a verdict of this version is reused while the application's CV is the same file.
 */
export async function analyzeSubjects(
  db: Executor,
  deps: AnalyzerDeps,
  job: AnalyzerJobRow,
  subjects: AnalysisSubject[],
  options: { force?: boolean; now?: Date; actorUserId?: string } = {},
): Promise<Map<string, AnalysisWrite>> {
  const writes: AnalysisWrite[] = [];
  const analyzedAt = options.now ?? new Date();
  const previousScores = new Map<string, number>();
  for (const subject of subjects) {
    const hash = criteriaHashOf(job, subject);
    const stored = storedOf(subject);
    if (!options.force && stored && isFresh(stored, hash)) continue;
    if (stored) previousScores.set(subject.id, stored.score);
    const reuseCvText = stored !== null && stored.analyzerVersion === ANALYZER_VERSION && sameCv(stored.criteriaHash, subject.cvStorageKey);
    const cvText = reuseCvText ? stored.cvText : await readCvText(deps.storage, subject.cvStorageKey);
    const local = scoreApplicant(analyzerJobOf(job), analyzerApplicantOf(job, subject, cvText));
    const refined = await refineOrKeepLocal(deps.provider, { job: analyzerJobOf(job), cvText, local }, { log: deps.log, fetchImpl: deps.fetchImpl });
    writes.push({
      applicationId: subject.id,
      companyId: job.companyId,
      jobId: job.id,
      score: refined.score,
      summary: refined.summary,
      criteria: local.criteria,
      cvText,
      criteriaHash: hash,
      analyzerVersion: ANALYZER_VERSION,
      provider: refined.provider,
      analyzedAt,
    });
  }
  await db.transaction(async (tx) => {
    await saveAnalyses(tx, writes);
    await recordApplicationEvents(
      tx,
      writes.map((write) => ({
        companyId: write.companyId,
        jobId: write.jobId,
        applicationId: write.applicationId,
        type: "analyzed" as const,
        actor: options.actorUserId ? ("member" as const) : ("system" as const),
        actorUserId: options.actorUserId ?? null,
        data: { score: write.score, previousScore: previousScores.get(write.applicationId) ?? null, provider: write.provider, analyzerVersion: write.analyzerVersion },
        at: analyzedAt,
      })),
    );
  });
  return new Map(writes.map((write) => [write.applicationId, write]));
}

function present(analysis: Omit<AnalysisWrite, "applicationId" | "companyId" | "jobId" | "cvText"> | StoredAnalysis, stale: boolean): ApplicationAnalysis {
  return {
    score: analysis.score,
    summary: analysis.summary,
    criteria: analysis.criteria,
    provider: analysis.provider,
    analyzedAt: analysis.analyzedAt.toISOString(),
    stale,
  };
}

/** The flag, the job (the company's, else 404) and the permission of spec 6 on it. */
async function requireJob(db: Executor, session: CompanySessionContext, jobId: string, action: "view" | "manage"): Promise<AnalyzerJobRow> {
  await assertAnalyzerEnabled(db, session.companyId);
  const job = await findAnalyzerJob(db, session.companyId, jobId);
  if (!job) throw jobNotFound();
  await assertCan(db, session, "jobPost", action, { jobId });
  return job;
}

async function requireSubject(db: Executor, session: CompanySessionContext, params: Params): Promise<AnalysisSubject> {
  const [subject] = await findAnalysisSubjects(db, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] });
  if (!subject) throw applicationNotFound();
  return subject;
}

/**
 * GET .../candidates/{applicationId}/analysis: the stored verdict, marked stale when the job's
 * criteria, the applicant's details or the scorer changed since. The first read analyses and stores.
 */
export async function getApplicationAnalysis(
  db: Executor,
  session: CompanySessionContext,
  params: Params,
  deps: AnalyzerDeps = defaultAnalyzerDeps(),
  now?: Date,
): Promise<ApplicationAnalysis> {
  const job = await requireJob(db, session, params.jobId, "view");
  const subject = await requireSubject(db, session, params);
  const stored = storedOf(subject);
  if (stored) return present(stored, !isFresh(stored, criteriaHashOf(job, subject)));
  const written = (await analyzeSubjects(db, deps, job, [subject], { now })).get(subject.id)!;
  return present(written, false);
}

/** POST .../candidates/{applicationId}/analysis: analyses the applicant again now (editors). */
export async function reanalyzeApplication(
  db: Executor,
  session: CompanySessionContext,
  params: Params,
  deps: AnalyzerDeps = defaultAnalyzerDeps(),
  now?: Date,
): Promise<ApplicationAnalysis> {
  const job = await requireJob(db, session, params.jobId, "manage");
  const subject = await requireSubject(db, session, params);
  const written = (await analyzeSubjects(db, deps, job, [subject], { force: true, now, actorUserId: session.userId })).get(subject.id)!;
  return present(written, false);
}

/** The payload of an applications.analyze run: given applications, or the job walked by id from a point. */
export type AnalyzeJobPayload =
  | { companyId: string; jobId: string; applicationIds: string[] }
  | { companyId: string; jobId: string; runId: string; afterApplicationId: string | null };

/**
 * POST .../candidates/analysis: queues every applicant of the job (editors). One job run walks the
 * job in batches, each queueing the next, so a job of any size is one request. Applicants whose
 * verdict is fresh are skipped when their batch runs.
 */
export async function queueJobAnalysis(db: Executor, session: CompanySessionContext, jobId: string): Promise<QueueAnalysisResult> {
  await requireJob(db, session, jobId, "manage");
  const queued = await countJobApplications(db, jobId);
  if (queued > 0) {
    const runId = randomUUID();
    const payload: AnalyzeJobPayload = { companyId: session.companyId, jobId, runId, afterApplicationId: null };
    await enqueueJob(db, { type: ANALYZE_APPLICATIONS_JOB, payload, dedupeKey: `analyze:${jobId}:${runId}:start` });
  }
  return { queued };
}

/**
 * For the code that creates applications (careers page, imports): queue their analysis in the
 * caller's transaction, in batches. Nothing is queued while the company's flag is off (the first
 * read or an "analyze all" fills the gap once it is on).
 */
export async function queueApplicationAnalysis(db: Executor, input: { companyId: string; jobId: string; applicationIds: string[] }): Promise<number> {
  const ids = [...new Set(input.applicationIds)];
  if (ids.length === 0 || !(await isAnalyzerEnabled(db, input.companyId))) return 0;
  for (let start = 0; start < ids.length; start += ANALYZE_BATCH_SIZE) {
    const payload: AnalyzeJobPayload = { companyId: input.companyId, jobId: input.jobId, applicationIds: ids.slice(start, start + ANALYZE_BATCH_SIZE) };
    await enqueueJob(db, { type: ANALYZE_APPLICATIONS_JOB, payload });
  }
  return ids.length;
}
