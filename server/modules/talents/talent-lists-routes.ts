import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { addListMembers, createTalentList, deleteTalentList, listTalentLists, removeListMember, renameTalentList } from "./talent-lists-service";
import { talentIdsSchema, talentListInputSchema, talentListSchema } from "./talents-schemas";

const tags = ["Talent Database"];
const companyMember = [requireSession, requireCompany];
const listParams = z.object({ listId: z.uuid("Not a list id") });
const memberParams = listParams.extend({ talentId: z.uuid("Not a talent id") });

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/talent-lists",
  tags,
  summary: "The company's talent lists (tags), by name, with how many talents each holds",
  description: "Needs view on talentDb.",
  middleware: companyMember,
  responses: { 200: jsonContent(resultEnvelope(z.array(talentListSchema)), "The lists"), ...pickErrors(401, 403, 500) },
});

const create = createRoute({
  method: "post",
  path: "/v1/job-portal/talent-lists",
  tags,
  summary: "Create a talent list",
  description: "Names are unique in the company, case aside (409 TALENT_LIST_NAME_TAKEN on name). Needs manage on talentDb.",
  middleware: companyMember,
  request: { body: jsonBody(talentListInputSchema) },
  responses: { 201: jsonContent(resultEnvelope(talentListSchema), "The new list"), ...pickErrors(400, 401, 403, 409, 422, 500) },
});

const rename = createRoute({
  method: "patch",
  path: "/v1/job-portal/talent-lists/{listId}",
  tags,
  summary: "Rename a talent list",
  description: "Names are unique in the company, case aside (409 on name). Needs manage on talentDb; another company's list is 404.",
  middleware: companyMember,
  request: { params: listParams, body: jsonBody(talentListInputSchema) },
  responses: { 200: jsonContent(resultEnvelope(talentListSchema), "The renamed list"), ...pickErrors(400, 401, 403, 404, 409, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/job-portal/talent-lists/{listId}",
  tags,
  summary: "Delete a talent list (its talents stay in the Talent Database)",
  description: "Needs manage on talentDb; another company's list is 404.",
  middleware: companyMember,
  request: { params: listParams },
  responses: { 200: jsonContent(resultEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })), "Deleted"), ...pickErrors(401, 403, 404, 422, 500) },
});

const addMembers = createRoute({
  method: "post",
  path: "/v1/job-portal/talent-lists/{listId}/members",
  tags,
  summary: "Put talents of the Talent Database on a list",
  description:
    "Talents already on the list stay (added counts the new ones). A talent not in the company's database refuses the whole request (422 on talentIds). " +
    "Needs manage on talentDb; another company's list is 404.",
  middleware: companyMember,
  request: { params: listParams, body: jsonBody(talentIdsSchema) },
  responses: { 200: jsonContent(resultEnvelope(z.object({ added: z.number().int() })), "How many were new on the list"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const removeMember = createRoute({
  method: "delete",
  path: "/v1/job-portal/talent-lists/{listId}/members/{talentId}",
  tags,
  summary: "Take a talent off a list",
  description: "Needs manage on talentDb; 404 when the talent is not on the company's list.",
  middleware: companyMember,
  request: { params: memberParams },
  responses: {
    200: jsonContent(resultEnvelope(z.object({ listId: z.uuid(), talentId: z.uuid(), removed: z.literal(true) })), "Removed"),
    ...pickErrors(401, 403, 404, 422, 500),
  },
});

/** The Talent Database's lists (tags) and their members (issue 14). */
export const talentListsRoutes = createRouter()
  .openapi(list, async (c) => {
    const result = await listTalentLists(c.get("db"), companySessionOf(c));
    return c.json({ result }, 200);
  })
  .openapi(create, async (c) => {
    const result = await createTalentList(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result }, 201);
  })
  .openapi(rename, async (c) => {
    const result = await renameTalentList(c.get("db"), companySessionOf(c), c.req.valid("param").listId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(remove, async (c) => {
    const result = await deleteTalentList(c.get("db"), companySessionOf(c), c.req.valid("param").listId);
    return c.json({ result }, 200);
  })
  .openapi(addMembers, async (c) => {
    const result = await addListMembers(c.get("db"), companySessionOf(c), c.req.valid("param").listId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(removeMember, async (c) => {
    const { listId, talentId } = c.req.valid("param");
    const result = await removeListMember(c.get("db"), companySessionOf(c), listId, talentId);
    return c.json({ result }, 200);
  });
