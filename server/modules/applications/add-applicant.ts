import type { Executor } from "@/server/db/client";
import type { PreScreeningAnswer } from "@/server/db/schema/applications";
import { STEP_ENTRY_STATUS } from "@/server/modules/jobs/jobs-contract";
import { recordApplicationEvent } from "@/server/modules/pipeline/timeline-service";
import { findApplicationIdByEmail, findFirstStepId, insertApplication, upsertTalent } from "./applicant-queries";

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
  const existing = await findApplicationIdByEmail(db, job.id, email);
  if (existing) return { outcome: "duplicate", applicationId: existing };

  const firstStepId = await findFirstStepId(db, job.id);
  if (!firstStepId) throw new Error(`Job ${job.id} has no CV Screening step`);

  const talentId =
    options.talentId ??
    (await upsertTalent(db, {
      email,
      name: input.name.trim(),
      phone: input.phone ?? null,
      experienceLevel: input.experienceLevel ?? null,
      university: input.university ?? null,
      major: input.major ?? null,
      gpa: input.gpa ?? null,
      skills: input.skills ?? [],
      portfolioUrl: input.portfolioUrl ?? null,
      cvStorageKey: input.cvStorageKey ?? null,
      source: options.source === "import" ? "import" : "application",
    }));
  const created = await insertApplication(db, {
    companyId: job.companyId,
    jobId: job.id,
    talentId,
    recruitmentStepId: firstStepId,
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
  });
  // A concurrent application with the same email won the race: it stands, this one is a duplicate.
  if (!created) {
    const winner = await findApplicationIdByEmail(db, job.id, email);
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
  return { outcome: "created", applicationId: created.id, talentId, recruitmentStepId: firstStepId };
}
