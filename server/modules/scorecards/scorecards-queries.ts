import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { interviewKits, scorecards, type ScorecardRatingRow } from "@/server/db/schema/scorecards";
import { users } from "@/server/db/schema/users";
import type { ScorecardRecommendation } from "./scorecards-contract";

type CompanyJob = { companyId: string; jobId: string };
type CompanyApplication = CompanyJob & { applicationId: string };

/** The job's edited kit, or null while it is still derived from the job. */
export async function findInterviewKit(db: Executor, params: CompanyJob): Promise<string[] | null> {
  const [row] = await db
    .select({ attributes: interviewKits.attributes })
    .from(interviewKits)
    .where(and(eq(interviewKits.jobId, params.jobId), eq(interviewKits.companyId, params.companyId)))
    .limit(1);
  return row?.attributes ?? null;
}

/** Writes the job's kit. The job was checked to be the company's; the update keeps to the company too. */
export async function upsertInterviewKit(db: Executor, params: CompanyJob & { attributes: string[]; userId: string }): Promise<void> {
  await db
    .insert(interviewKits)
    .values({ jobId: params.jobId, companyId: params.companyId, attributes: params.attributes, updatedByUserId: params.userId })
    .onConflictDoUpdate({
      target: interviewKits.jobId,
      set: { attributes: params.attributes, updatedByUserId: params.userId, updatedAt: new Date() },
      setWhere: eq(interviewKits.companyId, params.companyId),
    });
}

/** Every scorecard of the application, newest first, with its author's name. */
export function scorecardsOfApplication(db: Executor, params: CompanyApplication) {
  return db
    .select({
      id: scorecards.id,
      authorUserId: scorecards.authorUserId,
      authorName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      ratings: scorecards.ratings,
      recommendation: scorecards.recommendation,
      note: scorecards.note,
      createdAt: scorecards.createdAt,
      updatedAt: scorecards.updatedAt,
    })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.authorUserId))
    .where(
      and(eq(scorecards.companyId, params.companyId), eq(scorecards.jobId, params.jobId), eq(scorecards.applicationId, params.applicationId)),
    )
    .orderBy(desc(scorecards.updatedAt), desc(scorecards.id));
}
export type ScorecardRow = Awaited<ReturnType<typeof scorecardsOfApplication>>[number];

/** Creates or replaces the author's own scorecard on the application (one per application and author). */
export async function upsertScorecard(
  db: Executor,
  params: CompanyApplication & { authorUserId: string; ratings: ScorecardRatingRow[]; recommendation: ScorecardRecommendation; note: string },
): Promise<void> {
  await db
    .insert(scorecards)
    .values({
      companyId: params.companyId,
      jobId: params.jobId,
      applicationId: params.applicationId,
      authorUserId: params.authorUserId,
      ratings: params.ratings,
      recommendation: params.recommendation,
      note: params.note,
    })
    .onConflictDoUpdate({
      target: [scorecards.applicationId, scorecards.authorUserId],
      set: { ratings: params.ratings, recommendation: params.recommendation, note: params.note, updatedAt: new Date() },
      setWhere: and(eq(scorecards.companyId, params.companyId), eq(scorecards.jobId, params.jobId)),
    });
}
