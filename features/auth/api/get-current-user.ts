import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { currentUserSchema, type CurrentUser } from "@/server/modules/auth/auth-schemas";
import { useAuthStore } from "../stores/auth-store";
import { authKeys } from "./auth-keys";

/** GET /v1/users/me: the signed-in user with company, subscription and usage (spec 3). */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { data } = await apiClient.get<{ result: unknown }>("/v1/users/me");
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
