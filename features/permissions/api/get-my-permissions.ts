import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";
import { permissionKeys } from "./permission-keys";

/** GET /v1/job-portal/permission: the caller's effective permissions (spec 6). The UI reads only this. */
export async function getMyPermissions(): Promise<MyPermissions> {
  const { data } = await apiClient.get<{ result: MyPermissions }>("/v1/job-portal/permission");
  return data.result;
}

export const myPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: permissionKeys.mine(),
    queryFn: getMyPermissions,
    // Access changes when an Admin grants a request: every page load reads it (the server renders
    // it), and the open portal re-reads it whenever the window regains focus; a client navigation
    // within half a minute of the last read uses what it has.
    staleTime: 30_000,
    refetchOnWindowFocus: "always",
  });

export function useMyPermissions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myPermissionsQueryOptions(), ...options });
}
