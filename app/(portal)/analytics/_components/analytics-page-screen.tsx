"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { AnalyticsScreen } from "@/features/analytics/components/analytics-screen";
import { Spinner } from "@/components/ui/spinner";

/** Composes analytics with the signed-in user's company (the portal layout has it already). */
export function AnalyticsPageScreen() {
  const user = useCurrentUser();
  const companyId = user.data?.companyId;
  if (!companyId) return <Spinner className="m-8" />;
  return (
    <NuqsAdapter>
      <AnalyticsScreen companyId={companyId} />
    </NuqsAdapter>
  );
}
