import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { authCodes } from "@/server/db/schema/auth-codes";

export type AuthCodeRow = typeof authCodes.$inferSelect;
export type CodePurpose = AuthCodeRow["purpose"];

/** When the user's codes of this purpose created after `since` were made, the newest first. */
export async function listCodeTimesSince(
  db: Executor,
  input: { userId: string; purpose: CodePurpose; since: Date },
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(and(eq(authCodes.userId, input.userId), eq(authCodes.purpose, input.purpose), gt(authCodes.createdAt, input.since)))
    .orderBy(desc(authCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Marks every unused code of this purpose used (a new one replaces them). */
export async function retireOpenCodes(db: Executor, input: { userId: string; purpose: CodePurpose }, now: Date): Promise<void> {
  await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.userId, input.userId), eq(authCodes.purpose, input.purpose), isNull(authCodes.consumedAt)));
}

export async function insertAuthCode(
  db: Executor,
  values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(authCodes).values(values);
}

/** How many unused codes of this purpose the user got after `since`. */
export async function countOpenCodesSince(db: Executor, input: { userId: string; purpose: CodePurpose; since: Date }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, input.userId),
        eq(authCodes.purpose, input.purpose),
        isNull(authCodes.consumedAt),
        gt(authCodes.createdAt, input.since),
      ),
    );
  return row?.total ?? 0;
}

/** The user's newest code of this purpose, used or not. */
export async function findLatestCode(db: Executor, input: { userId: string; purpose: CodePurpose }): Promise<AuthCodeRow | undefined> {
  const [latest] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, input.userId), eq(authCodes.purpose, input.purpose)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return latest;
}

/**
 * Spends one try of an unused code, atomically, while fewer than `maxTries` were spent. Answers
 * the tries spent afterwards, or undefined when none was left (or the code was used meanwhile).
 */
export async function claimCodeTry(db: Executor, codeId: string, maxTries: number): Promise<{ attempts: number } | undefined> {
  const [claimed] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, codeId), isNull(authCodes.consumedAt), lt(authCodes.attempts, maxTries)))
    .returning({ attempts: authCodes.attempts });
  return claimed;
}

/** Marks the code used if it still is not; answers whether this call did. */
export async function markCodeConsumed(db: Executor, codeId: string, now: Date): Promise<boolean> {
  const used = await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.id, codeId), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return used.length > 0;
}
