import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireSession } from "@/server/api/middleware/require-session";
import { requireOperator } from "@/server/api/middleware/require-operator";
import { errorResponse, jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { NAMED_REQUIREMENTS } from "@/server/modules/permissions/permissions-contract";
import { requireOwnCompanyParam, requirePermission } from "@/server/modules/permissions/permissions-http";
import { CULTURE_CATALOGUE, companyProfileSchema, cultureListSchema, reviewVerificationSchema, submitVerificationSchema, updateAboutSchema, updateCompanyProfileSchema, verificationSchema } from "./company-profile-schemas";
import { getCompanyProfile, patchCompanyProfile, updateAbout } from "./company-profile-service";
import { getVerification, reviewVerification, submitVerification } from "./company-verification-service";

const tags = ["Company profile"];
const params = z.object({ id: z.uuid("Invalid company id") });
const ownCompany = [requireSession, requireOwnCompanyParam("id")];
const edit = NAMED_REQUIREMENTS.editCompanyProfile;
const editor = [requireSession, requireOwnCompanyParam("id"), requirePermission(edit.resource, edit.action, { message: "Only the Admin or a Team Editor can edit the company profile" })];

const getProfile = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}",
  tags,
  summary: "The company profile (spec 3): fields, insight, photos, verification status",
  middleware: ownCompany,
  request: { params },
  responses: { 200: jsonContent(resultEnvelope(companyProfileSchema), "The profile"), ...pickErrors(401, 403, 404, 422, 500) },
});

const putAbout = createRoute({
  method: "put",
  path: "/v1/job-portal/company/{id}/about",
  tags,
  summary: "Replace the About section (description; optionally website and what is special)",
  middleware: editor,
  request: { params, body: jsonBody(updateAboutSchema) },
  responses: { 200: jsonContent(resultEnvelope(companyProfileSchema), "The profile"), ...pickErrors(401, 403, 404, 422, 500) },
});

const patchProfile = createRoute({
  method: "patch",
  path: "/v1/job-portal/company/{id}",
  tags,
  summary: "Change any profile fields; insight fields merge (funding, benefits and custom ones, work arrangement, internship perks)",
  middleware: editor,
  request: { params, body: jsonBody(updateCompanyProfileSchema) },
  responses: { 200: jsonContent(resultEnvelope(companyProfileSchema), "The profile"), ...pickErrors(401, 403, 404, 422, 500) },
});

const getCulture = createRoute({
  method: "get",
  path: "/v1/job-portal/culture",
  tags,
  summary: "The 18 culture values with key, name and subtitle (reference data, no session needed)",
  responses: { 200: jsonContent(resultEnvelope(cultureListSchema), "Culture values") },
});

const getCompanyVerification = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/verification",
  tags,
  summary: "Verification status (pending, verified, rejected) and what was submitted",
  middleware: ownCompany,
  request: { params },
  responses: { 200: jsonContent(resultEnvelope(verificationSchema), "The verification"), ...pickErrors(401, 403, 404, 422, 500) },
});

const putCompanyVerification = createRoute({
  method: "put",
  path: "/v1/job-portal/company/{id}/verification",
  tags,
  summary: "Submit the company's legal details for verification (Admin only); the status becomes pending",
  middleware: ownCompany,
  request: { params, body: jsonBody(submitVerificationSchema) },
  responses: { 200: jsonContent(resultEnvelope(verificationSchema), "The verification"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const putOperatorVerification = createRoute({
  method: "put",
  path: "/v1/operator/company/{id}/verification",
  tags: ["Operator"],
  summary: "Verify or reject a company's submission",
  security: [{ operatorToken: [] }],
  middleware: [requireOperator()] as const,
  request: { params, body: jsonBody(reviewVerificationSchema) },
  responses: {
    200: jsonContent(resultEnvelope(verificationSchema), "The verification"),
    401: errorResponse("Missing or wrong operator token"),
    403: errorResponse("The operator API is off"),
    ...pickErrors(404, 409, 422, 500),
  },
});

export const companyProfileRoutes = createRouter()
  .openapi(getProfile, async (c) => c.json({ result: await getCompanyProfile(c.get("db"), c.req.valid("param").id) }, 200))
  .openapi(putAbout, async (c) => c.json({ result: await updateAbout(c.get("db"), c.req.valid("param").id, c.req.valid("json")) }, 200))
  .openapi(patchProfile, async (c) =>
    c.json({ result: await patchCompanyProfile(c.get("db"), c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(getCulture, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ result: { docs: CULTURE_CATALOGUE } }, 200);
  })
  .openapi(getCompanyVerification, async (c) => c.json({ result: await getVerification(c.get("db"), c.req.valid("param").id) }, 200))
  .openapi(putCompanyVerification, async (c) =>
    c.json({ result: await submitVerification(c.get("db"), companySessionOf(c), c.req.valid("json")) }, 200),
  )
  .openapi(putOperatorVerification, async (c) =>
    c.json({ result: await reviewVerification(c.get("db"), c.req.valid("param").id, c.req.valid("json")) }, 200),
  );
