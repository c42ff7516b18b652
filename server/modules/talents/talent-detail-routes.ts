import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { fileStorage } from "@/server/storage/storage";
import { getTalentDetail, readTalentCv } from "./talent-detail-service";
import { talentDetailQuerySchema, talentDetailSchema } from "./talents-schemas";

const tags = ["Talents"];
const talentParams = z.object({ talentId: z.uuid("Not a talent id") });
const companyMember = [requireSession, requireCompany];

const detail = createRoute({
  method: "get",
  path: "/v1/job-portal/talents/{talentId}",
  tags,
  summary: "A talent as the company sees them: profile, contact once open, the company's contacts, invitations, applications, lists and notes, and the unlock quota",
  description:
    "context (talentHunt, talentDb, jobApplicant, none; spec 2.10) names where the detail is opened: talentHunt and talentDb need view on that resource (403 PERMISSION_DENIED). " +
    "A talent outside the company's reach (not discoverable to it, not in its database, not an applicant of a job the caller sees) is 404 TALENT_NOT_FOUND, like an unknown one. " +
    "contact is null until the company unlocks the profile or the talent applied to one of its jobs.",
  middleware: companyMember,
  request: { params: talentParams, query: talentDetailQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(talentDetailSchema), "The talent"), ...pickErrors(401, 403, 404, 422, 500) },
});

const cv = createRoute({
  method: "get",
  path: "/v1/job-portal/talents/{talentId}/cv",
  tags,
  summary: "The talent's latest CV (PDF, shown inline) once their contact is open; 409 TALENT_LOCKED before, 404 without a CV or out of reach",
  middleware: companyMember,
  request: { params: talentParams },
  responses: {
    200: { description: "The PDF", content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
    ...pickErrors(401, 403, 404, 409, 422, 500),
  },
});

export const talentDetailRoutes = createRouter()
  .openapi(detail, async (c) => {
    const result = await getTalentDetail(c.get("db"), companySessionOf(c), c.req.valid("param").talentId, c.req.valid("query").context);
    return c.json({ result }, 200);
  })
  .openapi(cv, async (c) => {
    const file = await readTalentCv(c.get("db"), fileStorage(), companySessionOf(c), c.req.valid("param").talentId);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `inline; filename="${file.fileName}"`);
    c.header("X-Content-Type-Options", "nosniff");
    // A person's document: never kept by shared caches.
    c.header("Cache-Control", "private, no-store");
    return c.body(new Uint8Array(file.data), 200);
  });
