import type { Metadata } from "next";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { boostPacksQueryOptions } from "@/features/subscription/api/get-boost-packs";
import { paymentMethodsQueryOptions } from "@/features/subscription/api/get-payment-methods";
import { subscriptionPlansQueryOptions } from "@/features/subscription/api/get-subscription-plans";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { CheckoutScreen } from "./_components/checkout-screen";

export const metadata: Metadata = { title: "Checkout" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /checkout?plan=&period= (spec 2.2): open even when the plan has expired (spec 2.7).
 * /checkout?boostPack= buys a pack of job boosts (Settings, Boost Job).
 */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        Promise.all([
          queryClient.prefetchQuery(currentUserQueryOptions()),
          params.boostPack === undefined ? queryClient.prefetchQuery(subscriptionPlansQueryOptions()) : queryClient.prefetchQuery(boostPacksQueryOptions()),
          queryClient.prefetchQuery(paymentMethodsQueryOptions()),
        ])
      }
    >
      <CheckoutScreen query={{ plan: first(params.plan), period: first(params.period), boostPack: first(params.boostPack) }} />
    </PrefetchBoundary>
  );
}
