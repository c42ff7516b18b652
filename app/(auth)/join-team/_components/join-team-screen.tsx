"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { clearLocalSession, logout } from "@/features/auth/api/logout";
import { JoinTeam } from "@/features/team/components/join-team";
import { signInPath } from "@/lib/routes";

/** Composes the join page: who is signed in (auth) and the invitation (team). */
export function JoinTeamScreen({ token }: { token: string }) {
  const queryClient = useQueryClient();
  // Nobody signed in answers 401, which here simply means "not signed in".
  const currentUser = useCurrentUser();
  const signedInEmail = currentUser.isPending ? undefined : (currentUser.data?.email ?? null);
  return (
    <JoinTeam
      token={token}
      signedInEmail={signedInEmail}
      // A full load on purpose: the proxy must read the new session cookie (now with the company), and
      // nothing cached from before joining may survive.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
      onJoined={() => window.location.assign("/")}
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
