"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onSessionExpired } from "@/lib/api-client";
import { isPublicPath, signInPath } from "@/lib/routes";
import { useCurrentUser } from "../api/get-current-user";
import { clearLocalSession, isLoggingOut, logout } from "../api/logout";
import { useLastSeenHeartbeat } from "../api/update-last-seen";
import { useAuthStore } from "../stores/auth-store";
import { usePreRegistrationStore } from "../stores/pre-registration-store";

/**
 * Mounted once under the query provider: reads the persisted auth state after the first render, signs
 * out and goes to /sign-in when the session cannot be renewed (spec 8), and keeps last-seen-at
 * fresh every 60 s while a user with filled data and a company is signed in (spec 7.2).
 */
export function AuthSession() {
  const queryClient = useQueryClient();

  useEffect(() => {
    void useAuthStore.persist.rehydrate();
    void usePreRegistrationStore.persist.rehydrate();
  }, []);

  useEffect(() => {
    onSessionExpired(() => {
      // A logout on its way to /sign-in already did all of this.
      if (isLoggingOut()) return;
      clearLocalSession(queryClient);
      // The cookies are HttpOnly: only the API can drop them, and it must, or the proxy would
      // send the user from /sign-in straight back into the portal.
      void logout()
        .catch(() => undefined)
        .finally(() => {
          const { pathname, search } = window.location;
          if (!isPublicPath(pathname)) window.location.assign(signInPath(`${pathname}${search}`));
        });
    });
  }, [queryClient]);

  // Reads the user the portal layout rendered (or sign-in fetched); it never asks on its own, so
  // public pages send nothing.
  const user = useCurrentUser({ enabled: false }).data;
  useLastSeenHeartbeat(user?.isDataFilled ? user.userCompanyId : null);
  return null;
}
