import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { interviews } from "@/server/db/schema/interviews";
import { jobs } from "@/server/db/schema/jobs";
import { users } from "@/server/db/schema/users";

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewInsert = typeof interviews.$inferInsert;
type ApplicantKey = { companyId: string; jobId: string; applicationId: string };

export async function insertInterview(db: Executor, values: InterviewInsert): Promise<InterviewRow> {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

/** One interview of the company's applicant; `lock` holds it for the transaction. */
export async function findInterview(db: Executor, params: ApplicantKey & { interviewId: string }, options: { lock?: boolean } = {}): Promise<InterviewRow | undefined> {
  const query = db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.id, params.interviewId),
        eq(interviews.applicationId, params.applicationId),
        eq(interviews.jobId, params.jobId),
        eq(interviews.companyId, params.companyId),
      ),
    );
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function updateInterview(db: Executor, params: { companyId: string; interviewId: string }, values: Partial<InterviewInsert>): Promise<InterviewRow> {
  const [row] = await db
    .update(interviews)
    .set(values)
    .where(and(eq(interviews.id, params.interviewId), eq(interviews.companyId, params.companyId)))
    .returning();
  return row!;
}

/** An applicant's interviews by start time, cancelled ones included. */
export function interviewsOfApplication(db: Executor, params: ApplicantKey): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, params.applicationId), eq(interviews.jobId, params.jobId), eq(interviews.companyId, params.companyId)))
    .orderBy(asc(interviews.startsAt), asc(interviews.createdAt));
}

/** Names and addresses of users (interviewers, already checked to be the company's). */
export async function usersByIds(db: Executor, userIds: readonly string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...userIds]));
}

/** What an invite says about the company, the job and the member who sends it. */
export async function inviteFacts(db: Executor, params: { companyId: string; jobId: string; userId: string }) {
  const [row] = await db
    .select({
      companyName: companies.name,
      jobTitle: jobs.role,
      senderName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${params.userId})`,
      senderEmail: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${params.userId})`,
      publishedJobs: sql<number>`(select count(*) from ${jobs} where ${jobs.companyId} = ${params.companyId} and ${jobs.status} = 'published')`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, params.jobId), eq(jobs.companyId, params.companyId)))
    .limit(1);
  return row ?? null;
}
export type InviteFacts = NonNullable<Awaited<ReturnType<typeof inviteFacts>>>;
