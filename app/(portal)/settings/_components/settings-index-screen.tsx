"use client";

import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { SettingsIndex } from "@/features/settings/components/settings-index";

/** The settings list for the signed-in user's company (the shell has already loaded the user). */
export function SettingsIndexScreen() {
  const user = useCurrentUser();
  return <SettingsIndex companyPending={user.data?.company?.verificationStatus === "pending"} />;
}
