import { cookies } from "next/headers";
import { SIDEBAR_EXPANDED_KEY, parseExpanded } from "@/components/layout/sidebar-storage";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { AuthSession } from "@/features/auth/components/auth-session";
import { featureFlagsQueryOptions } from "@/features/flags/api/get-feature-flags";
import { myPermissionsQueryOptions } from "@/features/permissions/api/get-my-permissions";
import { PrefetchBoundary } from "../_lib/prefetch-boundary";
import { PortalChrome } from "./_components/portal-chrome";

/**
 * The signed-in shell around every portal page (spec 2.3-2.5), rendered on the server with the
 * user, the flags and the permissions the menu is built from, so the first HTML is the shell with
 * its data rather than a spinner.
 */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  // The remembered sidebar state, so the server renders it at the right width (spec 2.4).
  const initialExpanded = parseExpanded((await cookies()).get(SIDEBAR_EXPANDED_KEY)?.value) ?? true;
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        Promise.all([
          queryClient.prefetchQuery(currentUserQueryOptions()),
          queryClient.prefetchQuery(featureFlagsQueryOptions()),
          queryClient.prefetchQuery(myPermissionsQueryOptions()),
        ])
      }
    >
      <AuthSession />
      <PortalChrome initialExpanded={initialExpanded}>{children}</PortalChrome>
    </PrefetchBoundary>
  );
}
