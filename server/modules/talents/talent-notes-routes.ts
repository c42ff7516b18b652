import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { addTalentNote, deleteTalentNote, listTalentNotes } from "./talent-notes-service";
import { talentNoteInputSchema, talentNoteSchema } from "./talents-schemas";

const tags = ["Talent Database"];
const companyMember = [requireSession, requireCompany];
const talentParams = z.object({ talentId: z.uuid("Not a talent id") });
const noteParams = talentParams.extend({ noteId: z.uuid("Not a note id") });
const reach = "The talent must be in the company's Talent Database or one it can find in Talent Search (else 404 TALENT_NOT_FOUND).";

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/talents/{talentId}/notes",
  tags,
  summary: "The company's notes on a talent, newest first",
  description: `${reach} Needs view on talentDb or talentHunt. Another company's notes are never shown.`,
  middleware: companyMember,
  request: { params: talentParams },
  responses: { 200: jsonContent(resultEnvelope(z.array(talentNoteSchema)), "The notes"), ...pickErrors(401, 403, 404, 422, 500) },
});

const add = createRoute({
  method: "post",
  path: "/v1/job-portal/talents/{talentId}/notes",
  tags,
  summary: "Write a note on a talent (at most 300 characters)",
  description: `${reach} Needs manage on talentDb or talentHunt.`,
  middleware: companyMember,
  request: { params: talentParams, body: jsonBody(talentNoteInputSchema) },
  responses: { 201: jsonContent(resultEnvelope(talentNoteSchema), "The note"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/job-portal/talents/{talentId}/notes/{noteId}",
  tags,
  summary: "Delete a note: the author's own, or any note for the owner (Admin)",
  description: "Needs manage on talentDb or talentHunt; someone else's note is 403 TALENT_NOTE_NOT_AUTHOR; another company's note is 404.",
  middleware: companyMember,
  request: { params: noteParams },
  responses: { 200: jsonContent(resultEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })), "Deleted"), ...pickErrors(401, 403, 404, 422, 500) },
});

/** Notes a company keeps on talents (issue 14). */
export const talentNotesRoutes = createRouter()
  .openapi(list, async (c) => {
    const result = await listTalentNotes(c.get("db"), companySessionOf(c), c.req.valid("param").talentId);
    return c.json({ result }, 200);
  })
  .openapi(add, async (c) => {
    const result = await addTalentNote(c.get("db"), companySessionOf(c), c.req.valid("param").talentId, c.req.valid("json"));
    return c.json({ result }, 201);
  })
  .openapi(remove, async (c) => {
    const { talentId, noteId } = c.req.valid("param");
    const result = await deleteTalentNote(c.get("db"), companySessionOf(c), talentId, noteId);
    return c.json({ result }, 200);
  });
