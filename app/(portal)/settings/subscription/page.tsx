import type { Metadata } from "next";
import { HeaderBack } from "@/components/layout/header-back";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { companySubscriptionQueryOptions } from "@/features/subscription/api/get-company-subscription";
import { subscriptionPlansQueryOptions } from "@/features/subscription/api/get-subscription-plans";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { SubscriptionSettingsScreen } from "./_components/subscription-settings-screen";

export const metadata: Metadata = { title: "Subscription" };

/** Settings, Subscription (spec 2.3): reachable with an expired plan too (spec 2.7). */
export default function SubscriptionSettingsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to Settings" href="/settings" />
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Subscription</h1>
      <PrefetchBoundary
        prefetch={async (queryClient) => {
          const [user] = await Promise.all([
            queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null),
            queryClient.prefetchQuery(subscriptionPlansQueryOptions()),
          ]);
          if (user?.companyId) await queryClient.prefetchQuery(companySubscriptionQueryOptions(user.companyId));
        }}
      >
        <SubscriptionSettingsScreen />
      </PrefetchBoundary>
    </div>
  );
}
