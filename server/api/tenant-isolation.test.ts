import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyPhotos } from "@/server/db/schema/company-photos";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_JOBS, demoJobIds } from "@/server/db/seed/seed-job-content";
import { seedUuid } from "@/server/db/seed/seed-jobs";
import { demoTeamIds } from "@/server/db/seed/seed-team";
import { DEMO_EXPORT_ID, insertTestExport } from "@/server/modules/application-exports/testing/application-fixtures";
import { upsertOverride } from "@/server/modules/feature-flags/feature-flags-queries";
import { DEMO_INTERVIEW_ID, insertDemoInterview } from "@/server/modules/interviews/testing/interview-fixtures";
import { DEMO_IMPORT_BATCH_ID, insertTestImportBatch } from "@/server/modules/job-imports/testing/import-test-job";
import { DEMO_HRIS_COMPANY_ID, DEMO_HRIS_JOIN_REQUEST_ID, DEMO_HRIS_SUPER_ADMIN_ID, insertDemoHrisRecords } from "@/server/modules/hris/testing/hris-fixtures";
import { DEMO_PRIVATE_TALENT_ID, DEMO_TALENT_LIST_ID, DEMO_TALENT_NOTE_ID, insertDemoTalentDatabaseRecords } from "@/server/modules/talents/testing/talent-database-fixtures";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { changedTables, databaseFingerprint } from "@/tests/api/database-fingerprint";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { createApiApp } from "./create-app";

/**
 * Tenant isolation (quality bar: OWASP API1 / ASVS 8.4.1), generated from the app's route table.
 *
 * Every route the API serves must be listed below in exactly one category:
 * - `tenant`: reaches records by an id (path, query or body). It is called signed in as Other
 *   Company's owner with Demo Company's ids and a valid body; it must answer 403 or 404, say
 *   nothing of Demo Company, and leave every table of the database exactly as it was.
 * - `own`: acts only on the caller's own user or company and takes no foreign id. A GET is called
 *   as Other Company's owner and must not mention Demo Company.
 * - `operator`: behind the operator token, not a tenant session. Called with Other Company's
 *   session it must answer 401/403 and change nothing.
 * - `public`: no tenant data, or reached only by an unguessable secret; the reason says which.
 * A route in none of them (a new endpoint) fails the suite: add it to the right list with its call.
 */

type DemoRecords = { changeRequestId: string; photoId: string; orderId: string; orderNumber: string };
type Call = { path: string; body?: unknown };
type Entry =
  | { scope: "tenant"; call: (ids: DemoRecords) => Call }
  | { scope: "own"; reason: string; probe?: true }
  | { scope: "operator"; call: (ids: DemoRecords) => Call }
  | { scope: "public"; reason: string };

const company = demoIds.demoCompany;
const member = demoIds.demoMemberMembership;
const demoBackendApplicationId = seedUuid(`application:${demoJobIds.backendEngineer}:${DEMO_JOBS.find((job) => job.id === demoJobIds.backendEngineer)!.applicants[0]!.email}`);
// Teguh Santoso's submitted tech test (with a document) in the seed: the first test of his application.
const demoSubmittedTestApplicationId = seedUuid(`application:${demoJobIds.backendEngineer}:${DEMO_JOBS.find((job) => job.id === demoJobIds.backendEngineer)!.applicants.find((applicant) => applicant.name === "Teguh Santoso")!.email}`);
const demoSubmittedTechTestId = seedUuid(`techTest:${demoSubmittedTestApplicationId}:0`);
const TECH_TEST_LINK = "the candidate's own tech test, reached only by the unguessable token of its private link (only the token's SHA-256 is stored)";
// A valid plan naming Demo Company's owner as interviewer.
const INTERVIEW_PLAN = {
  step: "hrInterview",
  date: "2030-01-07",
  time: "10:00",
  timeZone: "Asia/Jakarta",
  durationMinutes: 60,
  mode: "online",
  meetingUrl: "https://meet.example.test/abc",
  interviewerUserIds: [demoIds.demoOwner],
};
const ACCOUNT = "account endpoint: acts on the caller's own credentials or an email they give, no company id";

const ROUTES: Record<string, Entry> = {
  // API documentation and health
  "GET /api/docs": { scope: "public", reason: "API documentation page" },
  "GET /api/docs/init.js": { scope: "public", reason: "API documentation script" },
  "GET /api/docs/assets/{file}": { scope: "public", reason: "API documentation assets" },
  "GET /api/openapi.json": { scope: "public", reason: "the OpenAPI document" },
  "GET /api/health": { scope: "public", reason: "health check" },
  "GET /api/dev/mailbox": { scope: "public", reason: "local development mailbox, mounted only with LOCAL_MAILBOX=1; no company data" },

  // Accounts and sessions
  "POST /api/v1/login/email": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/login/refresh": { scope: "public", reason: "rotates the caller's own refresh token" },
  "POST /api/v1/logout": { scope: "own", reason: "ends the caller's own session" },
  "GET /api/v1/users/me": { scope: "own", reason: "the caller's own account", probe: true },
  "GET /api/v1/login/self": { scope: "own", reason: "the caller's own account", probe: true },
  "POST /api/v1/auth/login-token": { scope: "own", reason: "issues a login token for the caller's own session" },
  "POST /api/v1/auth/login-token/redeem": { scope: "public", reason: "redeemed by an unguessable single-use token" },
  "POST /api/v1/registration/email": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/users/verification/code": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/users/verification/verify": { scope: "public", reason: ACCOUNT },
  "PUT /api/v1/users/password": { scope: "own", reason: "changes the caller's own password" },
  "POST /api/v1/users/forgot/code": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/users/forgot/verify": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/login/socmed": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/registration/socmed": { scope: "public", reason: ACCOUNT },
  "POST /api/v1/registration/socmed/google": { scope: "public", reason: ACCOUNT },
  "GET /api/v1/login/socmed/providers": { scope: "public", reason: "whether Continue with Google is offered; no company data" },
  "GET /api/v1/login/socmed/google/start": { scope: "public", reason: "redirects to the OpenID provider; no company data" },
  "GET /api/v1/login/socmed/google/callback": { scope: "public", reason: `${ACCOUNT}; reached with the provider's single-use code and our signed flow cookie` },

  // Companies, onboarding and subscriptions
  "GET /api/v1/job-portal/me/company": { scope: "own", reason: "the caller's own membership", probe: true },
  "GET /api/v1/job-portal/company/email-domain/{domain}": {
    scope: "public",
    reason: "a company's public identity (name, logo) by email domain, so onboarding can offer to join it (spec 7.2)",
  },
  "PUT /api/v1/profiles/employer": { scope: "own", reason: "the caller's own profile; a company is only ever created on their own email domain" },
  "PATCH /api/v1/job-portal/user-company/{id}/last-seen-at": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/user-company/${member}/last-seen-at` }) },
  "POST /api/v1/job-portal/user-company/{id}/last-signed-in": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/user-company/${member}/last-signed-in` }) },
  "GET /api/v1/job-portal/subscription-plan": { scope: "public", reason: "the plan catalogue" },
  "GET /api/v1/job-portal/company/{id}/subscription": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/subscription` }) },
  "POST /api/v1/job-portal/company/{id}/subscription/trial": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/subscription/trial` }) },
  "POST /api/v1/job-portal/company/{id}/subscription/cancel": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/subscription/cancel` }) },
  "POST /api/v1/job-portal/company/{id}/subscription/resume": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/subscription/resume` }) },

  // Checkout and payments
  "GET /api/v1/job-portal/checkout/payment-methods": { scope: "public", reason: "the payment methods and their fees, no company data" },
  "GET /api/v1/job-portal/checkout/boost-packs": { scope: "public", reason: "the boost packs on sale and their prices, no company data" },
  "POST /api/v1/job-portal/company/{id}/checkout/quote": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/company/${company}/checkout/quote`, body: { planCode: "enterprise", period: "monthly", paymentMethod: "bca_va" } }),
  },
  "POST /api/v1/job-portal/company/{id}/orders": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/company/${company}/orders`, body: { planCode: "enterprise", period: "monthly", paymentMethod: "bca_va" } }),
  },
  "GET /api/v1/job-portal/company/{id}/orders": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/orders` }) },
  // Through the caller's own company, with Demo Company's order id: the order must not be found.
  "GET /api/v1/job-portal/company/{id}/orders/{orderId}": { scope: "tenant", call: (ids) => ({ path: `/api/v1/job-portal/company/${demoIds.otherCompany}/orders/${ids.orderId}` }) },
  "GET /api/v1/job-portal/company/{id}/orders/{orderId}/invoice": {
    scope: "tenant",
    call: (ids) => ({ path: `/api/v1/job-portal/company/${demoIds.otherCompany}/orders/${ids.orderId}/invoice` }),
  },
  // Job boosts (issue 15); the boost-job-subscription flag is on for Other Company in beforeAll.
  "GET /api/v1/job-portal/company/{id}/job-boosts": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/job-boosts` }) },
  // Through the caller's own company, with Demo Company's published job: the job must not be found.
  "POST /api/v1/job-portal/company/{id}/job-boosts": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/company/${demoIds.otherCompany}/job-boosts`, body: { jobId: demoJobIds.backendEngineer, durationDays: 7 } }),
  },
  "GET /api/v1/job-portal/company/{id}/billing-details": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/billing-details` }) },
  "PUT /api/v1/job-portal/company/{id}/billing-details": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/company/${company}/billing-details`,
      body: { billingName: "PT Bukan Milik Anda", billingEmail: "finance@other-company.test", address: "Jl. Lain 1, Jakarta", taxId: "01.234.567.8-901.000" },
    }),
  },
  "POST /api/v1/operator/orders/{orderNumber}/refund": { scope: "operator", call: (ids) => ({ path: `/api/v1/operator/orders/${ids.orderNumber}/refund`, body: {} }) },
  "POST /api/v1/payments/notification": { scope: "public", reason: "the payment provider's webhook: no session; trusted only through its SHA-512 signature with the server key" },
  "POST /api/v1/payment-simulator/v2/charge": { scope: "public", reason: "the local payment simulator's Core API (default provider only), behind Basic auth with its server key" },
  "GET /api/v1/payment-simulator/v2/{order_id}/status": { scope: "public", reason: "the local payment simulator's Core API (default provider only), behind Basic auth with its server key" },
  "GET /api/v1/payment-simulator/orders/{order_id}": { scope: "public", reason: "the local payment simulator's page (default provider only), reached by the unguessable order number (48 random bits), as a payer reaches a virtual account" },
  "POST /api/v1/payment-simulator/orders/{order_id}/pay": { scope: "public", reason: "the local payment simulator's Pay button (default provider only), reached by the unguessable order number, as anyone holding a VA number can pay it" },
  "POST /api/v1/payment-simulator/orders/{order_id}/expire": { scope: "public", reason: "the local payment simulator's Let it expire button (default provider only), reached by the unguessable order number" },

  // Shell: flags, notifications, analytics events, to-dos
  "GET /api/v1/feature-flags": { scope: "own", reason: "effective flags of the caller's own company", probe: true },
  "GET /api/v1/operator/feature-flags": { scope: "operator", call: () => ({ path: "/api/v1/operator/feature-flags" }) },
  "PUT /api/v1/operator/feature-flags/{key}": {
    scope: "operator",
    call: () => ({ path: "/api/v1/operator/feature-flags/hide-talent-database", body: { enabled: true, companyId: company } }),
  },
  "DELETE /api/v1/operator/feature-flags/{key}/overrides/{companyId}": {
    scope: "operator",
    call: () => ({ path: `/api/v1/operator/feature-flags/hide-talent-database/overrides/${company}` }),
  },
  "PUT /api/v1/operator/maintenance": { scope: "operator", call: () => ({ path: "/api/v1/operator/maintenance", body: { target: "all", enabled: true } }) },
  "GET /api/v1/notification/status": { scope: "own", reason: "the caller's own notifications", probe: true },
  "PUT /api/v1/notification/last-seen": { scope: "own", reason: "stamps the caller's own last-seen time" },
  "GET /api/v1/notification/all": { scope: "own", reason: "the caller's own notifications", probe: true },
  "PATCH /api/v1/notification/isread": { scope: "tenant", call: () => ({ path: "/api/v1/notification/isread", body: { id: "0d3e0000-0000-4000-8000-000000000503" } }) },
  "POST /api/v1/operator/notifications": {
    scope: "operator",
    call: () => ({ path: "/api/v1/operator/notifications", body: { type: "awardedAsBestCompany", companyId: company } }),
  },
  "POST /api/v1/job-portal/mixpanel/track": { scope: "own", reason: "records an event of the caller" },
  "GET /api/v1/job-portal/employer-todo": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/employer-todo?userCompanyId=${member}` }) },
  "GET /api/v1/job-portal/home/attention": { scope: "own", reason: "what needs the caller now, over their own company's jobs they may see; takes no id", probe: true },

  // Permissions and team (issue 5)
  "GET /api/v1/job-portal/permission": { scope: "own", reason: "the caller's own effective permissions", probe: true },
  "GET /api/v1/job-portal/company/{companyId}/member": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/member` }) },
  "GET /api/v1/job-portal/user-company/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/user-company/${member}` }) },
  "PATCH /api/v1/job-portal/user-company/{id}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/user-company/${demoIds.demoMember}`, body: { accessPermissions: [{ permission: { resource: "talentHunt", action: "manage" } }] } }),
  },
  "DELETE /api/v1/job-portal/user-company/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/user-company/${member}` }) },
  "POST /api/v1/job-portal/invited-user-company": { scope: "own", reason: "invites into the caller's own company; takes emails, no foreign id" },
  "GET /api/v1/job-portal/invited-user-company": { scope: "own", reason: "the caller's own company's invitations", probe: true },
  "POST /api/v1/job-portal/invited-user-company/{id}/resend": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/invited-user-company/${demoTeamIds.pendingInvitation}/resend` }),
  },
  "DELETE /api/v1/job-portal/invited-user-company/{id}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/invited-user-company/${demoTeamIds.pendingInvitation}` }),
  },
  "POST /api/v1/job-portal/invited-user-company/preview": { scope: "public", reason: "reached only with an unguessable 256-bit invitation token" },
  "POST /api/v1/job-portal/invited-user-company/accept": {
    scope: "own",
    reason: "an unguessable invitation token, accepted only by the account with the invited email",
  },
  "POST /api/v1/job-portal/company/change-request": { scope: "own", reason: "files a request for the caller's own membership" },
  "DELETE /api/v1/job-portal/company/change-request/{id}": {
    scope: "tenant",
    call: (ids) => ({ path: `/api/v1/job-portal/company/change-request/${ids.changeRequestId}` }),
  },
  "GET /api/v1/job-portal/company/{id}/change-request": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/change-request` }) },
  "GET /api/v1/job-portal/company/{id}/change-request/approver": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/company/${company}/change-request/approver?resource=talentHunt` }),
  },
  "POST /api/v1/job-portal/company/change-request/{id}/grant": {
    scope: "tenant",
    call: (ids) => ({ path: `/api/v1/job-portal/company/change-request/${ids.changeRequestId}/grant`, body: {} }),
  },
  "POST /api/v1/job-portal/company/change-request/{id}/decline": {
    scope: "tenant",
    call: (ids) => ({ path: `/api/v1/job-portal/company/change-request/${ids.changeRequestId}/decline`, body: {} }),
  },

  // Company profile (issue 5)
  "GET /api/v1/job-portal/company/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}` }) },
  "PUT /api/v1/job-portal/company/{id}/about": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/about`, body: { description: "Taken over" } }) },
  "PATCH /api/v1/job-portal/company/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}`, body: { name: "Taken over" } }) },
  "GET /api/v1/job-portal/culture": { scope: "public", reason: "reference data: the 18 culture values" },
  "GET /api/v1/job-portal/company/{id}/avg-response-time": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/avg-response-time` }) },
  "GET /api/v1/job-portal/company/{id}/stats": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/stats` }) },
  "GET /api/v1/job-portal/company/{id}/stats/jobs": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/company/${company}/stats/jobs?jobFilter=selectedJob&jobIds=${demoJobIds.backendEngineer}&period=allTime` }),
  },
  "GET /api/v1/job-portal/company/{id}/verification": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/company/${company}/verification` }) },
  "PUT /api/v1/job-portal/company/{id}/verification": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/company/${company}/verification`,
      body: { legalName: "PT Taken Over", taxNumber: "01.234.567.8-901.000", address: "Jl. Pelabuhan 1, Surabaya" },
    }),
  },
  "PUT /api/v1/operator/company/{id}/verification": {
    scope: "operator",
    call: () => ({ path: `/api/v1/operator/company/${company}/verification`, body: { status: "rejected" } }),
  },
  "POST /api/v1/job-portal/company-photo": { scope: "own", reason: "stores a photo for the caller's own company; no company id in the request" },
  "DELETE /api/v1/job-portal/company-photo/bulk": { scope: "tenant", call: (ids) => ({ path: `/api/v1/job-portal/company-photo/bulk?ids=${ids.photoId}` }) },
  "GET /api/v1/job-portal/company-photo/{id}/file": {
    scope: "public",
    reason: "company photos are public content (shown on the public careers page), reached by an unguessable id",
  },

  // Job posts (issue 6)
  "GET /api/v1/job-portal/job": { scope: "own", reason: "the caller's own company's job posts, filtered by their job access", probe: true },
  "POST /api/v1/job-portal/job": { scope: "own", reason: "creates a draft in the caller's own company; takes no foreign id (hiring-team emails invite into the caller's company)" },
  "GET /api/v1/job-portal/job/quota": { scope: "own", reason: "the caller's own company's job post quota", probe: true },
  "GET /api/v1/job-portal/job/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}` }) },
  "PATCH /api/v1/job-portal/job/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.dataAnalystDraft}`, body: { role: "Taken over" } }) },
  "DELETE /api/v1/job-portal/job/{id}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.dataAnalystDraft}` }) },
  "POST /api/v1/job-portal/job/{id}/publish": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.dataAnalystDraft}/publish` }) },
  "POST /api/v1/job-portal/job/{id}/unpublish": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/unpublish` }) },
  "POST /api/v1/job-portal/job/{id}/close": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/close` }) },
  "POST /api/v1/job-portal/job/{id}/duplicate": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/duplicate` }) },

  // Careers page and candidates (issue 6)
  "GET /api/v1/careers/{companySlug}": { scope: "public", reason: "the public careers page: a company's public profile and its open jobs only" },
  "GET /api/v1/careers/{companySlug}/jobs/{jobSlug}": { scope: "public", reason: "one open job as candidates see it; drafts, closed jobs and hidden salaries are never shown" },
  "GET /api/v1/careers/{companySlug}/feed.xml": { scope: "public", reason: "the open jobs for aggregators, only where the company has job integration; what the careers page shows" },
  "GET /api/v1/careers/{companySlug}/feed.json": { scope: "public", reason: "the open jobs for aggregators as JobPosting data, only where the company has job integration" },
  "POST /api/v1/careers/{companySlug}/jobs/{jobSlug}/applications": {
    scope: "public",
    reason: "anyone may apply for an open job; it adds an application and answers only the public job title and company name",
  },
  // Applicant imports (issue 6 item 8)
  "POST /api/v1/job-portal/job/{jobId}/import/preview": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/import/preview`, body: {} }) },
  "POST /api/v1/job-portal/job/{jobId}/import": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/import`, body: {} }) },
  "GET /api/v1/job-portal/job/{jobId}/import": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/import` }) },
  "GET /api/v1/job-portal/job/{jobId}/import/{importBatchId}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/import/${DEMO_IMPORT_BATCH_ID}` }),
  },
  "GET /api/v1/job-portal/job/{jobId}/import/{importBatchId}/failures.csv": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/import/${DEMO_IMPORT_BATCH_ID}/failures.csv` }),
  },
  "GET /api/v1/job-portal/job/{jobId}/candidates": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates` }) },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}` }),
  },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/cv": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/cv` }),
  },
  // Decisions, timeline, notes and candidate emails (issue 7)
  "POST /api/v1/job-portal/job/{jobId}/candidates/decisions": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/decisions`,
      body: {
        requestId: "0d3e0000-0000-4000-8000-00000000d001",
        applicationIds: [demoBackendApplicationId],
        decision: "rejected",
        email: { templateKey: "rejection", subject: "Taken over", body: "Hello {{Talent Name}}" },
      },
    }),
  },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/timeline": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/timeline` }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/notes": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/notes`, body: { body: "Taken over" } }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/emails/preview": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/emails/preview`,
      body: { templateKey: "shortlist", subject: "Hello", body: "Hello {{Talent Name}}", applicationId: demoBackendApplicationId },
    }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/emails": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/emails`,
      body: { requestId: "0d3e0000-0000-4000-8000-00000000d002", applicationIds: [demoBackendApplicationId], templateKey: "shortlist", subject: "Hello", body: "Hello" },
    }),
  },
  "GET /api/v1/job-portal/email-templates": { scope: "own", reason: "the candidate email templates of the caller's own company", probe: true },
  "PUT /api/v1/job-portal/email-templates/{key}": { scope: "own", reason: "rewords a template of the caller's own company; the key names a kind of template, not a record" },
  "DELETE /api/v1/job-portal/email-templates/{key}": { scope: "own", reason: "brings back the built-in words of a template of the caller's own company" },
  "GET /api/v1/job-portal/email-template-settings": { scope: "own", reason: "who may reword the templates of the caller's own company", probe: true },
  "PUT /api/v1/job-portal/email-template-settings": { scope: "own", reason: "chooses who may reword the templates of the caller's own company" },
  // The applications table and its exports (issue 7)
  "GET /api/v1/job-portal/job/{jobId}/applications": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/applications` }) },
  "POST /api/v1/job-portal/job/{jobId}/applications/exports": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/applications/exports`, body: { format: "csv", filter: {} } }),
  },
  "GET /api/v1/job-portal/job/{jobId}/applications/exports": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/applications/exports` }),
  },
  "GET /api/v1/job-portal/job/{jobId}/applications/exports/{exportId}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/applications/exports/${DEMO_EXPORT_ID}` }),
  },
  "GET /api/v1/job-portal/job/{jobId}/applications/exports/{exportId}/file": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/applications/exports/${DEMO_EXPORT_ID}/file` }),
  },
  // Tech tests (issue 7 item 5)
  "POST /api/v1/job-portal/job/{jobId}/candidates/tech-tests": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/tech-tests`,
      body: { requestId: "0d3e0000-0000-4000-8000-00000000fe07", applicationIds: [demoBackendApplicationId] },
    }),
  },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoSubmittedTestApplicationId}/tech-tests` }),
  },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests/{techTestId}/document": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoSubmittedTestApplicationId}/tech-tests/${demoSubmittedTechTestId}/document` }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests/{techTestId}/extend": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoSubmittedTestApplicationId}/tech-tests/${demoSubmittedTechTestId}/extend`,
      body: { hours: 24 },
    }),
  },
  // Scorecards: the interview kit and the applicant's scorecards.
  "GET /api/v1/job-portal/job/{jobId}/interview-kit": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/interview-kit` }) },
  "PUT /api/v1/job-portal/job/{jobId}/interview-kit": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/interview-kit`, body: { attributes: ["Taken over"] } }),
  },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/scorecards": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/scorecards` }),
  },
  "PUT /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/scorecards/mine": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/scorecards/mine`,
      body: { ratings: [], recommendation: "strongYes", note: "Taken over" },
    }),
  },
  // Interviews and calendar invites: Demo Company's interview comes from beforeAll.
  "GET /api/v1/job-portal/job/{jobId}/interviewers": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/interviewers` }) },
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/interviews` }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/interviews`, body: INTERVIEW_PLAN }),
  },
  "PATCH /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews/{interviewId}": {
    scope: "tenant",
    call: () => ({
      path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/interviews/${DEMO_INTERVIEW_ID}`,
      body: { ...INTERVIEW_PLAN, step: undefined },
    }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews/{interviewId}/cancel": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/interviews/${DEMO_INTERVIEW_ID}/cancel` }),
  },
  "GET /api/v1/tech-tests/{token}": { scope: "public", reason: TECH_TEST_LINK },
  "POST /api/v1/tech-tests/{token}/confirm": { scope: "public", reason: TECH_TEST_LINK },
  "POST /api/v1/tech-tests/{token}/submission": { scope: "public", reason: TECH_TEST_LINK },
  // The AI candidate analyzer (issue 7); its flag is on for Other Company in beforeAll, so these reach the tenant check.
  "GET /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/analysis": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/analysis` }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/{applicationId}/analysis": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/${demoBackendApplicationId}/analysis` }),
  },
  "POST /api/v1/job-portal/job/{jobId}/candidates/analysis": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates/analysis` }),
  },
  // Help center (issue 23)
  "POST /api/v1/job-portal/help-center/feedback": { scope: "own", reason: "files feedback as the caller's own user and company; takes no id" },
  "GET /api/v1/operator/help-center/feedback/{id}/screenshot": {
    scope: "operator",
    call: () => ({ path: "/api/v1/operator/help-center/feedback/0d3e0000-0000-4000-8000-00000000fb01/screenshot" }),
  },
  // Talent Database: saves, lists and notes (issue 14). Demo Company's private talent, list and note come from beforeAll.
  "POST /api/v1/job-portal/talent-database": { scope: "tenant", call: () => ({ path: "/api/v1/job-portal/talent-database", body: { talentId: DEMO_PRIVATE_TALENT_ID } }) },
  "DELETE /api/v1/job-portal/talent-database/{talentId}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talent-database/${DEMO_PRIVATE_TALENT_ID}` }) },
  "POST /api/v1/job-portal/talent-database/add-to-job": {
    scope: "tenant",
    call: () => ({ path: "/api/v1/job-portal/talent-database/add-to-job", body: { jobId: demoJobIds.backendEngineer, talentIds: [DEMO_PRIVATE_TALENT_ID] } }),
  },
  "GET /api/v1/job-portal/talent-lists": { scope: "own", reason: "the caller's own company's talent lists", probe: true },
  "POST /api/v1/job-portal/talent-lists": { scope: "own", reason: "creates a list in the caller's own company; takes a name, no id" },
  "PATCH /api/v1/job-portal/talent-lists/{listId}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talent-lists/${DEMO_TALENT_LIST_ID}`, body: { name: "Taken over" } }) },
  "DELETE /api/v1/job-portal/talent-lists/{listId}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talent-lists/${DEMO_TALENT_LIST_ID}` }) },
  "POST /api/v1/job-portal/talent-lists/{listId}/members": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/talent-lists/${DEMO_TALENT_LIST_ID}/members`, body: { talentIds: [DEMO_PRIVATE_TALENT_ID] } }),
  },
  "DELETE /api/v1/job-portal/talent-lists/{listId}/members/{talentId}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/talent-lists/${DEMO_TALENT_LIST_ID}/members/${DEMO_PRIVATE_TALENT_ID}` }),
  },
  "GET /api/v1/job-portal/talents/{talentId}/notes": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talents/${DEMO_PRIVATE_TALENT_ID}/notes` }) },
  "POST /api/v1/job-portal/talents/{talentId}/notes": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talents/${DEMO_PRIVATE_TALENT_ID}/notes`, body: { body: "Taken over" } }) },
  "DELETE /api/v1/job-portal/talents/{talentId}/notes/{noteId}": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/talents/${DEMO_PRIVATE_TALENT_ID}/notes/${DEMO_TALENT_NOTE_ID}` }),
  },
  // Talent Search and the Talent Database list (issue 14).
  "GET /api/v1/job-portal/talents/search": { scope: "own", reason: "the talents who chose to be found, seen by the caller's own company; takes no id", probe: true },
  "GET /api/v1/job-portal/talents/recommended": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talents/recommended?jobId=${demoJobIds.backendEngineer}` }) },
  "GET /api/v1/job-portal/job/{jobId}/suggested-talents": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/suggested-talents` }) },
  "GET /api/v1/job-portal/talent-database": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talent-database?listId=${DEMO_TALENT_LIST_ID}` }) },
  // Talent actions (issue 14): Demo Company's private talent is out of Other Company's reach.
  "GET /api/v1/job-portal/talents/{talentId}": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talents/${DEMO_PRIVATE_TALENT_ID}?context=talentDb` }) },
  "GET /api/v1/job-portal/talents/{talentId}/cv": { scope: "tenant", call: () => ({ path: `/api/v1/job-portal/talents/${DEMO_PRIVATE_TALENT_ID}/cv` }) },
  "POST /api/v1/job-portal/user-company-accessed-student": { scope: "tenant", call: () => ({ path: "/api/v1/job-portal/user-company-accessed-student", body: { talentId: DEMO_PRIVATE_TALENT_ID } }) },
  "POST /api/v1/job-portal/user-company-contacted-student": {
    scope: "tenant",
    call: () => ({
      path: "/api/v1/job-portal/user-company-contacted-student",
      body: { talentId: DEMO_PRIVATE_TALENT_ID, requestId: "0d3e0000-0000-4000-8000-00000000fe14", subject: "Hello", message: "Are you open to a new role?" },
    }),
  },
  "POST /api/v1/job-portal/talents/{talentId}/invitations": {
    scope: "tenant",
    call: () => ({ path: `/api/v1/job-portal/talents/${DEMO_PRIVATE_TALENT_ID}/invitations`, body: { jobId: demoJobIds.backendEngineer } }),
  },
  // HRIS access (issue 17): Demo Company's HRIS company, Super Admin and join request come from beforeAll.
  "GET /api/v2/hris/company/one": { scope: "tenant", call: () => ({ path: "/api/v2/hris/company/one?email_domain_eq=demo-company.test" }) },
  "GET /api/v2/hris/admin/one": { scope: "tenant", call: () => ({ path: `/api/v2/hris/admin/one?user_id_eq=${demoIds.demoOwner}` }) },
  "GET /api/v2/hris/joinrequest/one": { scope: "tenant", call: () => ({ path: `/api/v2/hris/joinrequest/one?user_id_eq=${demoIds.demoMember}&with=emails` }) },
  "POST /api/v2/hris/joinrequest/one": {
    scope: "tenant",
    call: () => ({ path: "/api/v2/hris/joinrequest/one", body: { userId: demoIds.demoMember, companyId: DEMO_HRIS_COMPANY_ID, note: "Taken over", from: "ats" } }),
  },
  "POST /api/v2/hris/admin/action/create-from-external": {
    scope: "tenant",
    call: () => ({ path: "/api/v2/hris/admin/action/create-from-external", body: { userId: demoIds.demoOwner, from: "ats" } }),
  },
  "POST /api/v2/hris/console/session": { scope: "public", reason: "trades an unguessable single-use login token (only its SHA-256 is stored) for a console session" },
  "DELETE /api/v2/hris/console/session": { scope: "own", reason: "ends the caller's own HRIS console session" },
  "GET /api/v2/hris/console/me": { scope: "own", reason: "the caller's own account, HRIS company and admin record", probe: true },
  "GET /api/v2/hris/console/access": { scope: "own", reason: "the requests and admins of the caller's own HRIS company (Super Admin only)", probe: true },
  "POST /api/v2/hris/console/joinrequests/{id}/approve": { scope: "tenant", call: () => ({ path: `/api/v2/hris/console/joinrequests/${DEMO_HRIS_JOIN_REQUEST_ID}/approve` }) },
  "POST /api/v2/hris/console/joinrequests/{id}/deny": { scope: "tenant", call: () => ({ path: `/api/v2/hris/console/joinrequests/${DEMO_HRIS_JOIN_REQUEST_ID}/deny` }) },
  "PATCH /api/v2/hris/console/admins/{id}": { scope: "tenant", call: () => ({ path: `/api/v2/hris/console/admins/${DEMO_HRIS_SUPER_ADMIN_ID}`, body: { access: ["hris"] } }) },
  "DELETE /api/v2/hris/console/admins/{id}": { scope: "tenant", call: () => ({ path: `/api/v2/hris/console/admins/${DEMO_HRIS_SUPER_ADMIN_ID}` }) },
};

/** "METHOD /path/{param}" for every route the app serves (middleware entries excluded), the local mailbox included. */
function routeTable(): { key: string; method: string }[] {
  const app = createApiApp(
    {
      database: async () => {
        throw new Error("the route table needs no database");
      },
    },
    pino({ level: "silent" }),
    { localMailbox: true },
  );
  const keys = new Map<string, string>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    keys.set(`${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`, route.method);
  }
  return [...keys].map(([key, method]) => ({ key, method }));
}

const served = routeTable();
const tenantRoutes = served.filter((route) => ROUTES[route.key]?.scope === "tenant");
const operatorRoutes = served.filter((route) => ROUTES[route.key]?.scope === "operator");
const probedRoutes = served.filter((route) => {
  const entry = ROUTES[route.key];
  return entry?.scope === "own" && entry.probe === true;
});
const DEMO_MARKERS = ["demo-company.test", "Demo Company", demoIds.demoCompany, demoIds.demoOwner, demoIds.demoMember, demoIds.demoMemberMembership];

const ctx = useTestApp();
let otherOwner: string;
let records: DemoRecords;
const tally = { tenant: 0, operator: 0, probed: 0 };

beforeAll(async () => {
  // Demo Company records to aim at: an access request of its member and a photo.
  const { token: memberToken } = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
  const request = await requestJson(ctx.app, "POST", "/api/v1/job-portal/company/change-request", {
    token: memberToken,
    body: { data: { resource: "talentHunt", action: "manage" } },
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const [photo] = await ctx.database.db
    .insert(companyPhotos)
    .values({ companyId: company, storageKey: `company-photos/${company}/00000000-0000-4000-8000-000000000000.png`, mimeType: "image/png", sizeBytes: 68 })
    .returning({ id: companyPhotos.id });
  // A Demo Company order, bought by its owner on the simulator.
  const order = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${company}/orders`, {
    token: (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token,
    body: { planCode: "enterprise", period: "monthly", paymentMethod: "bni_va" },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  records = { changeRequestId: request.body.result.id, photoId: photo!.id, orderId: order.body.result.id, orderNumber: order.body.result.orderNumber };
  await insertTestImportBatch(ctx.database.db, company, demoJobIds.backendEngineer, DEMO_IMPORT_BATCH_ID);
  await insertDemoTalentDatabaseRecords(ctx.database.db);
  await insertDemoHrisRecords(ctx.database.db);
  await insertDemoInterview(ctx.database.db, { companyId: company, jobId: demoJobIds.backendEngineer, applicationId: demoBackendApplicationId, interviewerUserId: demoIds.demoOwner });
  await insertTestExport(ctx.database.db, { companyId: company, jobId: demoJobIds.backendEngineer, requestedByUserId: demoIds.demoOwner, id: DEMO_EXPORT_ID });
  // Flag-gated endpoints must fail on the tenant check, not on the flag.
  await upsertOverride(ctx.database.db, "ai-candidate-analyzer", demoIds.otherCompany, true);
  await upsertOverride(ctx.database.db, "boost-job-subscription", demoIds.otherCompany, true);
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

afterAll(() => {
  console.log(
    `tenant isolation: ${served.length} endpoints in the route table; ${tally.tenant} tenant-scoped called with Demo Company's ids, ` +
      `${tally.operator} operator endpoints refused to a company session, ${tally.probed} own-data reads probed for leaks, ` +
      `${served.length - tenantRoutes.length - operatorRoutes.length - probedRoutes.length} others allow-listed with a reason`,
  );
});

describe("route table", () => {
  it("classifies every route the API serves", () => {
    const unclassified = served.filter((route) => !ROUTES[route.key]).map((route) => route.key);
    expect(unclassified, "new endpoints: add each to ROUTES in server/api/tenant-isolation.test.ts").toEqual([]);
  });

  it("lists no route the API no longer serves", () => {
    const keys = new Set(served.map((route) => route.key));
    expect(Object.keys(ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("gives a reason for every allow-listed route", () => {
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (entry.scope === "own" || entry.scope === "public") expect(entry.reason.length, key).toBeGreaterThan(10);
    }
  });
});

describe("Other Company's owner with Demo Company's ids", () => {
  it.each(tenantRoutes.map((route) => [route.key, route.method] as const))("%s answers 403/404 and changes nothing", async (key, method) => {
    const entry = ROUTES[key] as Extract<Entry, { scope: "tenant" }>;
    const call = entry.call(records);
    const before = await databaseFingerprint(ctx.database.db);
    const response = await requestJson(ctx.app, method, call.path, { token: otherOwner, body: call.body });
    expect([403, 404], `${method} ${call.path}: ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
    const text = JSON.stringify(response.body);
    for (const marker of DEMO_MARKERS) expect(text, `${key} mentions ${marker}`).not.toContain(marker);
    expect(changedTables(before, await databaseFingerprint(ctx.database.db)), `${key} changed tables`).toEqual([]);
    tally.tenant += 1;
  });

  it.each(operatorRoutes.map((route) => [route.key, route.method] as const))("%s refuses a company session and changes nothing", async (key, method) => {
    const entry = ROUTES[key] as Extract<Entry, { scope: "operator" }>;
    const call = entry.call(records);
    const before = await databaseFingerprint(ctx.database.db);
    const response = await requestJson(ctx.app, method, call.path, { token: otherOwner, body: call.body });
    expect([401, 403], `${method} ${call.path}: ${response.status}`).toContain(response.status);
    expect(changedTables(before, await databaseFingerprint(ctx.database.db))).toEqual([]);
    tally.operator += 1;
  });

  it.each(probedRoutes.map((route) => [route.key] as const))("%s shows Other Company nothing of Demo Company", async (key) => {
    const path = key.slice("GET ".length);
    const response = await requestJson(ctx.app, "GET", path, { token: otherOwner });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const text = JSON.stringify(response.body);
    for (const marker of DEMO_MARKERS) expect(text, `${key} mentions ${marker}`).not.toContain(marker);
    tally.probed += 1;
  });

  it("left Demo Company's records where they were", async () => {
    const demo = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${company}`, { token: (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token });
    expect(demo.status).toBe(200);
    expect(demo.body.result.name).toBe("Demo Company");
    expect(demo.body.result.photos.map((photo: { id: string }) => photo.id)).toContain(records.photoId);
  });
});
