import type { Metadata } from "next";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { companyOrderQueryOptions } from "@/features/subscription/api/get-company-order";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../_lib/prefetch-or-not-found";
import { OrderScreen } from "./_components/order-screen";

export const metadata: Metadata = { title: "Your order" };

/** /checkout/[orderId]: how to pay a pending order, and its outcome. */
export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const user = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null);
        if (user?.companyId) await prefetchOrNotFound(queryClient, companyOrderQueryOptions(user.companyId, orderId));
      }}
    >
      <OrderScreen orderId={orderId} />
    </PrefetchBoundary>
  );
}
