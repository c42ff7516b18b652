import type { Metadata } from "next";
import { HeaderBack } from "@/components/layout/header-back";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { billingDetailsQueryOptions } from "@/features/subscription/api/get-billing-details";
import { companyOrdersQueryOptions } from "@/features/subscription/api/get-company-orders";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { BillingScreen } from "./_components/billing-screen";

export const metadata: Metadata = { title: "Billing & Invoicing" };

/** Settings, Billing & Invoicing (spec 2.3): the company's billing details, its orders and their invoices. */
export default function BillingPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to Settings" href="/settings" />
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Billing &amp; Invoicing</h1>
      <PrefetchBoundary
        prefetch={async (queryClient) => {
          const user = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null);
          if (user?.companyId) {
            await Promise.all([queryClient.prefetchQuery(companyOrdersQueryOptions(user.companyId)), queryClient.prefetchQuery(billingDetailsQueryOptions(user.companyId))]);
          }
        }}
      >
        <BillingScreen />
      </PrefetchBoundary>
    </div>
  );
}
