import type { Metadata } from "next";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { featureFlagsQueryOptions } from "@/features/flags/api/get-feature-flags";
import { companySubscriptionQueryOptions } from "@/features/subscription/api/get-company-subscription";
import { subscriptionPlansQueryOptions } from "@/features/subscription/api/get-subscription-plans";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { SubscriptionScreen } from "./_components/subscription-screen";

export const metadata: Metadata = { title: "Choose a plan" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /subscription (spec 2.2, 2.7): the free trial and the paid plans, rendered with its data. */
export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const [user] = await Promise.all([
          queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null),
          queryClient.prefetchQuery(featureFlagsQueryOptions()),
          queryClient.prefetchQuery(subscriptionPlansQueryOptions()),
        ]);
        if (user?.companyId) await queryClient.prefetchQuery(companySubscriptionQueryOptions(user.companyId));
      }}
    >
      <SubscriptionScreen query={{ plan: first(params.plan), period: first(params.period) }} />
    </PrefetchBoundary>
  );
}
