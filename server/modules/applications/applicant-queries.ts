import { and, eq, sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";

/** The job's application from this email (compared lower-cased), or null. */
export async function findApplicationIdByEmail(db: Executor, jobId: string, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), sql`lower(${jobApplications.email}) = ${email}`))
    .limit(1);
  return row?.id ?? null;
}

/** The job's CV Screening step (its first), or null. */
export async function findFirstStepId(db: Executor, jobId: string): Promise<string | null> {
  const [firstStep] = await db
    .select({ id: recruitmentSteps.id })
    .from(recruitmentSteps)
    .where(and(eq(recruitmentSteps.jobId, jobId), eq(recruitmentSteps.type, "notProcessed")))
    .limit(1);
  return firstStep?.id ?? null;
}

/** Inserts the talent or refreshes what the new application tells of them (blank values keep the old). */
export async function upsertTalent(
  db: Executor,
  params: {
    email: string;
    name: string;
    phone: string | null;
    experienceLevel: number | null;
    university: string | null;
    major: string | null;
    gpa: number | null;
    skills: string[];
    portfolioUrl: string | null;
    cvStorageKey: string | null;
    source: "application" | "import";
  },
): Promise<string> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`insert into talents (email, name, phone, experience_level, university, major, gpa, skills, portfolio_url, cv_storage_key, source)
        values (${params.email}, ${params.name}, ${params.phone}, ${params.experienceLevel}, ${params.university},
                ${params.major}, ${params.gpa}, ${JSON.stringify(params.skills)}::jsonb, ${params.portfolioUrl},
                ${params.cvStorageKey}, ${params.source})
        on conflict (lower(email)) do update set
          name = excluded.name,
          phone = coalesce(excluded.phone, talents.phone),
          experience_level = coalesce(excluded.experience_level, talents.experience_level),
          university = coalesce(excluded.university, talents.university),
          major = coalesce(excluded.major, talents.major),
          gpa = coalesce(excluded.gpa, talents.gpa),
          skills = case when jsonb_array_length(excluded.skills) > 0 then excluded.skills else talents.skills end,
          portfolio_url = coalesce(excluded.portfolio_url, talents.portfolio_url),
          cv_storage_key = coalesce(excluded.cv_storage_key, talents.cv_storage_key),
          updated_at = now()
        returning id`,
  );
  return rows[0]!.id;
}

/** The application, or null when one from the same email to the same job already exists. */
export async function insertApplication(db: Executor, values: typeof jobApplications.$inferInsert): Promise<{ id: string } | null> {
  const [created] = await db
    .insert(jobApplications)
    .values(values)
    // A concurrent application with the same email won the race: it stands, this one is a duplicate.
    .onConflictDoNothing()
    .returning({ id: jobApplications.id });
  return created ?? null;
}
