import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companyMembers } from "@/server/db/schema/companies";
import { jobs } from "@/server/db/schema/jobs";

/** The company's job; another company's job id finds nothing. */
export async function findCompanyJob(db: Executor, companyId: string, jobId: string): Promise<{ id: string; role: string } | undefined> {
  const [job] = await db.select({ id: jobs.id, role: jobs.role }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return job;
}

/** The company's application (its job and applicant's name); another company's id finds nothing. */
export async function findCompanyApplication(db: Executor, companyId: string, applicationId: string): Promise<{ jobId: string; name: string } | undefined> {
  const [application] = await db
    .select({ jobId: jobApplications.jobId, name: jobApplications.name })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.companyId, companyId)));
  return application;
}

/** The user's id if they are an active member of the company. */
export async function findActiveMemberUserId(db: Executor, companyId: string, userId: string): Promise<string | undefined> {
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId), eq(companyMembers.status, "active")));
  return member?.userId;
}
