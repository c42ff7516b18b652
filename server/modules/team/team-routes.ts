import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireActiveSubscription, requireCompany, requireSession, sessionOf } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { accountNotFound } from "@/server/modules/auth/auth-errors";
import { currentUserSchema } from "@/server/modules/auth/auth-schemas";
import { reissueGuardCookie } from "@/server/modules/auth/auth-http";
import { loadUserState, toCurrentUser } from "@/server/modules/auth/user-state-service";
import { requireOwnCompanyParam } from "@/server/modules/permissions/permissions-http";
import { acceptInvitation, cancelInvitation, inviteMembers, listCompanyInvitations, previewInvitation, resendInvitation } from "./invitations-service";
import { getMember, listCompanyMembers, removeMember, updateMember } from "./members-service";
import { deletedMemberSchema, invitationListSchema, invitationPreviewSchema, invitationSchema, invitationTokenRequestSchema, inviteRequestSchema, inviteResultSchema, memberListQuerySchema, memberListSchema, memberSchema, updateMemberRequestSchema } from "./team-schemas";

const tags = ["Team"];
const companyParams = z.object({ companyId: z.uuid("Invalid company id") });
const idParams = z.object({ id: z.string().min(1).max(64) });
const invitationParams = z.object({ id: z.uuid("Invalid invitation id") });
const companyMember = [requireSession, requireCompany];

const listMembers = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{companyId}/member",
  tags,
  summary: "The company's members with their access (spec 3 Member); Team view needed",
  description: "Query arrays (status, role) as repeated keys. Owners first, then by joining date.",
  middleware: [requireSession, requireOwnCompanyParam("companyId")] as const,
  request: { params: companyParams, query: memberListQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(memberListSchema), "A page of members"), ...pickErrors(401, 403, 404, 422, 500) },
});

const getOneMember = createRoute({
  method: "get",
  path: "/v1/job-portal/user-company/{id}",
  tags,
  summary: "One member by membership id (or user id): the caller's own, or anyone's with Team view",
  middleware: companyMember,
  request: { params: idParams },
  responses: { 200: jsonContent(resultEnvelope(memberSchema), "The member"), ...pickErrors(401, 403, 404, 422, 500) },
});

const patchMember = createRoute({
  method: "patch",
  path: "/v1/job-portal/user-company/{id}",
  tags,
  summary: "Edit a member's access, job title, or accept their join request (Admin or Team Editor)",
  description:
    "The path takes the member's user id (spec 7.2 `{userId}`) or membership id. Each resource named in accessPermissions replaces that resource's access; others are kept. Talent Database and Talent Search accept manage or denied only. A Team Editor may only give access they hold.",
  middleware: companyMember,
  request: { params: idParams, body: jsonBody(updateMemberRequestSchema) },
  responses: { 200: jsonContent(resultEnvelope(memberSchema), "The member after the change"), ...pickErrors(400, 401, 403, 404, 409, 422, 500) },
});

const deleteMember = createRoute({
  method: "delete",
  path: "/v1/job-portal/user-company/{id}",
  tags,
  summary: "Remove a member (or decline a join request); not the Admin, not oneself",
  middleware: companyMember,
  request: { params: idParams },
  responses: { 200: jsonContent(resultEnvelope(deletedMemberSchema), "Removed"), ...pickErrors(401, 403, 404, 422, 500) },
});

const invite = createRoute({
  method: "post",
  path: "/v1/job-portal/invited-user-company",
  tags,
  summary: "Invite people by email with the given access; each gets a join link (Admin or Team Editor)",
  description: "Refused with 403 MEMBER_QUOTA_REACHED when the plan's member quota (pending invitations included) would be passed.",
  middleware: [requireSession, requireCompany, requireActiveSubscription] as const,
  request: { body: jsonBody(inviteRequestSchema) },
  responses: { 201: jsonContent(resultEnvelope(inviteResultSchema), "The invitations"), ...pickErrors(400, 401, 403, 409, 422, 500) },
});

const listInvited = createRoute({
  method: "get",
  path: "/v1/job-portal/invited-user-company",
  tags,
  summary: "The invited table: email, Pending or Active, sent or resent date",
  middleware: companyMember,
  responses: { 200: jsonContent(resultEnvelope(invitationListSchema), "Invitations, latest sent first"), ...pickErrors(401, 403, 500) },
});

const resend = createRoute({
  method: "post",
  path: "/v1/job-portal/invited-user-company/{id}/resend",
  tags,
  summary: "Mail the invitation again with a new link; updates the sent date",
  middleware: companyMember,
  request: { params: invitationParams },
  responses: { 200: jsonContent(resultEnvelope(invitationSchema), "The invitation"), ...pickErrors(401, 403, 404, 409, 422, 429, 500) },
});

const cancel = createRoute({
  method: "delete",
  path: "/v1/job-portal/invited-user-company/{id}",
  tags,
  summary: "Withdraw a pending invitation",
  middleware: companyMember,
  request: { params: invitationParams },
  responses: {
    200: jsonContent(resultEnvelope(z.object({ id: z.string(), deleted: z.literal(true) })), "Withdrawn"),
    ...pickErrors(401, 403, 404, 409, 422, 500),
  },
});

const preview = createRoute({
  method: "post",
  path: "/v1/job-portal/invited-user-company/preview",
  tags,
  summary: "What a join link is for (no session): company, email, status, expiry, whether to sign in or sign up",
  request: { body: jsonBody(invitationTokenRequestSchema) },
  responses: { 200: jsonContent(resultEnvelope(invitationPreviewSchema), "The invitation"), ...pickErrors(404, 422, 500) },
});

const accept = createRoute({
  method: "post",
  path: "/v1/job-portal/invited-user-company/accept",
  tags,
  summary: "Accept a join link as the signed-in invitee: the membership becomes active; a new access-token cookie is set",
  middleware: [requireSession] as const,
  request: { body: jsonBody(invitationTokenRequestSchema) },
  responses: {
    200: jsonContent(resultEnvelope(currentUserSchema), "The current user, now a member"),
    ...pickErrors(400, 401, 403, 404, 409, 422, 500),
  },
});

export const teamRoutes = createRouter()
  .openapi(listMembers, async (c) => {
    const result = await listCompanyMembers(c.get("db"), companySessionOf(c), c.req.valid("query"));
    return c.json({ result }, 200);
  })
  .openapi(getOneMember, async (c) => {
    const result = await getMember(c.get("db"), companySessionOf(c), c.req.valid("param").id);
    return c.json({ result }, 200);
  })
  .openapi(patchMember, async (c) => {
    const result = await updateMember(c.get("db"), companySessionOf(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(deleteMember, async (c) => {
    const result = await removeMember(c.get("db"), companySessionOf(c), c.req.valid("param").id);
    return c.json({ result }, 200);
  })
  .openapi(invite, async (c) => {
    const docs = await inviteMembers(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result: { docs } }, 201);
  })
  .openapi(listInvited, async (c) => {
    const docs = await listCompanyInvitations(c.get("db"), companySessionOf(c));
    c.header("Cache-Control", "private, no-store");
    return c.json({ result: { docs } }, 200);
  })
  .openapi(resend, async (c) => {
    const result = await resendInvitation(c.get("db"), companySessionOf(c), c.req.valid("param").id);
    return c.json({ result }, 200);
  })
  .openapi(cancel, async (c) => {
    const result = await cancelInvitation(c.get("db"), companySessionOf(c), c.req.valid("param").id);
    return c.json({ result }, 200);
  })
  .openapi(preview, async (c) => {
    const result = await previewInvitation(c.get("db"), c.req.valid("json").token);
    c.header("Cache-Control", "no-store");
    return c.json({ result }, 200);
  })
  .openapi(accept, async (c) => {
    const db = c.get("db");
    const session = sessionOf(c);
    await acceptInvitation(db, session.userId, c.req.valid("json").token);
    await reissueGuardCookie(c, db, session.sessionId);
    const state = await loadUserState(db, session.userId);
    if (!state) throw accountNotFound();
    return c.json({ result: toCurrentUser(state) }, 200);
  });
