import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { flushTracking } from "@/lib/analytics";
import { apiClient } from "@/lib/api-client";
import { AUTH_PATHS } from "../auth-paths";
import { useAuthStore } from "../stores/auth-store";

/** POST /v1/logout: revokes the session and clears its cookies (HttpOnly, so only the API can). */
export async function logout(): Promise<void> {
  await apiClient.post("/v1/logout");
}

// Set once the user asked to log out: the cleared cache makes the shell ask for the user again, and
// that request's 401 must not race the logout's own way to /sign-in with a "session expired" one.
let loggingOut = false;
export const isLoggingOut = () => loggingOut;

/** Forgets everything this browser knew of the signed-in person (spec 4 sign-out). */
export function clearLocalSession(queryClient: QueryClient): void {
  useAuthStore.getState().signOut();
  queryClient.clear();
}

/**
 * Spec 4: logout clears the cookies and the analytics state and goes to /sign-in. The local state
 * is cleared even when the call fails (the session may already be gone), and the page is loaded
 * afresh so no cached screen of the previous user survives.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      loggingOut = true;
      // Pending analytics events still belong to this session: send them before it ends.
      flushTracking();
      return logout().catch(() => undefined);
    },
    onSettled: () => {
      clearLocalSession(queryClient);
      window.location.assign(AUTH_PATHS.signIn);
    },
  });
}
