import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { notifications } from "@/server/db/schema/notifications";

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Writes the notifications in one statement; answers how many were written (a row whose dedupe key
 * was written before is skipped).
 */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<number> {
  const written = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return written.length;
}

export async function findCompanyLogoUrl(db: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.logoUrl ?? undefined;
}
