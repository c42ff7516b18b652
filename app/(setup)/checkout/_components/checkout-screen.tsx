"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { usePaymentMethods } from "@/features/subscription/api/get-payment-methods";
import { useSubscriptionPlans } from "@/features/subscription/api/get-subscription-plans";
import { useBoostPacks } from "@/features/subscription/api/get-boost-packs";
import { CheckoutForm, type CheckoutItem } from "@/features/subscription/components/checkout-form";
import { orderPath, parseBillingPeriod } from "@/features/subscription/lib/plan-price";

export type CheckoutQuery = { plan?: string; period?: string; boostPack?: string };

/** Where a buyer goes back to: the plans, or Boost Job for a boost pack. */
const backTo = (query: CheckoutQuery) =>
  query.boostPack !== undefined ? { href: "/settings/job-boost", label: "Back to Boost Job", link: "See the boost packs" } : { href: "/subscription", label: "Back to the plans", link: "See the plans" };

function BackToPlans({ query, children }: { query: CheckoutQuery; children: React.ReactNode }) {
  const back = backTo(query);
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-gray-200 bg-white p-5 text-sm text-gray-800">
      <p>{children}</p>
      <Link href={back.href} className="font-medium text-brand-700 hover:underline">
        {back.link}
      </Link>
    </div>
  );
}

export function CheckoutScreen({ query }: { query: CheckoutQuery }) {
  const router = useRouter();
  const user = useCurrentUser();
  const plans = useSubscriptionPlans();
  const packs = useBoostPacks();
  const methods = usePaymentMethods();
  const buyingPack = query.boostPack !== undefined;
  const back = backTo(query);

  const item = (): CheckoutItem | null => {
    if (buyingPack) {
      const pack = packs.data?.find((candidate) => candidate.code === query.boostPack);
      return pack ? { pack } : null;
    }
    const plan = plans.data?.find((candidate) => candidate.code === query.plan && !candidate.isTrial && candidate.priceIdr > 0);
    return plan ? { plan, initialPeriod: parseBillingPeriod(query.period) ?? "monthly" } : null;
  };

  const content = () => {
    const catalogue = buyingPack ? packs : plans;
    if (user.isPending || catalogue.isPending || methods.isPending) return <Spinner label="Loading checkout..." />;
    const failure = user.error ?? catalogue.error ?? methods.error;
    if (failure) return <FormErrorAlert error={failure} />;
    const what = buyingPack ? "boosts" : "a plan";
    const companyId = user.data?.company?.id;
    if (!companyId) return <BackToPlans query={query}>Your account has no company to buy {what} for.</BackToPlans>;
    if (user.data?.role !== "owner") return <BackToPlans query={query}>Only your company&apos;s Admin can buy {what}. Ask them to.</BackToPlans>;
    const chosen = item();
    if (!chosen) return <BackToPlans query={query}>{buyingPack ? "Choose a boost pack first." : "Choose a plan first."}</BackToPlans>;
    return (
      <CheckoutForm
        companyId={companyId}
        item={chosen}
        methods={methods.data ?? []}
        onOrderPlaced={(order) => router.push(orderPath(order.id))}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href={back.href} className="text-sm font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">Checkout</h1>
      </div>
      {content()}
    </div>
  );
}
