"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getCurrentUser } from "@/features/auth/api/get-current-user";
import { clearLocalSession, logout } from "@/features/auth/api/logout";
import { enterAfterSessionChange } from "@/features/auth/lib/enter-after-session-change";
import { JoinTeam } from "@/features/team/components/join-team";
import { signInPath } from "@/lib/routes";

/** Composes the join page: who is signed in (auth) and the invitation (team). */
export function JoinTeamScreen({ token }: { token: string }) {
  const queryClient = useQueryClient();
  // Who is signed in, asked outside the query cache: for a visitor without a session the 401 ends in
  // the "session expired" handling, which clears the cache (and would strand a query in flight).
  const [signedInEmail, setSignedInEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    getCurrentUser().then(
      (user) => current && setSignedInEmail(user.email),
      () => current && setSignedInEmail(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <JoinTeam
      token={token}
      signedInEmail={signedInEmail}
      onJoined={() => enterAfterSessionChange("/")}
      onSwitchAccount={(returnTo) => {
        void logout()
          .catch(() => undefined)
          .finally(() => {
            clearLocalSession(queryClient);
            window.location.assign(signInPath(returnTo));
          });
      }}
    />
  );
}
