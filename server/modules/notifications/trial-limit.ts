import type { Executor } from "@/server/db/client";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { notifyEvent } from "./notify-service";
import { reminderDedupeKey } from "./reminders";

export type TrialLimitType = "jobPostTrialLimitReached" | "companyMemberTrialLimitReached";

/**
 * A trial's limit was reached: the owners hear of it, at most once a day per company (the dedupe
 * key). Call it outside the refused request's transaction, so the notice survives the refusal.
 */
export async function notifyTrialLimitReached(
  db: Executor,
  input: { companyId: string; type: TrialLimitType; limit: number; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await notifyEvent(db, {
    type: input.type,
    recipientUserIds: await activeOwnerIds(db, input.companyId),
    companyId: input.companyId,
    params: { limit: input.limit },
    dedupeKey: reminderDedupeKey(input.type, `company:${input.companyId}`, now),
    createdAt: now,
  });
}
