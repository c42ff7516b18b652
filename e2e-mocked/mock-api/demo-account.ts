// The seeded demo company as the real API answered for its owner (recorded from `npm run api` on
// a fresh embedded database), typed by the API's own schemas: an answer that no longer fits its
// contract fails typecheck here, and contract-drift.test.ts checks the values as the API would.
import type { z } from "zod";
import type { currentUserSchema, loginSelfSchema } from "@/server/modules/auth/auth-schemas";
import type { companyDataSchema } from "@/server/modules/companies/companies-schemas";
import type { effectiveFlagsSchema } from "@/server/modules/feature-flags/feature-flags-schemas";
import type { myPermissionsSchema } from "@/server/modules/permissions/permissions-schemas";

/** The signed-in owner of Demo Company (GET /v1/users/me). */
export const demoUser = {
  userId: "0d3e0000-0000-4000-8000-000000000101",
  name: "Dewi Lestari Anggraini",
  email: "owner@demo-company.test",
  platform: "employer",
  emailVerified: true,
  hasPassword: true,
  socialProvider: null,
  profile: {
    profilePictureUrl: null,
    phoneNumber: null
  },
  company: {
    id: "0d3e0000-0000-4000-8000-000000000001",
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
    subscriptionStatus: "active"
  },
  companyId: "0d3e0000-0000-4000-8000-000000000001",
  userCompanyId: "0d3e0000-0000-4000-8000-000000000301",
  role: "owner",
  jobTitle: "Head of People",
  joinRequest: null,
  isDataFilled: true,
  subscription: {
    id: "0d3e0000-0000-4000-8000-000000000501",
    companyId: "0d3e0000-0000-4000-8000-000000000001",
    kind: "paid",
    status: "active",
    startsAt: "2026-01-05T02:00:00.000Z",
    endsAt: "2036-01-05T02:00:00.000Z",
    plan: {
      id: "5b000000-0000-4000-8000-000000000003",
      code: "growth",
      name: "Growth",
      description: "For growing companies with several open roles and a recruiting team.",
      priceIdr: 1499000,
      yearlyPriceIdr: 14990000,
      durationDays: 30,
      isTrial: false,
      jobPostQuota: 10,
      memberQuota: 10,
      talentContactQuota: 150,
      boostQuota: 3,
      features: {
        aiAnalyzer: true,
        talentDatabase: true,
        jobIntegration: false
      }
    },
    cancelAtPeriodEnd: false,
    nextPeriod: null
  },
  needUpgradePlan: false,
  subscriptionUsage: {
    jobPosts: {
      used: 5,
      quota: 10
    },
    members: {
      used: 2,
      quota: 10
    },
    talentContacts: {
      used: 0,
      quota: 150
    }
  }
} satisfies z.input<typeof currentUserSchema>;

/** The session check's answer (GET /v1/login/self). */
export const demoSession = {
  userId: "0d3e0000-0000-4000-8000-000000000101",
  name: "Dewi Lestari Anggraini",
  email: "owner@demo-company.test",
  platform: "employer",
  emailVerified: true,
  hasPassword: true,
  socialProvider: null,
  profile: {
    profilePictureUrl: null,
    phoneNumber: null
  },
  company: {
    id: "0d3e0000-0000-4000-8000-000000000001",
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
    subscriptionStatus: "active"
  },
  companyId: "0d3e0000-0000-4000-8000-000000000001",
  userCompanyId: "0d3e0000-0000-4000-8000-000000000301",
  role: "owner",
  jobTitle: "Head of People",
  joinRequest: null,
  isDataFilled: true,
  subscription: {
    id: "0d3e0000-0000-4000-8000-000000000501",
    companyId: "0d3e0000-0000-4000-8000-000000000001",
    kind: "paid",
    status: "active",
    startsAt: "2026-01-05T02:00:00.000Z",
    endsAt: "2036-01-05T02:00:00.000Z",
    plan: {
      id: "5b000000-0000-4000-8000-000000000003",
      code: "growth",
      name: "Growth",
      description: "For growing companies with several open roles and a recruiting team.",
      priceIdr: 1499000,
      yearlyPriceIdr: 14990000,
      durationDays: 30,
      isTrial: false,
      jobPostQuota: 10,
      memberQuota: 10,
      talentContactQuota: 150,
      boostQuota: 3,
      features: {
        aiAnalyzer: true,
        talentDatabase: true,
        jobIntegration: false
      }
    },
    cancelAtPeriodEnd: false,
    nextPeriod: null
  },
  needUpgradePlan: false,
  subscriptionUsage: {
    jobPosts: {
      used: 5,
      quota: 10
    },
    members: {
      used: 2,
      quota: 10
    },
    talentContacts: {
      used: 0,
      quota: 150
    }
  },
  session: {
    id: "ba3ab19d-a72a-4f55-ae0c-f40bb250d1c4",
    platform: "employer",
    createdAt: "2026-11-29T01:57:42.247Z",
    expiresAt: "2026-12-29T01:57:42.247Z"
  }
} satisfies z.input<typeof loginSelfSchema>;

/** The feature flags as the seeded demo has them (GET /v1/feature-flags). */
export const demoFlags = {
  flags: {
    "hris-feature": false,
    "hris-menu": false,
    maintenance: false,
    "hide-talent-database": false,
    "ai-candidate-analyzer": false,
    "job-post-ui-improvement": false,
    "hris-trial-banner": false,
    "mark-all-role-filter": false,
    "new-subscription-query-params": false,
    "boost-job-subscription": false,
    "job-integration-subscription": false,
    "remove-employee-detail-query-state": false,
    "ai-position-input": false,
    "new-socmed-auth": false,
    "split-settings": false,
    "independence-day-promotion": false,
    "alternate-job-urls": true,
    "company-culture-benefits": false,
    "grouped-menu": false
  },
  maintenance: {
    enabled: false,
    target: "all",
    routes: []
  }
} satisfies z.input<typeof effectiveFlagsSchema>;

/** The owner's permissions (GET /v1/job-portal/permission). */
export const demoPermissions = {
  userCompanyId: "0d3e0000-0000-4000-8000-000000000301",
  companyId: "0d3e0000-0000-4000-8000-000000000001",
  role: "owner",
  isOwner: true,
  accessPermissions: [],
  permissions: {
    jobPost: {
      view: true,
      manage: true,
      create: true
    },
    talentHunt: {
      view: true,
      manage: true,
      create: true
    },
    talentDb: {
      view: true,
      manage: true,
      create: true
    },
    userCompany: {
      view: true,
      manage: true,
      create: true
    },
    postAJob: {
      view: true,
      manage: true,
      create: true
    },
    jobPostSalary: {
      view: true,
      manage: true,
      create: true
    },
    analyticsGeneral: {
      view: true,
      manage: true,
      create: true
    }
  },
  jobScopes: {
    jobPost: {
      view: {
        all: true,
        jobIds: []
      },
      manage: {
        all: true,
        jobIds: []
      }
    },
    jobPostSalary: {
      view: {
        all: true,
        jobIds: []
      }
    }
  },
  canAccessTalentSearch: true,
  canAccessTalentDB: true,
  canAccessAnalytics: true,
  canPostAJob: true,
  canViewTeam: true,
  canManageTeam: true,
  canEditCompanyProfile: true
} satisfies z.input<typeof myPermissionsSchema>;

/** The owner's membership and company (GET /v1/job-portal/me/company). */
export const demoMembership = {
  id: "0d3e0000-0000-4000-8000-000000000301",
  userId: "0d3e0000-0000-4000-8000-000000000101",
  companyId: "0d3e0000-0000-4000-8000-000000000001",
  role: "owner",
  status: "active",
  jobTitle: "Head of People",
  department: null,
  verificationStatus: "verified",
  lastSeenAt: null,
  lastSignedInAt: null,
  company: {
    id: "0d3e0000-0000-4000-8000-000000000001",
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
    subscriptionStatus: "active"
  }
} satisfies z.input<typeof companyDataSchema>;

/**
 * A member who may not see analytics (spec 6 analyticsGeneral): the demo owner's permissions with
 * the role and that one resource taken away.
 */
export const demoMemberWithoutAnalytics = {
  ...demoPermissions,
  role: "member",
  isOwner: false,
  permissions: { ...demoPermissions.permissions, analyticsGeneral: { view: false, manage: false, create: false } },
  canAccessAnalytics: false,
} satisfies z.input<typeof myPermissionsSchema>;
