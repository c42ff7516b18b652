import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companies } from "@/server/db/schema/companies";
import { talentInvitations } from "@/server/db/schema/company-talents";
import { jobs } from "@/server/db/schema/jobs";
import { users } from "@/server/db/schema/users";
import { isOpenJob } from "@/server/modules/careers/careers-sql";

/** The company's job if it is open for applications (published, and past a scheduled activation). */
export async function findOpenCompanyJob(db: Executor, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, role: jobs.role, slug: jobs.slug, companySlug: companies.slug })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), isOpenJob()))
    .limit(1);
  return row ?? null;
}

/** The talent's invitation to the job, with the job's title and the inviter's name, or null. */
export async function findInvitation(db: Executor, jobId: string, talentId: string) {
  const [row] = await db
    .select({
      id: talentInvitations.id,
      jobId: talentInvitations.jobId,
      jobTitle: jobs.role,
      createdAt: talentInvitations.createdAt,
      userId: talentInvitations.invitedByUserId,
      userName: users.name,
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .leftJoin(users, eq(users.id, talentInvitations.invitedByUserId))
    .where(and(eq(talentInvitations.jobId, jobId), eq(talentInvitations.talentId, talentId)))
    .limit(1);
  return row ?? null;
}

/** Stores the invitation; answers its id, or null when one to the same job and talent exists already. */
export async function insertInvitation(
  db: Executor,
  params: { companyId: string; talentId: string; jobId: string; invitedByUserId: string; token: string; message: string | null },
): Promise<string | null> {
  const [created] = await db
    .insert(talentInvitations)
    .values({ companyId: params.companyId, talentId: params.talentId, jobId: params.jobId, invitedByUserId: params.invitedByUserId, token: params.token, message: params.message })
    // A concurrent invitation to the same job won: it stands and this one sends nothing.
    .onConflictDoNothing({ target: [talentInvitations.jobId, talentInvitations.talentId] })
    .returning({ id: talentInvitations.id });
  return created?.id ?? null;
}

export async function setInvitationEmail(db: Executor, invitationId: string, emailId: string): Promise<void> {
  await db.update(talentInvitations).set({ emailId }).where(eq(talentInvitations.id, invitationId));
}

/** The application that answers the invitation, or null. */
export async function findAnsweringApplicationId(db: Executor, invitationId: string): Promise<string | null> {
  const [row] = await db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.invitationId, invitationId)).limit(1);
  return row?.id ?? null;
}

/** The job's invitation holding this token, or null. */
export async function findInvitationIdByToken(db: Executor, jobId: string, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: talentInvitations.id })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.token, token), eq(talentInvitations.jobId, jobId)))
    .limit(1);
  return row?.id ?? null;
}
