import { and, count, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyChangeRequests } from "@/server/db/schema/company-change-requests";

/** How many access requests of the company's members wait for an answer. */
export async function countPendingChangeRequests(db: Executor, companyId: string): Promise<number> {
  const [requests] = await db
    .select({ value: count() })
    .from(companyChangeRequests)
    .where(and(eq(companyChangeRequests.companyId, companyId), eq(companyChangeRequests.status, "pending")));
  return requests?.value ?? 0;
}
