"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { AccountMenu } from "@/components/layout/account-menu";
import { AppShell } from "@/components/layout/app-shell";
import { ErrorScreen } from "@/components/layout/error-screen";
import { MaintenanceScreen } from "@/components/layout/maintenance-screen";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { useLogout } from "@/features/auth/api/logout";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { useMenuItems } from "@/features/navigation/hooks/use-menu-items";
import { ALL_MENU_PERMISSIONS } from "@/features/navigation/lib/menu-permissions";
import { isJobWizardPath } from "@/features/navigation/lib/shell-variant";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";
import { useGuardedMenu } from "@/features/permissions/components/guarded-menu";
import type { HrisShellParts } from "@/features/hris/components/hris-access";
import { isUnderMaintenance } from "@/lib/maintenance-guard";

// Only while an HRIS flag is on: rendered on the server then, so the switcher is in the first HTML.
const HrisAccess = dynamic(() => import("@/features/hris/components/hris-access").then((module) => module.HrisAccess));
const NO_HRIS: HrisShellParts = { switcher: undefined, banner: null, dialog: null };

/**
 * Composes the signed-in shell from the features: the current user and logout (auth), the flags
 * (polled every 60 s), the menu (navigation) and the bell (notifications). Features never import
 * each other; this is where they meet.
 */
export function PortalChrome({ initialExpanded, children }: { initialExpanded: boolean; children: React.ReactNode }) {
  const pathname = usePathname();
  const currentUser = useCurrentUser();
  const featureFlags = useFeatureFlags();
  const logout = useLogout();
  const user = currentUser.data;
  const { flags, maintenance } = featureFlags.state;

  // Spec 6: Talent Search, Talent Database and Analytics stay in every member's menu; following one
  // without the permission (GET /v1/job-portal/permission) opens the request-permission dialog
  // instead of navigating, so a member can ask for what they lack.
  const myPermissions = useMyPermissions({ enabled: Boolean(user?.companyId) });
  const menuItems = useMenuItems({
    flags,
    permissions: ALL_MENU_PERMISSIONS,
    verificationStatus: user?.company?.verificationStatus ?? null,
    userCompanyId: user?.userCompanyId ?? null,
  });
  const guardedMenu = useGuardedMenu(menuItems, myPermissions.data);

  // The proxy replaces pages under maintenance on navigation; this catches a switch made while
  // the app is open, within one poll of the flags.
  if (isUnderMaintenance(maintenance, pathname)) return <MaintenanceScreen />;
  // Spec 2.5: the full-page spinner while loading.
  if (currentUser.isPending || featureFlags.isPending) return <FullPageSpinner />;
  // A 401 that refresh could not fix signs out through the API client; anything else is shown.
  if (!user) return <ErrorScreen onRetry={() => void currentUser.refetch()} />;

  const wizard = isJobWizardPath(pathname);
  const shell = (hris: HrisShellParts) => (
    <AppShell
      navItems={guardedMenu.items}
      initialExpanded={initialExpanded}
      variant={wizard ? "wizard" : "default"}
      sidebarTop={hris.switcher}
      notifications={<NotificationBell inverted={wizard} />}
      account={
        <AccountMenu
          name={user.name}
          companyName={user.company?.name}
          avatarUrl={user.profile.profilePictureUrl}
          onLogout={() => logout.mutate()}
          loggingOut={logout.isPending}
          inverted={wizard}
        />
      }
    >
      {wizard ? null : hris.banner}
      {children}
      {guardedMenu.dialog}
      {hris.dialog}
    </AppShell>
  );
  if (!flags["hris-feature"] && !flags["hris-trial-banner"]) return shell(NO_HRIS);
  return (
    <HrisAccess user={user} switcherOn={flags["hris-feature"]} bannerOn={flags["hris-trial-banner"]}>
      {shell}
    </HrisAccess>
  );
}
