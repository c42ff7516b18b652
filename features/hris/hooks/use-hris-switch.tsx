"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toastError } from "@/components/ui/error-display";
import { lazyModule } from "@/components/ui/lazy-module";
import { toast } from "@/components/ui/toast";
import { track } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { hrisSignInUrl } from "../lib/handoff-url";
import { HRIS_ERROR_CODES, HRIS_REQUEST_SOURCES } from "@/server/modules/hris/hris-contract";
import { createAdminFromExternal } from "../api/create-admin-from-external";
import { createHrisLoginToken } from "../api/create-hris-login-token";
import { hrisAdminQueryOptions } from "../api/get-hris-admin";
import { hrisCompanyQueryOptions } from "../api/get-hris-company";
import { hrisKeys } from "../api/hris-keys";
import { openHandoffTab, type HandoffTab } from "../lib/handoff-tab";
import { HRIS_TEXTS } from "../lib/hris-texts";

const dialogsModule = lazyModule(() => import("../components/hris-dialogs"));

export type HrisSwitchUser = { userId: string; emailDomain: string };
type OpenDialog = { kind: "superAdmin" } | { kind: "requestAccess"; hrisCompanyId: string } | null;
/** How a choice of HRIS ended, the `outcome` of the ed_hris_switch event. */
type SwitchOutcome = "superAdminOffered" | "requestAccessOffered" | "handedOver" | "error";

/**
 * Spec 4's HRIS switcher: choosing HRIS looks up the company by email domain (none: the Super Admin
 * confirmation), then the user as an admin (none: the request-access modal), and with both signs
 * the user in on the HRIS host with a one-time login token, in a new tab. Other errors are an error
 * toast. One check at a time: choices made while one runs are ignored.
 */
export function useHrisSwitch(user: HrisSwitchUser | null) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const dialogs = dialogsModule.useModule(dialog !== null);

  /** Trades the session for a login token and sends the waiting tab to the HRIS sign-in. */
  const handOver = async (tab: HandoffTab, via: "switch" | "superAdmin") => {
    // The built-in console is a path on this host: the tab needs a full address.
    const url = new URL(hrisSignInUrl(await createHrisLoginToken()), window.location.href).href;
    const opened = tab.go(url);
    track("ed_hris_handoff", { via, tabOpened: opened });
    if (!opened) {
      // The browser refused the tab: the user opens it with a click of their own.
      toast.show({
        title: HRIS_TEXTS.popupBlockedTitle,
        subtitle: HRIS_TEXTS.popupBlockedText,
        action: { label: HRIS_TEXTS.openHris, onClick: () => void window.open(url, "_blank", "noopener,noreferrer") },
      });
    }
  };

  const chooseHris = () => {
    if (!user || running.current) return;
    running.current = true;
    setChecking(true);
    // Opened inside the click, or popup blockers eat it; closed again if the check ends elsewhere.
    const tab = openHandoffTab();
    void (async () => {
      let outcome: SwitchOutcome = "error";
      try {
        void dialogsModule.preload().catch(() => undefined);
        const company = await queryClient.fetchQuery(hrisCompanyQueryOptions(user.emailDomain));
        if (!company) {
          tab.close();
          outcome = "superAdminOffered";
          setDialog({ kind: "superAdmin" });
          return;
        }
        const admin = await queryClient.fetchQuery(hrisAdminQueryOptions(user.userId));
        if (!admin) {
          tab.close();
          outcome = "requestAccessOffered";
          setDialog({ kind: "requestAccess", hrisCompanyId: company.id });
          return;
        }
        await handOver(tab, "switch");
        outcome = "handedOver";
      } catch (error) {
        tab.close();
        toastError(error);
      } finally {
        track("ed_hris_switch", { to: "hris", outcome });
        running.current = false;
        setChecking(false);
      }
    })();
  };

  const confirmSuperAdmin = () => {
    if (!user || confirming) return;
    setConfirming(true);
    const tab = openHandoffTab();
    void (async () => {
      try {
        await createAdminFromExternal({ userId: user.userId, from: HRIS_REQUEST_SOURCES[0] });
        track("ed_hris_super_admin_created", {});
        await queryClient.invalidateQueries({ queryKey: hrisKeys.all });
        setDialog(null);
        await handOver(tab, "superAdmin");
      } catch (error) {
        const code = toApiClientError(error).code;
        track("ed_hris_super_admin_failed", { code: code ?? "unknown" });
        if (code === HRIS_ERROR_CODES.alreadyAdmin) {
          // Already an admin (another tab got there first): hand over as the switch would.
          setDialog(null);
          await handOver(tab, "superAdmin").catch((handOverError: unknown) => {
            tab.close();
            toastError(handOverError);
          });
          return;
        }
        tab.close();
        if (code === HRIS_ERROR_CODES.superAdminExists) {
          // A colleague became Super Admin first: this user asks them instead.
          const company = await queryClient.fetchQuery(hrisCompanyQueryOptions(user.emailDomain)).catch(() => null);
          setDialog(company ? { kind: "requestAccess", hrisCompanyId: company.id } : null);
          if (!company) toastError(error);
          return;
        }
        setDialog(null);
        toastError(error);
      } finally {
        setConfirming(false);
      }
    })();
  };

  const closeDialog = () => setDialog(null);
  const dialogNode =
    !user || !dialogs || !dialog ? null : dialog.kind === "superAdmin" ? (
      <dialogs.SuperAdminDialog open onOpenChange={(open) => (open ? undefined : closeDialog())} onConfirm={confirmSuperAdmin} confirming={confirming} />
    ) : (
      <dialogs.RequestAccessDialog
        open
        onOpenChange={(open) => (open ? undefined : closeDialog())}
        userId={user.userId}
        hrisCompanyId={dialog.hrisCompanyId}
      />
    );

  return { chooseHris, checking, dialog: dialogNode };
}
