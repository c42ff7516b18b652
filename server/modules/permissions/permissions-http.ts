import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/api/context";
import { assertOwnCompany, companySessionOf } from "@/server/api/middleware/require-session";
import type { PermissionResource, RequestedAction } from "./permissions-contract";
import { assertCan } from "./permissions-service";

// The HTTP middleware other modules' routes put in front of their handlers (as auth-http.ts does
// for sessions): the tenant check on a company id in the path, then the permission check.

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

export type RequirePermissionOptions = {
  /** The job the request is about, for per-job permissions (e.g. `(c) => c.req.param("jobId")`). */
  jobId?: (c: Context<AppEnv>) => string | undefined;
  /** The 403 message; defaults to one naming the resource. */
  message?: string;
};

/**
 * After `requireSession` (and the tenant check): the caller must hold the permission of spec 6.
 * Answers 403 PERMISSION_DENIED with data { resource, action }, which the portal turns into the
 * request-permission dialog.
 */
export function requirePermission(resource: PermissionResource, action: RequestedAction, options: RequirePermissionOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = companySessionOf(c);
    const jobId = options.jobId?.(c);
    await assertCan(c.get("db"), session, resource, action, jobId === undefined ? {} : { jobId }, options.message);
    await next();
  });
}
