import type { AccessTokenClaims, GuardSubscriptionStatus, Platform } from "@/server/auth/session-contract";
import type { Executor } from "@/server/db/client";
import type { CompanySummary } from "@/server/modules/companies/companies-schemas";
import { subscriptionStateOf } from "@/server/modules/subscriptions/subscriptions-service";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import type { CurrentUser } from "./auth-schemas";
import { findUserById, primaryMembership, type CompanyRow, type MembershipRow, type UserRow } from "./users-queries";

export { activeMembershipIn, findUserByEmail, findUserById, primaryMembership } from "./users-queries";

/** A user with their membership (active first, else a pending join request) and its company's subscription. */
export type UserState = {
  user: UserRow;
  membership: MembershipRow | null;
  company: CompanyRow | null;
  subscription: CompanySubscriptionState | null;
};

export async function loadUserState(db: Executor, userId: string, now = new Date()): Promise<UserState | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const primary = await primaryMembership(db, userId);
  const active = primary?.membership.status === "active" ? primary : undefined;
  const subscription = active ? await subscriptionStateOf(db, active.company.id, now) : null;
  return { user, membership: primary?.membership ?? null, company: primary?.company ?? null, subscription };
}

function isCompanyActive(company: CompanyRow): boolean {
  return company.isActive && company.deletedAt === null;
}

export function companySummary(company: CompanyRow, state: CompanySubscriptionState | null): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    sector: company.sector,
    emailDomain: company.emailDomain,
    rank: company.rank,
    logoUrl: company.logoUrl,
    size: company.size,
    verificationStatus: company.verificationStatus,
    isActive: isCompanyActive(company),
    deletedAt: company.deletedAt?.toISOString() ?? null,
    subscriptionStatus: state?.subscription?.status ?? null,
  };
}

export function toCurrentUser(state: UserState): CurrentUser {
  const { user, membership, company, subscription } = state;
  const active = membership?.status === "active" && company ? { membership, company } : null;
  const pending = membership?.status === "pending" && company ? { membership, company } : null;
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    platform: user.platform,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    socialProvider: user.socialProvider,
    profile: { profilePictureUrl: user.profilePictureUrl, phoneNumber: user.phoneNumber },
    company: active ? companySummary(active.company, subscription) : null,
    companyId: active?.company.id ?? null,
    userCompanyId: active?.membership.id ?? null,
    role: active?.membership.role ?? null,
    jobTitle: active?.membership.jobTitle ?? null,
    joinRequest: pending
      ? {
          userCompanyId: pending.membership.id,
          companyId: pending.company.id,
          companyName: pending.company.name,
          status: pending.membership.status,
          requestedAt: pending.membership.createdAt.toISOString(),
        }
      : null,
    isDataFilled: membership !== null,
    subscription: subscription?.subscription ?? null,
    needUpgradePlan: subscription?.needUpgradePlan ?? false,
    subscriptionUsage: subscription?.subscriptionUsage ?? null,
  };
}

/** The access token's claims: the guard facts of spec 2.7 as they are now. */
export function accessClaimsOf(state: UserState, sessionId: string, platform: Platform): AccessTokenClaims {
  const active = state.membership?.status === "active" && state.company ? state : null;
  const status: GuardSubscriptionStatus = state.subscription?.subscription?.status ?? "none";
  return {
    sub: state.user.id,
    sid: sessionId,
    plt: platform,
    cid: active?.company?.id ?? null,
    mid: active?.membership?.id ?? null,
    df: state.membership !== null,
    sst: status,
    upg: state.subscription?.needUpgradePlan ?? false,
    cact: active?.company ? isCompanyActive(active.company) : false,
  };
}
