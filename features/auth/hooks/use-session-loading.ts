import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { CompanyData } from "@/server/modules/companies/companies-schemas";
import { authKeys } from "../api/auth-keys";
import { companyDataQueryOptions } from "../api/get-company-data";
import { currentUserQueryOptions } from "../api/get-current-user";
import { markLastSignedIn } from "../api/mark-last-signed-in";
import { trackEmployerSignIn } from "../api/track-employer-sign-in";
import { useAuthStore } from "../stores/auth-store";

/** Fetches the user and their membership afresh into the query cache. */
async function loadSession(queryClient: QueryClient): Promise<{ user: CurrentUser; companyData: CompanyData | null }> {
  await queryClient.invalidateQueries({ queryKey: authKeys.all, refetchType: "none" });
  const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  const hasMembership = Boolean(user.userCompanyId || user.joinRequest);
  const companyData = hasMembership ? await queryClient.fetchQuery({ ...companyDataQueryOptions(), staleTime: 0 }).catch(() => null) : null;
  return { user, companyData };
}

/**
 * What follows a successful sign-in (password, or the code of a new sign-up): count the login,
 * fetch the user and their membership into the auth state, then report the sign-in event and
 * last-signed-in without making the user wait for either.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<CurrentUser> => {
    useAuthStore.getState().incrementLoginCount();
    // Whatever was cached belonged to the previous session.
    queryClient.removeQueries({ queryKey: authKeys.all });
    const { user, companyData } = await loadSession(queryClient);
    trackEmployerSignIn(user, companyData, useAuthStore.getState().loginCount);
    if (user.userCompanyId) void markLastSignedIn(user.userCompanyId).catch(() => undefined);
    return user;
  }, [queryClient]);
}
