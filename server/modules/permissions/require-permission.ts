import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/api/context";
import { companySessionOf } from "@/server/api/middleware/require-session";
import type { PermissionResource, RequestedAction } from "./permissions-contract";
import { assertCan } from "./permissions-service";

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
