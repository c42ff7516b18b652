import { and, eq, sql, type SQL } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { jobRecommendationSets, jobTalentRecommendations, type RecommendationReasons } from "@/server/db/schema/company-talents";
import { jobs } from "@/server/db/schema/jobs";
import type { CandidatePreference } from "@/server/modules/jobs/jobs-schemas";
import { isOpenJob } from "@/server/modules/careers/careers-sql";
import { discoverableBy } from "./talent-cards-queries";

/** What scoring needs of a job. */
export type RecommendationJob = { id: string; companyId: string; role: string; skills: string[]; preference: CandidatePreference };

/** The job if it is open for applications (published, and past a scheduled activation); else null. */
export async function findOpenJob(db: Executor, jobId: string): Promise<RecommendationJob | null> {
  const [row] = await db
    .select({ id: jobs.id, companyId: jobs.companyId, role: jobs.role, skills: jobs.skills, preference: jobs.candidatePreference })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isOpenJob()))
    .limit(1);
  return row ?? null;
}

/** Every open job of every company (the daily rebuild). */
export async function openJobIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(isOpenJob());
  return rows.map((row) => row.id);
}

/** A talent of a job's set as scored in SQL, with the facts its reasons are written from. */
export type ScoredTalent = {
  id: string;
  score: number;
  matched: string[];
  lastEducation: string | null;
  major: string | null;
  university: string | null;
  gpa: string | number | null;
  experienceLevel: number | null;
  educationMatch: boolean | null;
  majorMatch: boolean | null;
  gpaMatch: boolean | null;
  experienceTitle: string | null;
  experienceCompany: string | null;
};

const textArray = (values: readonly string[]): SQL => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** Years-of-experience levels of spec 3 (1-3, 4-5, 5+ years): experience that fits any job. */
export const EXPERIENCED_LEVELS = [5, 6, 7] as const;
/** A past title this close to the job's role (pg_trgm word similarity) counts as having done the job. */
export const ROLE_SIMILARITY = 0.5;

/**
 * The job's best `limit` talents in one set-based statement. Only talents sharing at least one of
 * the job's skills are scored (`skills ?| array[...]`, a GIN index probe), who Talent Search finds
 * for the company (discoverable, looking, not hidden from it) and who have not applied to the job.
 * Points: skills 60 × the share of the job's skills matched; 10 each for the education level, major
 * and minimum GPA the job prefers (counted only when the job states them); 20 for a past title like
 * the role, or 10 for years of experience. The score is the share of the points the job offers.
 */
export async function scoreTalentsForJob(db: Executor, job: RecommendationJob, educationLabels: readonly string[], limit: number): Promise<ScoredTalent[]> {
  if (job.skills.length === 0) return [];
  const skills = textArray(job.skills);
  const majors = job.preference.major.map((major) => major.trim().toLowerCase());
  const minimumGpa = job.preference.minimumGpa;
  const possible = 60 + (educationLabels.length > 0 ? 10 : 0) + (majors.length > 0 ? 10 : 0) + (minimumGpa !== null ? 10 : 0) + 20;
  const educationMatch = educationLabels.length > 0 ? sql`(talents.last_education = any(${textArray(educationLabels)}))` : sql`null::boolean`;
  const majorMatch = majors.length > 0 ? sql`(lower(talents.major) = any(${textArray(majors)}))` : sql`null::boolean`;
  const gpaMatch = minimumGpa !== null ? sql`(talents.gpa >= ${minimumGpa})` : sql`null::boolean`;
  const experienced = sql.raw(EXPERIENCED_LEVELS.join(", "));
  return executeRows<ScoredTalent>(
    db,
    sql`select * from (
          select talents.id, m.matched, talents.last_education as "lastEducation", talents.major, talents.university, talents.gpa,
                 talents.experience_level as "experienceLevel", talents.last_active_at as "lastActiveAt",
                 ${educationMatch} as "educationMatch", ${majorMatch} as "majorMatch", ${gpaMatch} as "gpaMatch",
                 x.title as "experienceTitle", x.company as "experienceCompany",
                 round(100.0 * (
                   60.0 * m.n / ${job.skills.length}
                   + case when ${educationMatch} then 10 else 0 end
                   + case when ${majorMatch} then 10 else 0 end
                   + case when ${gpaMatch} then 10 else 0 end
                   + case when x.title is not null then 20 when talents.experience_level in (${experienced}) then 10 else 0 end
                 ) / ${possible})::int as score
          from talents
          cross join lateral (
            select coalesce(jsonb_agg(s order by s), '[]'::jsonb) as matched, count(*) as n
            from jsonb_array_elements_text(talents.skills) s where s = any(${skills})
          ) m
          left join lateral (
            select e->>'title' as title, e->>'company' as company
            from jsonb_array_elements(talents.experiences) e
            where word_similarity(${job.role}, e->>'title') >= ${ROLE_SIMILARITY}
            order by word_similarity(${job.role}, e->>'title') desc
            limit 1
          ) x on true
          where talents.skills ?| ${skills}
            and ${discoverableBy(job.companyId)}
            and not exists (select 1 from job_applications a where a.job_id = ${job.id} and a.talent_id = talents.id)
        ) scored
        order by score desc, "lastActiveAt" desc, id
        limit ${limit}`,
  );
}

/** Replaces the job's recommended set with these rows (two statements whatever the set's size). */
export async function replaceRecommendations(
  db: Executor,
  job: Pick<RecommendationJob, "id" | "companyId">,
  rows: readonly { talentId: string; score: number; reasons: RecommendationReasons }[],
  now: Date,
): Promise<void> {
  await db.delete(jobTalentRecommendations).where(eq(jobTalentRecommendations.jobId, job.id));
  if (rows.length === 0) return;
  await db.insert(jobTalentRecommendations).values(rows.map((row) => ({ jobId: job.id, companyId: job.companyId, talentId: row.talentId, score: row.score, reasons: row.reasons, createdAt: now })));
}

export async function findRecommendationSet(db: Executor, jobId: string) {
  const [row] = await db.select().from(jobRecommendationSets).where(eq(jobRecommendationSets.jobId, jobId)).limit(1);
  return row ?? null;
}

export async function saveRecommendationSet(db: Executor, set: typeof jobRecommendationSets.$inferInsert): Promise<void> {
  await db
    .insert(jobRecommendationSets)
    .values(set)
    .onConflictDoUpdate({
      target: jobRecommendationSets.jobId,
      set: { fingerprint: set.fingerprint, talentCount: set.talentCount, builtAt: set.builtAt, ...(set.notifiedAt ? { notifiedAt: set.notifiedAt } : {}) },
    });
}

/** A job no longer open keeps no set: For You shows open jobs' talents only. */
export async function clearRecommendations(db: Executor, jobId: string): Promise<void> {
  await db.delete(jobTalentRecommendations).where(eq(jobTalentRecommendations.jobId, jobId));
  await db.delete(jobRecommendationSets).where(eq(jobRecommendationSets.jobId, jobId));
}
