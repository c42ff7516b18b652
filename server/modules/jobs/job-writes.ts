import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { memberPermissionRows, type PermissionSubject } from "@/server/modules/permissions/permissions-service";
import { planUpgradeRequired, subscriptionRequired } from "@/server/modules/subscriptions/subscriptions-errors";
import { subscriptionStateOf } from "@/server/modules/subscriptions/subscriptions-service";
import { enqueueRecommendationBuild } from "@/server/modules/talents/talent-recommendations-service";
import type { JobRow } from "./job-access";
import { setMemberJobAccess } from "./job-grants";
import { jobSlug } from "./job-rules";
import type { JobDraftFields } from "./jobs-schemas";
import { insertSteps } from "./job-steps";
import { insertJobRow, lockCompanyRow, updateJobPublished, type JobInsert } from "./jobs-queries";

type DraftColumns = Omit<JobDraftFields, "recruitmentSteps" | "activationDate"> & { activationDate: Date | null };

/** Draft fields as job columns (every field but the steps is a column of the same name). */
export function columnsOf<T extends Partial<JobDraftFields>>(fields: T): Partial<DraftColumns> {
  const { recruitmentSteps: _steps, activationDate, ...rest } = fields;
  return { ...(rest as Partial<DraftColumns>), ...(activationDate !== undefined ? { activationDate: activationDate === null ? null : new Date(activationDate) } : {}) };
}

/** Inserts a draft with its steps. */
export async function insertJob(
  db: Executor,
  input: { id: string; companyId: string; createdByUserId: string; fields: JobDraftFields },
): Promise<JobRow> {
  const row = await insertJobRow(db, { id: input.id, companyId: input.companyId, createdByUserId: input.createdByUserId, slug: jobSlug(input.fields.role, input.id), status: "draft", ...columnsOf(input.fields) } as JobInsert);
  await insertSteps(db, input.id, input.fields.recruitmentSteps);
  return row;
}

/**
 * The creator must be able to edit what they created: a member whose jobPost manage does not reach
 * every job gets it on this job (added to their criteria), in the transaction of the creation.
 */
export async function grantCreatorAccess(db: Executor, session: CompanySessionContext, subject: PermissionSubject, jobId: string): Promise<void> {
  if (session.role === "owner" || jobScopeOf(subject, "jobPost", "manage").all) return;
  const rows = await memberPermissionRows(db, session.companyId, session.userCompanyId);
  await setMemberJobAccess(db, { companyId: session.companyId, memberId: session.userCompanyId, rows }, jobId, [{ resource: "jobPost", action: "manage" }], { prune: false });
}

/** The subject as it will be once the creator's grant on a new job exists. */
export function withCreatorGrant(subject: PermissionSubject, jobId: string): PermissionSubject {
  return { ...subject, grants: [...subject.grants, { resource: "jobPost", action: "manage", allowedCriteria: { jobIds: [jobId] } }] };
}

/** Serialises publishing within a company, so two publishes cannot both take the last quota slot. */
export async function lockCompany(db: Executor, companyId: string): Promise<void> {
  await lockCompanyRow(db, companyId);
}

/** Publishing needs a running trial or paid period and no pending upgrade (spec 2.7 guard, in the API). */
export async function assertSubscriptionActive(db: Executor, companyId: string): Promise<void> {
  const state = await subscriptionStateOf(db, companyId);
  if (!state.subscription || state.subscription.status === "expired") throw subscriptionRequired();
  if (state.needUpgradePlan) throw planUpgradeRequired();
}

/** Sets a job published (the first publication fixes publishedAt, and with it the slug) and queues its talent recommendations. */
export async function markPublished(db: Executor, job: JobRow, now: Date): Promise<JobRow> {
  const row = await updateJobPublished(db, job.id, { publishedAt: job.publishedAt ?? now, now });
  // Its recommended talents are built in the background, once the publication is committed.
  await enqueueRecommendationBuild(db, job.id, `published:${now.toISOString()}`);
  return row;
}
