import { and, eq, sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { jobApplications, type PreScreeningAnswer } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { STEP_ENTRY_STATUS } from "@/server/modules/jobs/jobs-contract";
import { recordApplicationEvent } from "@/server/modules/pipeline/application-events";

/** What is known of a person who applies or is imported. */
export type ApplicantInput = {
  name: string;
  email: string;
  phone?: string | null;
  experienceLevel?: number | null;
  university?: string | null;
  major?: string | null;
  gpa?: number | null;
  skills?: string[];
  portfolioUrl?: string | null;
  cvStorageKey?: string | null;
  cvFileName?: string | null;
  answers?: PreScreeningAnswer[];
};

export type AddApplicantOptions = {
  source: "applicant" | "import" | "recommendation";
  importBatchId?: string;
  appliedAt?: Date;
  /**
   * A talent of the pool a member adds from the Talent Database: the application is theirs and
   * their profile stays as they wrote it (nothing is upserted from the input).
   */
  talentId?: string;
  /** The member who added the applicant; the timeline then names them. */
  actorUserId?: string;
  /** The Talent Search invitation the candidate answered (source is then "recommendation"). */
  invitationId?: string;
};

export type AddApplicantResult =
  | { outcome: "created"; applicationId: string; talentId: string; recruitmentStepId: string }
  | { outcome: "duplicate"; applicationId: string };

/**
 * The one way an application is stored, whether from the careers page or an import: the person
 * becomes (or updates) a talent of the platform's pool, and the application enters the job's first
 * step (CV Screening). One application per email per job: a second one answers `duplicate` and
 * changes nothing. Call it inside the caller's transaction.
 */
export async function addApplicant(
  db: Executor,
  job: { id: string; companyId: string },
  input: ApplicantInput,
  options: AddApplicantOptions,
): Promise<AddApplicantResult> {
  const email = input.email.trim().toLowerCase();
  const existing = await findApplication(db, job.id, email);
  if (existing) return { outcome: "duplicate", applicationId: existing };

  const [firstStep] = await db
    .select({ id: recruitmentSteps.id })
    .from(recruitmentSteps)
    .where(and(eq(recruitmentSteps.jobId, job.id), eq(recruitmentSteps.type, "notProcessed")))
    .limit(1);
  if (!firstStep) throw new Error(`Job ${job.id} has no CV Screening step`);

  const talentId = options.talentId ?? (await upsertTalent(db, email, input, options.source === "import" ? "import" : "application"));
  const [created] = await db
    .insert(jobApplications)
    .values({
      companyId: job.companyId,
      jobId: job.id,
      talentId,
      recruitmentStepId: firstStep.id,
      status: STEP_ENTRY_STATUS.notProcessed,
      source: options.source,
      name: input.name.trim(),
      email,
      phone: input.phone ?? null,
      cvStorageKey: input.cvStorageKey ?? null,
      cvFileName: input.cvFileName ?? null,
      portfolioUrl: input.portfolioUrl ?? null,
      answers: input.answers ?? [],
      experienceLevel: input.experienceLevel ?? null,
      importBatchId: options.importBatchId ?? null,
      invitationId: options.invitationId ?? null,
      ...(options.appliedAt ? { appliedAt: options.appliedAt } : {}),
    })
    // A concurrent application with the same email won the race: it stands, this one is a duplicate.
    .onConflictDoNothing()
    .returning({ id: jobApplications.id });
  if (!created) {
    const winner = await findApplication(db, job.id, email);
    return { outcome: "duplicate", applicationId: winner! };
  }
  // The timeline's first record: applied from the careers page, or imported by a recruiter.
  await recordApplicationEvent(db, {
    companyId: job.companyId,
    jobId: job.id,
    applicationId: created.id,
    type: options.source === "import" ? "imported" : "applied",
    actor: options.actorUserId ? "member" : options.source === "import" ? "system" : "candidate",
    actorUserId: options.actorUserId ?? null,
    data: {
      source: options.source,
      ...(options.importBatchId ? { importBatchId: options.importBatchId } : {}),
      ...(options.invitationId ? { invitationId: options.invitationId } : {}),
    },
    ...(options.appliedAt ? { at: options.appliedAt } : {}),
  });
  return { outcome: "created", applicationId: created.id, talentId, recruitmentStepId: firstStep.id };
}

async function findApplication(db: Executor, jobId: string, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), sql`lower(${jobApplications.email}) = ${email}`))
    .limit(1);
  return row?.id ?? null;
}

/** Inserts the talent or refreshes what the new application tells of them (blank values keep the old). */
async function upsertTalent(db: Executor, email: string, input: ApplicantInput, source: "application" | "import"): Promise<string> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`insert into talents (email, name, phone, experience_level, university, major, gpa, skills, portfolio_url, cv_storage_key, source)
        values (${email}, ${input.name.trim()}, ${input.phone ?? null}, ${input.experienceLevel ?? null}, ${input.university ?? null},
                ${input.major ?? null}, ${input.gpa ?? null}, ${JSON.stringify(input.skills ?? [])}::jsonb, ${input.portfolioUrl ?? null},
                ${input.cvStorageKey ?? null}, ${source})
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
