import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { interviews } from "@/server/db/schema/interviews";
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
