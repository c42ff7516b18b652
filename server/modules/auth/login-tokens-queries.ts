import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { loginTokens } from "@/server/db/schema/auth-codes";

export type LoginTokenRow = typeof loginTokens.$inferSelect;

export async function insertLoginToken(
  db: Executor,
  values: { userId: string; platform: LoginTokenRow["platform"]; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(loginTokens).values(values);
}

/**
 * Marks the token with this hash used, in one conditional UPDATE, only while it is unused and
 * unexpired. Answers the token, or undefined when it was not usable.
 */
export async function markLoginTokenUsed(db: Executor, tokenHash: string, now: Date): Promise<LoginTokenRow | undefined> {
  const [used] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
    .returning();
  return used;
}
