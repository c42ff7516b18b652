import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobBoosts } from "@/server/db/schema/job-boosts";
import { jobs } from "@/server/db/schema/jobs";
import { paymentOrders } from "@/server/db/schema/subscriptions";

export type JobBoostRow = typeof jobBoosts.$inferSelect;
export type JobBoostWithRole = JobBoostRow & { jobRole: string };

/** Boosts the company took from its plan in [from, to): what the plan month's quota counts. */
export async function countBoostsStartedBetween(db: Executor, companyId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobBoosts)
    .where(and(eq(jobBoosts.companyId, companyId), isNull(jobBoosts.purchaseOrderId), gte(jobBoosts.startsAt, from), lt(jobBoosts.startsAt, to)));
  return Number(row?.value ?? 0);
}

/**
 * The company's boost pack orders with boosts left, the first paid first (the order boosts are
 * taken in). A pack counts while paid, or partly refunded (money given back on boosts the company
 * keeps); refunded whole, what was left of it is gone. Boosts bought do not lapse.
 */
export async function packsWithBoostsLeft(db: Executor, companyId: string): Promise<{ orderId: string; left: number }[]> {
  const rows = await db
    .select({
      orderId: paymentOrders.id,
      boosts: paymentOrders.boosts,
      // Qualified by hand: drizzle leaves a one-table select's columns unqualified (see jobRunsBoost in job-boosts-sql.ts).
      used: sql<number>`(select count(*) from "job_boosts" where "job_boosts"."purchase_order_id" = "payment_orders"."id")`.mapWith(Number),
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.companyId, companyId),
        eq(paymentOrders.kind, "boostPack"),
        or(eq(paymentOrders.status, "paid"), and(eq(paymentOrders.status, "refunded"), lt(paymentOrders.refundedAmountIdr, paymentOrders.totalIdr))),
      ),
    )
    .orderBy(asc(paymentOrders.paidAt), asc(paymentOrders.id));
  return rows.map((row) => ({ orderId: row.orderId, left: (row.boosts ?? 0) - row.used })).filter((row) => row.left > 0);
}

/** The company's boosts with their job's title, newest first. */
export function listCompanyBoosts(db: Executor, companyId: string, limit: number): Promise<JobBoostWithRole[]> {
  return db
    .select({ boost: jobBoosts, jobRole: jobs.role })
    .from(jobBoosts)
    .innerJoin(jobs, eq(jobs.id, jobBoosts.jobId))
    .where(eq(jobBoosts.companyId, companyId))
    .orderBy(desc(jobBoosts.startsAt), desc(jobBoosts.id))
    .limit(limit)
    .then((rows) => rows.map((row) => ({ ...row.boost, jobRole: row.jobRole })));
}

/** The company's published jobs, newest first. */
export function listPublishedJobs(db: Executor, companyId: string): Promise<Pick<typeof jobs.$inferSelect, "id" | "role" | "publishedAt">[]> {
  return db
    .select({ id: jobs.id, role: jobs.role, publishedAt: jobs.publishedAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, "published")))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id));
}

/** Ends the job's boosts whose end has passed, so the one-active index lets a new boost in. */
export async function endLapsedBoostsOfJob(db: Executor, jobId: string, now: Date): Promise<void> {
  await db
    .update(jobBoosts)
    .set({ status: "ended", endedAt: sql`${jobBoosts.endsAt}` })
    .where(and(eq(jobBoosts.jobId, jobId), eq(jobBoosts.status, "active"), lte(jobBoosts.endsAt, now)));
}

export async function findActiveBoostOfJob(db: Executor, jobId: string): Promise<JobBoostRow | undefined> {
  const [row] = await db.select().from(jobBoosts).where(and(eq(jobBoosts.jobId, jobId), eq(jobBoosts.status, "active"))).limit(1);
  return row;
}

export async function insertBoost(db: Executor, values: typeof jobBoosts.$inferInsert): Promise<JobBoostRow> {
  const [row] = await db.insert(jobBoosts).values(values).returning();
  return row!;
}

/** The worker's sweep: every boost whose end has passed is marked ended (at its end). */
export async function endLapsedBoosts(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(jobBoosts)
    .set({ status: "ended", endedAt: sql`${jobBoosts.endsAt}` })
    .where(and(eq(jobBoosts.status, "active"), lte(jobBoosts.endsAt, now)))
    .returning({ id: jobBoosts.id });
  return rows.length;
}
