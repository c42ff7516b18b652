"use client";

import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { SettingsIndex } from "@/features/settings/components/settings-index";

/** The settings list for the signed-in user's company (the shell has already loaded the user). */
export function SettingsIndexScreen() {
  const user = useCurrentUser();
  const { state } = useFeatureFlags();
  return <SettingsIndex companyPending={user.data?.company?.verificationStatus === "pending"} boostJob={state.flags["boost-job-subscription"]} />;
}
