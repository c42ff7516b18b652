import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/api/context";
import { assertOwnCompany } from "@/server/api/middleware/require-session";

/**
 * After `requireSession`: the company id in the named path parameter must be the caller's own
 * active company; any other answers 404 COMPANY_NOT_FOUND, so other tenants' ids reveal nothing.
 * Put it before `requirePermission`, so another company's id is a 404 and never a 403.
 */
export function requireOwnCompanyParam(param = "id") {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertOwnCompany(c, c.req.param(param) ?? "");
    await next();
  });
}
