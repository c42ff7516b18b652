import type { Executor } from "@/server/db/client";
import { notifyTrialLimitReached } from "@/server/modules/notifications/notifications-service";
import { countActiveMembers, currentSubscription, effectiveStatus } from "@/server/modules/subscriptions/subscriptions-service";
import { countPendingInvitations } from "./invitations-queries";
import { memberQuotaReached } from "./team-errors";

export type MemberQuota = {
  /** Seats of the plan (the owner included); null: unlimited. */
  quota: number | null;
  activeMembers: number;
  pendingInvitations: number;
  onTrial: boolean;
  planName: string | null;
};

export async function memberQuotaOf(db: Executor, companyId: string, now = new Date()): Promise<MemberQuota> {
  const latest = await currentSubscription(db, companyId, now);
  const pendingInvitations = await countPendingInvitations(db, companyId);
  return {
    quota: latest?.plan.memberQuota ?? null,
    activeMembers: await countActiveMembers(db, companyId),
    pendingInvitations,
    onTrial: latest ? latest.subscription.kind === "trial" && effectiveStatus(latest.subscription, now) !== "expired" : false,
    planName: latest?.plan.name ?? null,
  };
}


/**
 * Refuses with 403 MEMBER_QUOTA_REACHED when `extra` more seats would pass the plan's member quota.
 * `countInvitations`: pending invitations hold a seat (when inviting); an accepting invitee's own
 * invitation is already counted, so accepting checks active members only.
 */
export async function assertMemberRoom(
  db: Executor,
  companyId: string,
  extra: number,
  options: { countInvitations: boolean; field?: string },
  now = new Date(),
): Promise<void> {
  const usage = await memberQuotaOf(db, companyId, now);
  if (usage.quota === null) return;
  const used = usage.activeMembers + (options.countInvitations ? usage.pendingInvitations : 0);
  if (used + extra <= usage.quota) return;
  if (usage.onTrial) await notifyTrialLimitReached(db, { companyId, type: "companyMemberTrialLimitReached", limit: usage.quota, now });
  throw memberQuotaReached({ planName: usage.planName, quota: usage.quota, used, onTrial: usage.onTrial }, options.field);
}
