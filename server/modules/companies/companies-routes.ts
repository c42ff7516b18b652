import { createRoute, z } from "@hono/zod-openapi";
import { requireSession, sessionOf } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { accountNotFound } from "@/server/modules/auth/auth-errors";
import { currentUserSchema } from "@/server/modules/auth/auth-schemas";
import { reissueGuardCookie } from "@/server/modules/auth/auth-http";
import { companySummary, loadUserState, primaryMembership, toCurrentUser } from "@/server/modules/auth/user-state-service";
import { companyByDomainSchema, companyDataSchema, employerProfileRequestSchema, membershipActivitySchema } from "./companies-schemas";
import { noCompanyOnDomain, noCompanyYet, userCompanyNotFound } from "./companies-errors";
import { findCompanyByDomain, touchOwnMembership } from "./companies-queries";
import { completeOnboarding } from "./onboarding-service";
import { subscriptionStateOf } from "@/server/modules/subscriptions/subscriptions-service";

const tags = ["Companies"];
const membershipParams = z.object({ id: z.uuid("Invalid membership id") });

const myCompany = createRoute({
  method: "get",
  path: "/v1/job-portal/me/company",
  tags,
  summary: "The caller's company membership (spec 3 Company data); status pending for a join request",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(resultEnvelope(companyDataSchema), "The membership and its company"), ...pickErrors(401, 404, 500) },
});

const companyByDomain = createRoute({
  method: "get",
  path: "/v1/job-portal/company/email-domain/{domain}",
  tags,
  summary: "The company registered on an email domain (404 when none)",
  middleware: [requireSession] as const,
  request: { params: z.object({ domain: z.string().trim().min(3).max(253) }) },
  responses: { 200: jsonContent(resultEnvelope(companyByDomainSchema), "The company"), ...pickErrors(401, 404, 422, 500) },
});

const onboarding = createRoute({
  method: "put",
  path: "/v1/profiles/employer",
  tags,
  summary: "Onboarding: save the employer profile and register (or ask to join) the company",
  middleware: [requireSession] as const,
  request: { body: jsonBody(employerProfileRequestSchema) },
  responses: {
    200: jsonContent(resultEnvelope(currentUserSchema), "The current user after onboarding; a new access-token cookie is set"),
    ...pickErrors(400, 401, 404, 409, 422, 500),
  },
});

const lastSeen = createRoute({
  method: "patch",
  path: "/v1/job-portal/user-company/{id}/last-seen-at",
  tags,
  summary: "Mark the caller's own membership as seen now (polled every 60 s)",
  middleware: [requireSession] as const,
  request: { params: membershipParams },
  responses: { 200: jsonContent(resultEnvelope(membershipActivitySchema), "Stamped"), ...pickErrors(401, 404, 422, 500) },
});

const lastSignedIn = createRoute({
  method: "post",
  path: "/v1/job-portal/user-company/{id}/last-signed-in",
  tags,
  summary: "Record a sign-in on the caller's own membership",
  middleware: [requireSession] as const,
  request: { params: membershipParams },
  responses: { 200: jsonContent(resultEnvelope(membershipActivitySchema), "Stamped"), ...pickErrors(401, 404, 422, 500) },
});

function activity(row: { id: string; lastSeenAt: Date | null; lastSignedInAt: Date | null }) {
  return { id: row.id, lastSeenAt: row.lastSeenAt?.toISOString() ?? null, lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null };
}

export const companiesRoutes = createRouter()
  .openapi(myCompany, async (c) => {
    const db = c.get("db");
    const primary = await primaryMembership(db, sessionOf(c).userId);
    if (!primary) throw noCompanyYet();
    const { membership, company } = primary;
    const state = membership.status === "active" ? await subscriptionStateOf(db, company.id) : null;
    return c.json(
      {
        result: {
          id: membership.id,
          userId: membership.userId,
          companyId: company.id,
          role: membership.role,
          status: membership.status,
          jobTitle: membership.jobTitle,
          department: membership.department,
          verificationStatus: company.verificationStatus,
          lastSeenAt: membership.lastSeenAt?.toISOString() ?? null,
          lastSignedInAt: membership.lastSignedInAt?.toISOString() ?? null,
          company: companySummary(company, state),
        },
      },
      200,
    );
  })
  .openapi(companyByDomain, async (c) => {
    const company = await findCompanyByDomain(c.get("db"), c.req.valid("param").domain);
    if (!company) throw noCompanyOnDomain();
    return c.json(
      {
        result: {
          id: company.id,
          name: company.name,
          emailDomain: company.emailDomain,
          logoUrl: company.logoUrl,
          verificationStatus: company.verificationStatus,
        },
      },
      200,
    );
  })
  .openapi(onboarding, async (c) => {
    const db = c.get("db");
    const session = sessionOf(c);
    await completeOnboarding(db, session.userId, c.req.valid("json"));
    await reissueGuardCookie(c, db, session.sessionId);
    const state = await loadUserState(db, session.userId);
    if (!state) throw accountNotFound();
    return c.json({ result: toCurrentUser(state) }, 200);
  })
  .openapi(lastSeen, async (c) => {
    const row = await touchOwnMembership(c.get("db"), { membershipId: c.req.valid("param").id, userId: sessionOf(c).userId, field: "lastSeenAt" });
    if (!row) throw userCompanyNotFound();
    return c.json({ result: activity(row) }, 200);
  })
  .openapi(lastSignedIn, async (c) => {
    const row = await touchOwnMembership(c.get("db"), {
      membershipId: c.req.valid("param").id,
      userId: sessionOf(c).userId,
      field: "lastSignedInAt",
    });
    if (!row) throw userCompanyNotFound();
    return c.json({ result: activity(row) }, 200);
  });
