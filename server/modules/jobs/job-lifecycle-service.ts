import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { findCompanyJob, jobForAction, loadSubject, type JobRow } from "./job-access";
import { unpublishNeedsPublished } from "./jobs-errors";
import { jobResponse } from "./job-mapper";
import { assertJobRoom } from "./job-quota";
import { assertPublishable, savedStateOf } from "./job-rules";
import { jobDraftFieldsSchema, type Job, type JobDraftFields } from "./jobs-schemas";
import { evaluatePermission } from "@/server/modules/permissions/permissions-contract";
import { copyableSteps } from "./job-steps";
import { grantCreatorAccess, insertJob, lockCompany, markPublished } from "./job-writes";
import { assertMayCreateJobs, withQuotaNotice } from "./jobs-service";
import { listStepTypes, listStepsOfJob, updateJobOfCompany, type JobInsert } from "./jobs-queries";

async function setStatus(db: Database, job: JobRow, values: Partial<JobInsert>): Promise<JobRow> {
  const row = await updateJobOfCompany(db, job.companyId, job.id, { ...values, updatedAt: new Date() });
  return row!;
}

/**
 * POST /v1/job-portal/job/{id}/publish: a complete job goes live (a closed one reopens), within the
 * plan's job post quota. The first publication fixes publishedAt and the careers address.
 */
export async function publishJob(db: Database, session: CompanySessionContext, jobId: string): Promise<Job> {
  const { job, subject } = await jobForAction(db, session, jobId, "manage");
  if (job.status === "published") return jobResponse(db, job, subject);
  const steps = await listStepTypes(db, jobId);
  assertPublishable(savedStateOf(job), steps.map((step) => step.type));
  const row = await withQuotaNotice(db, session.companyId, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, session.companyId);
      const current = await findCompanyJob(tx, session.companyId, jobId, { forUpdate: true });
      if (current.status === "published") return current;
      await assertJobRoom(tx, session.companyId);
      return markPublished(tx, current, new Date());
    }),
  );
  return jobResponse(db, row, subject);
}

/** POST /v1/job-portal/job/{id}/unpublish: back to draft; applications stay, the careers page stops showing it. */
export async function unpublishJob(db: Database, session: CompanySessionContext, jobId: string): Promise<Job> {
  const { job, subject } = await jobForAction(db, session, jobId, "manage");
  if (job.status !== "published") throw unpublishNeedsPublished();
  return jobResponse(db, await setStatus(db, job, { status: "draft" }), subject);
}

/** POST /v1/job-portal/job/{id}/close: takes no more applications; publishing reopens it (quota again). */
export async function closeJob(db: Database, session: CompanySessionContext, jobId: string): Promise<Job> {
  const { job, subject } = await jobForAction(db, session, jobId, "manage");
  if (job.status === "closed") return jobResponse(db, job, subject);
  return jobResponse(db, await setStatus(db, job, { status: "closed", closedAt: new Date() }), subject);
}

const COPY_SUFFIX = " (Copy)";

/**
 * POST /v1/job-portal/job/{id}/duplicate: a new draft with every draft field of the source, the
 * title marked as a copy, fresh ids for added steps, no applications. The hiring team list is
 * copied as it is; nobody gets access or an invitation from the copy. The salary range is copied
 * only for those who may see the source's (jobPostSalary view).
 */
export async function duplicateJob(db: Database, session: CompanySessionContext, jobId: string): Promise<Job> {
  const { job: source, subject } = await jobForAction(db, session, jobId, "view");
  assertMayCreateJobs(subject);
  const steps = await listStepsOfJob(db, jobId);
  const role = source.role.trim() === "" ? "" : `${source.role.slice(0, 120 - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const fields: JobDraftFields = {
    ...Object.fromEntries(Object.keys(jobDraftFieldsSchema.shape).map((key) => [key, source[key as keyof JobRow]])),
    activationDate: source.activationDate?.toISOString() ?? null,
    role,
    recruitmentSteps: copyableSteps(steps),
  } as JobDraftFields;
  // A salary the copier may not see stays with the source: the copy is theirs to edit and publish.
  if (!evaluatePermission(subject, "jobPostSalary", "view", { jobId })) Object.assign(fields, { startRange: null, endRange: null });
  const id = crypto.randomUUID();
  const row = await db.transaction(async (tx) => {
    const created = await insertJob(tx, { id, companyId: session.companyId, createdByUserId: session.userId, fields });
    await grantCreatorAccess(tx, session, subject, id);
    return created;
  });
  return jobResponse(db, row, await loadSubject(db, session));
}
