"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { BillingDetailsSection } from "@/features/subscription/components/billing-details-section";
import { BillingOrders } from "@/features/subscription/components/billing-orders";

export function BillingScreen() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  if (user.isError) return <FormErrorAlert error={user.error} />;
  const companyId = user.data.company?.id;
  if (!companyId) return <p className="text-sm text-gray-700">Your account has no company.</p>;
  return (
    <>
      <BillingDetailsSection companyId={companyId} />
      <h2 className="mb-3 text-lg font-semibold text-gray-900">Orders and invoices</h2>
      <BillingOrders companyId={companyId} />
    </>
  );
}
