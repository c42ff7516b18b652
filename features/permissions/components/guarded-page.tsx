"use client";

import { ErrorDisplay } from "@/components/ui/error-display";
import { Spinner } from "@/components/ui/spinner";
import { useMyPermissions } from "../api/get-my-permissions";
import { canOpenGuardedPage, guardedPageRequest, type GuardedPageKey } from "../lib/guarded-pages";
import { AccessDenied } from "./access-denied";

/**
 * A page of spec 6's guarded list: its content for those with the permission, the denied page
 * (with the request button) for the others. The API guards the data itself; this only decides
 * what to show, from GET /v1/job-portal/permission.
 */
export function GuardedPage({ page, children }: { page: GuardedPageKey; children: React.ReactNode }) {
  const permissions = useMyPermissions();
  if (permissions.isPending) return <Spinner className="m-8" />;
  if (permissions.isError) {
    return (
      <div className="m-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm" role="alert">
        <ErrorDisplay error={permissions.error} />
      </div>
    );
  }
  if (canOpenGuardedPage(permissions.data, page)) return children;
  // A cached "no" may be stale (access granted since): wait for the fresh answer before refusing.
  if (permissions.isFetching) return <Spinner className="m-8" />;
  return <AccessDenied companyId={permissions.data.companyId} target={guardedPageRequest(page)} />;
}
