"use client";

import type { SidebarTop } from "@/components/layout/sidebar";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import { HrisSwitcher } from "../components/hris-switcher";
import { HrisTrialBanner } from "../components/hris-trial-banner";
import { useHrisSwitch, type HrisSwitchUser } from "./use-hris-switch";

function switchUserOf(user: CurrentUser | undefined): HrisSwitchUser | null {
  if (!user?.companyId) return null;
  const emailDomain = user.company?.emailDomain ?? user.email.split("@")[1] ?? "";
  return emailDomain ? { userId: user.userId, emailDomain } : null;
}

/**
 * The HRIS pieces of the shell: the switcher for the sidebar (flag hris-feature), the trial banner
 * above the page (flag hris-trial-banner), and the modal either of them may open. Both run the same
 * access check, so the banner's action is the switcher's HRIS choice.
 */
export function useHrisAccess({ user, switcherOn, bannerOn }: { user: CurrentUser | undefined; switcherOn: boolean; bannerOn: boolean }) {
  const switchUser = switchUserOf(user);
  const hris = useHrisSwitch(switchUser);
  const switcher: SidebarTop | undefined =
    switcherOn && switchUser
      ? ({ expanded, onNavigate }) => (
          <HrisSwitcher
            expanded={expanded}
            busy={hris.checking}
            onChooseHris={() => {
              hris.chooseHris();
              // The phone's drawer makes way for the modal or the new tab.
              onNavigate?.();
            }}
          />
        )
      : undefined;
  const banner = bannerOn && switchUser ? <HrisTrialBanner onTry={hris.chooseHris} busy={hris.checking} /> : null;
  return { switcher, banner, dialog: hris.dialog };
}
