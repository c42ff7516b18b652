import { createRoute } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { myPermissionsSchema } from "./permissions-schemas";
import { myPermissions } from "./permissions-service";

const getMyPermissions = createRoute({
  method: "get",
  path: "/v1/job-portal/permission",
  tags: ["Team"],
  summary: "The caller's effective permissions (spec 6) and the menu gates",
  description:
    "The owner (Admin) is allowed everything. For members: `permissions` answers checks that name no job; `jobScopes` says which jobs the per-job permissions reach.",
  middleware: [requireSession, requireCompany] as const,
  responses: { 200: jsonContent(resultEnvelope(myPermissionsSchema), "Effective permissions"), ...pickErrors(401, 403) },
});

export const permissionsRoutes = createRouter().openapi(getMyPermissions, async (c) => {
  const result = await myPermissions(c.get("db"), companySessionOf(c));
  c.header("Cache-Control", "private, no-store");
  return c.json({ result }, 200);
});
