import { and, desc, eq, gt, lt, max, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { loginAttempts } from "@/server/db/schema/login-attempts";

/** The latest successful sign-in of the account after `since`, if any. */
export async function findLastSuccessfulLoginSince(db: Executor, email: string, since: Date): Promise<Date | null> {
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)));
  return lastSuccess?.at ?? null;
}

async function recentFailureTimes(db: Executor, where: SQL | undefined, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/** When the account's last `limit` failed sign-ins after `since` happened, the newest first. */
export async function listAccountFailureTimes(db: Executor, email: string, since: Date, limit: number): Promise<Date[]> {
  return recentFailureTimes(db, and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)), limit);
}

/** When the IP's last `limit` failed sign-ins after `since` happened, the newest first. */
export async function listIpFailureTimes(db: Executor, ipAddress: string, since: Date, limit: number): Promise<Date[]> {
  return recentFailureTimes(db, and(eq(loginAttempts.ipAddress, ipAddress), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)), limit);
}

export async function insertLoginAttempt(
  db: Executor,
  values: { email: string; ipAddress: string; succeeded: boolean; createdAt: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(values);
}

/** Drops the account's sign-in history older than `before`. */
export async function deleteLoginAttemptsBefore(db: Executor, email: string, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), lt(loginAttempts.createdAt, before)));
}
