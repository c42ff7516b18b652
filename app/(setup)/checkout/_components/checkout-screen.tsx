"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { usePaymentMethods } from "@/features/subscription/api/get-payment-methods";
import { useSubscriptionPlans } from "@/features/subscription/api/get-subscription-plans";
import { CheckoutForm } from "@/features/subscription/components/checkout-form";
import { orderPath, parseBillingPeriod } from "@/features/subscription/lib/plan-price";

export type CheckoutQuery = { plan?: string; period?: string };

function BackToPlans({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-gray-200 bg-white p-5 text-sm text-gray-800">
      <p>{children}</p>
      <Link href="/subscription" className="font-medium text-brand-700 hover:underline">
        See the plans
      </Link>
    </div>
  );
}

export function CheckoutScreen({ query }: { query: CheckoutQuery }) {
  const router = useRouter();
  const user = useCurrentUser();
  const plans = useSubscriptionPlans();
  const methods = usePaymentMethods();

  const content = () => {
    if (user.isPending || plans.isPending || methods.isPending) return <Spinner label="Loading checkout..." />;
    const failure = user.error ?? plans.error ?? methods.error;
    if (failure) return <FormErrorAlert error={failure} />;
    const companyId = user.data?.company?.id;
    if (!companyId) return <BackToPlans>Your account has no company to buy a plan for.</BackToPlans>;
    if (user.data?.role !== "owner") return <BackToPlans>Only your company&apos;s Admin can buy a plan. Ask them to choose one.</BackToPlans>;
    const plan = plans.data?.find((candidate) => candidate.code === query.plan && !candidate.isTrial && candidate.priceIdr > 0);
    if (!plan) return <BackToPlans>Choose a plan first.</BackToPlans>;
    return (
      <CheckoutForm
        companyId={companyId}
        plan={plan}
        initialPeriod={parseBillingPeriod(query.period) ?? "monthly"}
        methods={methods.data ?? []}
        onOrderPlaced={(order) => router.push(orderPath(order.id))}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/subscription" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to the plans
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">Checkout</h1>
      </div>
      {content()}
    </div>
  );
}
