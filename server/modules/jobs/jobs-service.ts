import type { z } from "zod";
import { forbidden } from "@/server/api/errors";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { NAMED_REQUIREMENTS, PERMISSION_MESSAGES, evaluatePermission } from "@/server/modules/permissions/permissions-contract";
import { permissionDenied } from "@/server/modules/permissions/permissions-errors";
import type { PermissionSubject } from "@/server/modules/permissions/permissions-service";
import { findCompanyJob, jobForAction, loadSubject, type JobRow } from "./job-access";
import { draftWithApplicationsNotDeletable, hiringTeamInvitedMeanwhile, hiringTeamLocked, publishedJobNotDeletable } from "./jobs-errors";
import { applyHiringTeam, assertHiringTeamEmails, effectiveTeam, planHiringTeam, type HiringTeamPlan } from "./job-hiring-team";
import { jobResponse } from "./job-mapper";
import { JobQuotaReached, assertJobRoom, notifyJobTrialLimit } from "./job-quota";
import { assertPublishable, assertSavable, jobSlug, sanitizeDraft, savedStateOf } from "./job-rules";
import type { Job, createJobRequestSchema, updateJobRequestSchema } from "./jobs-schemas";
import { syncSteps } from "./job-steps";
import { assertSubscriptionActive, columnsOf, grantCreatorAccess, insertJob, lockCompany, markPublished, withCreatorGrant } from "./job-writes";
import { countJobApplications, deleteJobOfCompany, dropJobFromCriteria, listStepTypes, updateJobOfCompany } from "./jobs-queries";

// Other modules act on a job only after the same access check.
export { findCompanyJob, jobForAction, loadSubject, scopeTest } from "./job-access";
// Boosts and boost packs need an active subscription, checked and locked as for jobs.
export { assertSubscriptionActive, lockCompany } from "./job-writes";

// Read by other modules through this service (Home counts its jobs' applicants by step).
export { stepCounts } from "./jobs-queries";

type CreateInput = z.output<typeof createJobRequestSchema>;
type UpdateInput = z.output<typeof updateJobRequestSchema>;

export function assertMayCreateJobs(subject: PermissionSubject): void {
  const { resource, action } = NAMED_REQUIREMENTS.createJob;
  if (!evaluatePermission(subject, resource, action)) throw permissionDenied(resource, action, PERMISSION_MESSAGES.noPostJob);
}

/** Runs a write; a refused publish on a trial still tells the owners, after the rollback. */
export async function withQuotaNotice<T>(db: Database, companyId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof JobQuotaReached) await notifyJobTrialLimit(db, companyId, error.usage);
    if (isUniqueViolation(error)) throw hiringTeamInvitedMeanwhile();
    throw error;
  }
}

/** POST /v1/job-portal/job: a new draft (published at once when asked, under the same rules as publish). */
export async function createJob(db: Database, session: CompanySessionContext, input: CreateInput): Promise<Job> {
  const subject = await loadSubject(db, session);
  assertMayCreateJobs(subject);
  assertHiringTeamEmails(input.hiringTeam, input.invitedEmails);
  const { published, ...draft } = input;
  const fields = sanitizeDraft(draft);
  assertSavable(fields);
  const id = crypto.randomUUID();
  if (published) {
    assertPublishable(savedStateOf(fields), fields.recruitmentSteps.map((step) => step.type));
    await assertSubscriptionActive(db, session.companyId);
  }
  const fieldOf = fieldOfEmail(fields.hiringTeam, fields.invitedEmails);
  const plan = await planHiringTeam(db, session, withCreatorGrant(subject, id), id, new Map(), effectiveTeam(fields.hiringTeam, fields.invitedEmails), fieldOf);
  const row = await withQuotaNotice(db, session.companyId, () =>
    db.transaction(async (tx) => {
      if (published) await lockCompany(tx, session.companyId);
      let job = await insertJob(tx, { id, companyId: session.companyId, createdByUserId: session.userId, fields });
      await applyHiringTeam(tx, session, job, plan);
      await grantCreatorAccess(tx, session, subject, id);
      if (published) {
        await assertJobRoom(tx, session.companyId);
        job = await markPublished(tx, job, new Date());
      }
      return job;
    }),
  );
  return jobResponse(db, row, await loadSubject(db, session));
}

/** GET /v1/job-portal/job/{id}. */
export async function getJob(db: Database, session: CompanySessionContext, jobId: string): Promise<Job> {
  const { job, subject } = await jobForAction(db, session, jobId, "view");
  return jobResponse(db, job, subject);
}

const fieldOfEmail = (hiringTeam: readonly { email: string }[], invitedEmails: readonly string[]) => (email: string) => {
  const index = hiringTeam.findIndex((entry) => entry.email === email);
  if (index >= 0) return `hiringTeam.${index}.email`;
  const invited = invitedEmails.indexOf(email);
  return invited >= 0 ? `invitedEmails.${invited}` : "hiringTeam";
};

const sameTeam = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([email, level]) => b.get(email) === level);

/** Who may change a job's hiring team when the job says others may not: the owner and its creator. */
function assertHiringTeamChangeAllowed(session: CompanySessionContext, job: JobRow, input: UpdateInput): HiringTeamCheck {
  const before = effectiveTeam(job.hiringTeam, job.invitedEmails);
  const after = effectiveTeam(input.hiringTeam ?? job.hiringTeam, input.invitedEmails ?? job.invitedEmails);
  const privileged = session.role === "owner" || job.createdByUserId === session.userId;
  if (!privileged && !job.canChangeHiringTeamAccess && !sameTeam(before, after)) {
    throw hiringTeamLocked();
  }
  if (!privileged && input.canChangeHiringTeamAccess !== undefined && input.canChangeHiringTeamAccess !== job.canChangeHiringTeamAccess) {
    throw forbidden("Only the Admin and the job's creator can decide who may change the hiring team");
  }
  return { before, after };
}
type HiringTeamCheck = { before: Map<string, string>; after: Map<string, string> };

/**
 * PATCH /v1/job-portal/job/{id}: the wizard's autosave. Only the fields sent change; a draft may
 * stay incomplete, a published job must stay complete. Salary fields sent by someone who cannot
 * see the salary are left as they are: their form shows it empty, and saving must not erase it.
 */
export async function updateJob(db: Database, session: CompanySessionContext, jobId: string, input: UpdateInput): Promise<Job> {
  const { job, subject } = await jobForAction(db, session, jobId, "manage");
  assertHiringTeamEmails(input.hiringTeam, input.invitedEmails);
  const team = assertHiringTeamChangeAllowed(session, job, input);
  const changes = sanitizeDraft({ ...input });
  if (!evaluatePermission(subject, "jobPostSalary", "view", { jobId })) {
    delete changes.startRange;
    delete changes.endRange;
  }
  const merged = { ...savedStateOf(job), ...changes };
  assertSavable(merged);
  if (job.status === "published") {
    const stepTypes = changes.recruitmentSteps
      ? changes.recruitmentSteps.map((step) => step.type)
      : (await listStepTypes(db, jobId)).map((step) => step.type);
    assertPublishable(savedStateOf(merged), stepTypes, "A published job must stay complete");
  }
  const hiringTeam = changes.hiringTeam ?? job.hiringTeam;
  const invitedEmails = changes.invitedEmails ?? job.invitedEmails;
  const plan: HiringTeamPlan = await planHiringTeam(db, session, subject, jobId, team.before, team.after, fieldOfEmail(hiringTeam, invitedEmails));
  const row = await withQuotaNotice(db, session.companyId, () =>
    db.transaction(async (tx) => {
      const current = await findCompanyJob(tx, session.companyId, jobId, { forUpdate: true });
      const slug = changes.role !== undefined && current.publishedAt === null ? jobSlug(changes.role, jobId) : current.slug;
      const updated = await updateJobOfCompany(tx, session.companyId, jobId, { ...columnsOf(changes), slug, updatedAt: new Date() });
      if (changes.recruitmentSteps) await syncSteps(tx, jobId, changes.recruitmentSteps);
      await applyHiringTeam(tx, session, updated!, plan);
      return updated!;
    }),
  );
  return jobResponse(db, row, await loadSubject(db, session));
}

/** DELETE /v1/job-portal/job/{id}: only a draft never published, holding no applications. */
export async function deleteJob(db: Database, session: CompanySessionContext, jobId: string): Promise<{ id: string; deleted: true }> {
  const { job } = await jobForAction(db, session, jobId, "manage");
  if (job.status !== "draft" || job.publishedAt !== null) {
    throw publishedJobNotDeletable();
  }
  await db.transaction(async (tx) => {
    // Locked first, so an application arriving meanwhile cannot be deleted with the job.
    await findCompanyJob(tx, session.companyId, jobId, { forUpdate: true });
    const applications = await countJobApplications(tx, jobId);
    if (applications > 0) {
      throw draftWithApplicationsNotDeletable(applications);
    }
    await deleteJobOfCompany(tx, session.companyId, jobId);
    await dropJobFromCriteria(tx, session.companyId, jobId);
  });
  return { id: jobId, deleted: true };
}
