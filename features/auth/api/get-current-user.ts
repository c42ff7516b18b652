import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import { useAuthStore } from "../stores/auth-store";
import { authKeys } from "./auth-keys";

/** GET /v1/users/me: the signed-in user with company, subscription and usage (spec 3). */
export async function getCurrentUser(): Promise<CurrentUser> {
  // The schema (and zod) load beside the request: the shell renders a spinner until both are in,
  // and pages without a form never carry zod in their first load.
  const [{ data }, { currentUserSchema }] = await Promise.all([
    apiClient.get<{ result: unknown }>("/v1/users/me"),
    import("@/server/modules/auth/auth-schemas"),
  ]);
  const user = currentUserSchema.parse(data.result);
  // Spec 4: every user fetch refreshes the persisted auth state.
  useAuthStore.getState().setAuthData({
    userData: user,
    isDataFilled: user.isDataFilled,
    subscription: user.subscription,
    needUpgradePlan: user.needUpgradePlan,
    subscriptionUsage: user.subscriptionUsage,
  });
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser(), queryFn: getCurrentUser });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), ...options });
}
