import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { CompanyData, CompanySummary } from "@/server/modules/companies/companies-schemas";
import type { CompanySubscription } from "@/server/modules/subscriptions/subscriptions-schemas";

/** Records shaped like the API's answers for the demo owner, for component and store tests. */
export const demoCompany: CompanySummary = {
  id: "company-1",
  name: "Demo Company",
  slug: "demo-company",
  sector: "Technology",
  emailDomain: "demo-company.test",
  rank: null,
  logoUrl: null,
  size: "medium",
  verificationStatus: "verified",
  isActive: true,
  deletedAt: null,
  subscriptionStatus: "trial",
};

export const demoSubscription: CompanySubscription = {
  id: "subscription-1",
  companyId: demoCompany.id,
  kind: "trial",
  status: "trial",
  startsAt: "2026-01-05T02:00:00.000Z",
  endsAt: "2026-01-19T02:00:00.000Z",
  plan: {
    id: "plan-trial",
    code: "trial",
    name: "Free Trial",
    description: "Try the portal for 14 days.",
    priceIdr: 0,
    durationDays: 14,
    isTrial: true,
    jobPostQuota: 3,
    memberQuota: 3,
    talentContactQuota: 20,
    yearlyPriceIdr: null,
    boostQuota: 0,
    features: { aiAnalyzer: true, talentDatabase: true, jobIntegration: false },
  },
  cancelAtPeriodEnd: false,
  nextPeriod: null,
};

export const demoCurrentUser: CurrentUser = {
  userId: "user-1",
  name: "Dewi Lestari Anggraini",
  email: "owner@demo-company.test",
  platform: "employer",
  emailVerified: true,
  hasPassword: true,
  socialProvider: null,
  profile: { profilePictureUrl: null, phoneNumber: null },
  company: demoCompany,
  companyId: demoCompany.id,
  userCompanyId: "member-1",
  role: "owner",
  jobTitle: "Head of People",
  joinRequest: null,
  isDataFilled: true,
  subscription: demoSubscription,
  needUpgradePlan: false,
  subscriptionUsage: {
    jobPosts: { used: 0, quota: 3 },
    members: { used: 2, quota: 3 },
    talentContacts: { used: 0, quota: 20 },
  },
};

export const demoCompanyData: CompanyData = {
  id: "member-1",
  userId: demoCurrentUser.userId,
  companyId: demoCompany.id,
  role: "owner",
  status: "active",
  jobTitle: "Head of People",
  department: "People",
  verificationStatus: "verified",
  lastSeenAt: null,
  lastSignedInAt: null,
  company: demoCompany,
};

/** A user who verified their email but has not onboarded yet. */
export const newCurrentUser: CurrentUser = {
  ...demoCurrentUser,
  userId: "user-2",
  name: "Sari Wulandari",
  email: "sari@acme.test",
  company: null,
  companyId: null,
  userCompanyId: null,
  role: null,
  jobTitle: null,
  isDataFilled: false,
  subscription: null,
  subscriptionUsage: null,
};
