import { createRoute } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { employerTodoListSchema, employerTodoQuerySchema } from "./employer-todo-schemas";
import { getEmployerTodo } from "./employer-todo-service";

const getTodo = createRoute({
  method: "get",
  path: "/v1/job-portal/employer-todo",
  tags: ["Home"],
  summary: "The open tasks on Home, computed from the company's live data",
  middleware: [requireSession, requireCompany] as const,
  request: { query: employerTodoQuerySchema },
  responses: {
    200: jsonContent(resultEnvelope(employerTodoListSchema), "Open tasks, most important first"),
    404: errorResponse("No such member in the caller's company"),
    ...pickErrors(400, 401, 403, 422, 500),
  },
});

export const employerTodoRoutes = createRouter().openapi(getTodo, async (c) => {
  const session = companySessionOf(c);
  const result = await getEmployerTodo(c.get("db"), session, c.req.valid("query").userCompanyId);
  c.header("Cache-Control", "private, no-store");
  return c.json({ result }, 200);
});
