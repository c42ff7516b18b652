"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { refreshSession } from "@/features/auth/api/refresh-session";
import { enterAfterSessionChange } from "@/features/auth/lib/enter-after-session-change";
import { OrderStatusView } from "@/features/subscription/components/order-status-view";

export function OrderScreen({ orderId }: { orderId: string }) {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  if (user.isError) return <FormErrorAlert error={user.error} />;
  const companyId = user.data.company?.id;
  if (!companyId) return <p className="text-sm text-gray-700">Your account has no company.</p>;
  return (
    <OrderStatusView
      companyId={companyId}
      orderId={orderId}
      // The new plan is in the database; the session cookie's claims catch up, then the guards let the user in.
      onEnterPortal={async () => {
        await refreshSession();
        enterAfterSessionChange("/");
      }}
    />
  );
}
