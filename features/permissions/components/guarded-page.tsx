"use client";

import dynamic from "next/dynamic";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";
import { useMyPermissions } from "../api/get-my-permissions";
import { guardedPageRequest, isAllowed, type AccessRequestTarget, type GuardedPageKey } from "../lib/guarded-pages";

// Only members without the permission see the denied page (and its request dialog, form and
// change-request schemas): they load when it is shown, not with every guarded page.
const AccessDenied = dynamic(() => import("./access-denied").then((module) => module.AccessDenied));

type RequirePermissionProps = {
  /** What the page needs; the denied page asks for exactly this. */
  target: AccessRequestTarget;
  variant?: "page" | "postJob";
  /** The page, given the caller's permissions. */
  children: (permissions: MyPermissions) => React.ReactNode;
};

/**
 * Shows the page to those holding the permission and the denied page (with the request button)
 * to the others. The API guards the data itself; this only decides what to show, from
 * GET /v1/job-portal/permission.
 */
export function RequirePermission({ target, variant, children }: RequirePermissionProps) {
  const permissions = useMyPermissions();
  if (permissions.isPending) return <Spinner className="m-8" />;
  if (permissions.isError) {
    return (
      <QueryError error={permissions.error} className="m-6" />
    );
  }
  if (isAllowed(permissions.data, target.resource, target.action)) return children(permissions.data);
  // A cached "no" may be stale (access granted since): wait for the fresh answer before refusing.
  if (permissions.isFetching) return <Spinner className="m-8" />;
  return <AccessDenied companyId={permissions.data.companyId} userCompanyId={permissions.data.userCompanyId} target={target} variant={variant} />;
}

/** A page of spec 6's guarded list (Talent Search, Talent Database, Analytics). */
export function GuardedPage({ page, children }: { page: GuardedPageKey; children: React.ReactNode }) {
  return <RequirePermission target={guardedPageRequest(page)}>{() => children}</RequirePermission>;
}
