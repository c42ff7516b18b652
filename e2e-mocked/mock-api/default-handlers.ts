import { z } from "zod";
import { resultEnvelope } from "@/server/api/openapi";
import { currentUserSchema, loginSelfSchema, successResponseSchema, tokenResponseSchema } from "@/server/modules/auth/auth-schemas";
import { GOOGLE_SIGN_IN_API } from "@/server/modules/auth/google-sign-in-contract";
import { approverSchema, changeRequestListSchema } from "@/server/modules/change-requests/change-requests-schemas";
import { companyDataSchema, membershipActivitySchema } from "@/server/modules/companies/companies-schemas";
import { employerTodoListSchema } from "@/server/modules/employer-todo/employer-todo-schemas";
import { trackedEventSchema } from "@/server/modules/event-tracking/event-tracking-schemas";
import { effectiveFlagsSchema } from "@/server/modules/feature-flags/feature-flags-schemas";
import { homeAttentionSchema } from "@/server/modules/home/home-schemas";
import { hrisAdminSchema, hrisCompanySchema, hrisDocSchema } from "@/server/modules/hris/hris-schemas";
import { jobListSchema, jobQuotaSchema } from "@/server/modules/jobs/jobs-schemas";
import { notificationLastSeenSchema, notificationListSchema, notificationStatusSchema } from "@/server/modules/notifications/notifications-schemas";
import { myPermissionsSchema } from "@/server/modules/permissions/permissions-schemas";
import { demoFlags, demoMembership, demoPermissions, demoSession, demoUser } from "./demo-account";
import { demoAttention, demoNotifications, demoTodos } from "./demo-home";
import { demoJobQuota, demoJobs } from "./demo-jobs";
import { mockRoute, type MockRoute } from "./mock-route";
import { signedInAnswer, signedOutAnswer } from "./session-answers";

// Declared inline by their routes (health-routes.ts, google-sign-in-routes.ts); the drift test
// checks these answers against the routes' own schemas.
const healthSchema = resultEnvelope(z.object({ status: z.literal("ok"), db: z.literal("ok") }));
const providersSchema = resultEnvelope(z.object({ google: z.boolean() }));

const demoHrisCompany = { id: "hris-company-1", name: "Demo Company" };

/**
 * The mock API's answers when no scenario says otherwise: the seeded demo company as its owner sees
 * it. Any password signs in; every answer is the same for every caller.
 */
export const defaultRoutes: MockRoute[] = [
  mockRoute("get", "/health", healthSchema)(() => ({ result: { status: "ok", db: "ok" } })),
  // Accounts and the session (spec 7.1).
  mockRoute("post", "/v1/login/email", resultEnvelope(tokenResponseSchema))(() => signedInAnswer()),
  mockRoute("post", "/v1/login/refresh", resultEnvelope(tokenResponseSchema))(() => signedInAnswer()),
  mockRoute("post", "/v1/logout", resultEnvelope(successResponseSchema))(() => signedOutAnswer()),
  mockRoute("get", GOOGLE_SIGN_IN_API.providers, providersSchema)(() => ({ result: { google: false } })),
  mockRoute("get", "/v1/users/me", resultEnvelope(currentUserSchema))(() => ({ result: demoUser })),
  mockRoute("get", "/v1/login/self", resultEnvelope(loginSelfSchema))(() => ({ result: demoSession })),
  mockRoute("get", "/v1/job-portal/me/company", resultEnvelope(companyDataSchema))(() => ({ result: demoMembership })),
  mockRoute("patch", "/v1/job-portal/user-company/{id}/last-seen-at", resultEnvelope(membershipActivitySchema))(() => ({
    result: { id: demoUser.userCompanyId!, lastSeenAt: new Date().toISOString(), lastSignedInAt: "2026-11-28T02:00:00.000Z" },
  })),
  mockRoute("post", "/v1/job-portal/mixpanel/track", resultEnvelope(trackedEventSchema))(() => ({
    result: { id: crypto.randomUUID(), forwarded: false },
  })),
  // The shell: flags, permissions, the bell.
  mockRoute("get", "/v1/feature-flags", resultEnvelope(effectiveFlagsSchema))(() => ({ result: demoFlags })),
  mockRoute("get", "/v1/job-portal/permission", resultEnvelope(myPermissionsSchema))(() => ({ result: demoPermissions })),
  mockRoute("get", "/v1/notification/status", resultEnvelope(notificationStatusSchema))(() => ({ result: { hasNotification: true } })),
  mockRoute("put", "/v1/notification/last-seen", resultEnvelope(notificationLastSeenSchema))(() => ({
    result: { lastSeenAt: new Date().toISOString() },
  })),
  mockRoute("get", "/v1/notification/all", resultEnvelope(notificationListSchema))(() => ({ result: demoNotifications })),
  // Home.
  mockRoute("get", "/v1/job-portal/employer-todo", resultEnvelope(employerTodoListSchema))(() => ({ result: demoTodos })),
  mockRoute("get", "/v1/job-portal/home/attention", resultEnvelope(homeAttentionSchema))(() => ({ result: demoAttention })),
  // Access requests (spec 6): the owner approves them; nothing is asked yet.
  mockRoute("get", "/v1/job-portal/company/{id}/change-request/approver", resultEnvelope(approverSchema))(() => ({
    result: { role: "owner", name: demoUser.name, email: demoUser.email },
  })),
  mockRoute("get", "/v1/job-portal/company/{id}/change-request", resultEnvelope(changeRequestListSchema))(() => ({ result: { docs: [] } })),
  // HRIS (spec 7.4): the company is on HRIS and the owner is its Super Admin.
  mockRoute("get", "/v2/hris/company/one", resultEnvelope(hrisDocSchema(hrisCompanySchema)))(() => ({ result: { doc: demoHrisCompany } })),
  mockRoute("get", "/v2/hris/admin/one", resultEnvelope(hrisDocSchema(hrisAdminSchema)))(() => ({
    result: {
      doc: {
        id: "hris-admin-1",
        userId: demoUser.userId,
        companyId: demoHrisCompany.id,
        role: "superAdmin",
        access: ["hris", "time", "finance", "performance", "settings"],
        name: demoUser.name,
        email: demoUser.email,
        createdAt: "2026-06-01T02:00:00.000Z",
      },
    },
  })),
  // Job posts.
  mockRoute("get", "/v1/job-portal/job", resultEnvelope(jobListSchema))(() => ({ result: demoJobs })),
  mockRoute("get", "/v1/job-portal/job/quota", resultEnvelope(jobQuotaSchema))(() => ({ result: demoJobQuota })),
];
