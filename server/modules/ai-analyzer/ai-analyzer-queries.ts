import { and, asc, count, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs } from "@/server/db/schema/jobs";
import { applicationAnalyses, type AnalysisCriterion } from "@/server/db/schema/pipeline";
import { talents } from "@/server/db/schema/talents";

/** What the analyzer reads of a job of the company, or null (another company's job is not found). */
export async function findAnalyzerJob(db: Executor, companyId: string, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      role: jobs.role,
      requirements: jobs.requirements,
      skills: jobs.skills,
      candidatePreference: jobs.candidatePreference,
      criteriaForAi: jobs.criteriaForAi,
      preScreeningQuestions: jobs.preScreeningQuestions,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  return row ?? null;
}
export type AnalyzerJobRow = NonNullable<Awaited<ReturnType<typeof findAnalyzerJob>>>;

/**
 * Applications of one job of the company with their talent's profile and stored verdict: by ids,
 * or the next `limit` after an id (the job-wide run walks the job by id). One query.
 */
export function findAnalysisSubjects(
  db: Executor,
  params: { companyId: string; jobId: string } & ({ applicationIds: string[] } | { afterApplicationId: string | null; limit: number }),
) {
  const conditions: SQL[] = [eq(jobApplications.jobId, params.jobId), eq(jobApplications.companyId, params.companyId)];
  if ("applicationIds" in params) conditions.push(inArray(jobApplications.id, params.applicationIds));
  else if (params.afterApplicationId) conditions.push(gt(jobApplications.id, params.afterApplicationId));
  const query = db
    .select({
      id: jobApplications.id,
      appliedAt: jobApplications.appliedAt,
      cvStorageKey: jobApplications.cvStorageKey,
      answers: jobApplications.answers,
      experienceLevel: sql<number | null>`coalesce(${jobApplications.experienceLevel}, ${talents.experienceLevel})`,
      lastEducation: talents.lastEducation,
      university: talents.university,
      major: talents.major,
      gpa: talents.gpa,
      skills: talents.skills,
      education: talents.education,
      experiences: talents.experiences,
      analysis: {
        applicationId: applicationAnalyses.applicationId,
        score: applicationAnalyses.score,
        summary: applicationAnalyses.summary,
        criteria: applicationAnalyses.criteria,
        cvText: applicationAnalyses.cvText,
        criteriaHash: applicationAnalyses.criteriaHash,
        analyzerVersion: applicationAnalyses.analyzerVersion,
        provider: applicationAnalyses.provider,
        analyzedAt: applicationAnalyses.analyzedAt,
      },
    })
    .from(jobApplications)
    .innerJoin(talents, eq(talents.id, jobApplications.talentId))
    .leftJoin(applicationAnalyses, eq(applicationAnalyses.applicationId, jobApplications.id))
    .where(and(...conditions))
    .orderBy(asc(jobApplications.id));
  return "applicationIds" in params ? query : query.limit(params.limit);
}
export type AnalysisSubject = Awaited<ReturnType<typeof findAnalysisSubjects>>[number];
/** A verdict as stored (left join: the `applicationId` is null when there is none). */
export type StoredAnalysis = NonNullable<AnalysisSubject["analysis"]>;

export async function countJobApplications(db: Executor, jobId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobApplications).where(eq(jobApplications.jobId, jobId));
  return Number(row?.total ?? 0);
}

export type AnalysisWrite = {
  applicationId: string;
  companyId: string;
  jobId: string;
  score: number;
  summary: string;
  criteria: AnalysisCriterion[];
  cvText: string | null;
  criteriaHash: string;
  analyzerVersion: string;
  provider: string;
  analyzedAt: Date;
};

/**
 * Stores the verdicts and copies each score to job_applications.ai_score for sorting: two
 * statements whatever the batch size. Call inside a transaction so both change together.
 */
export async function saveAnalyses(db: Executor, rows: AnalysisWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(applicationAnalyses)
    .values(rows)
    .onConflictDoUpdate({
      target: applicationAnalyses.applicationId,
      set: {
        score: sql`excluded.score`,
        summary: sql`excluded.summary`,
        criteria: sql`excluded.criteria`,
        cvText: sql`excluded.cv_text`,
        criteriaHash: sql`excluded.criteria_hash`,
        analyzerVersion: sql`excluded.analyzer_version`,
        provider: sql`excluded.provider`,
        analyzedAt: sql`excluded.analyzed_at`,
      },
    });
  const values = sql.join(
    rows.map((row) => sql`(${row.applicationId}::uuid, ${row.score}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${jobApplications} set ai_score = scored.score
    from (values ${values}) as scored(id, score)
    where ${jobApplications.id} = scored.id`);
}
