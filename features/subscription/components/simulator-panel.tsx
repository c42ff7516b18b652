"use client";

import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { formatRupiah } from "@/lib/format/currency";
import { formatDateTime } from "@/lib/format/date";
import { useHydrated } from "@/lib/use-hydrated";
import { useSimulatorOrder } from "../api/get-simulator-order";
import { useSettleSimulatorOrder } from "../api/settle-simulator-order";
import { paymentMethodName } from "@/server/modules/checkout/checkout-contract";
import { OrderStatusBadge } from "./order-status-badge";
import { PaymentInstructions } from "./payment-instructions";

const RESULT_TEXT = {
  paid: "Paid. The simulator has sent the payment notification; the checkout page shows it within a few seconds.",
  expired: "Expired. The simulator has told the portal that the time to pay ran out; nothing was charged.",
  failed: "Failed. Nothing was charged.",
  refunded: "Refunded.",
} as const;

/** The local payment simulator's page for one order: what the bank or e-wallet would show, and its two outcomes. */
export function SimulatorPanel({ orderNumber }: { orderNumber: string }) {
  const order = useSimulatorOrder(orderNumber);
  const settle = useSettleSimulatorOrder(orderNumber);
  const hydrated = useHydrated();
  if (order.isPending) return <Spinner label="Loading the order..." />;
  if (order.isError) return <FormErrorAlert error={order.error} />;
  const current = settle.data ?? order.data;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-gray-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">Order</dt>
          <dd className="font-mono font-medium text-gray-900">{current.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Status</dt>
          <dd>
            <OrderStatusBadge status={current.status} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Amount</dt>
          <dd className="text-xl font-semibold tabular-nums text-gray-900">{formatRupiah(current.grossAmountIdr)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Method</dt>
          <dd className="font-medium text-gray-900">{paymentMethodName(current.paymentMethod)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-600">Expires</dt>
          <dd className="font-medium text-gray-900">{formatDateTime(current.expiresAt, { withZoneLabel: true })}</dd>
        </div>
      </dl>
      <section className="rounded-2xl border border-gray-200 bg-white p-5">
        <PaymentInstructions instructions={{ ...current.instructions, simulatorUrl: null }} />
      </section>
      {current.status === "pending" ? (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => settle.mutate("pay")} loading={settle.isPending && settle.variables === "pay"} disabled={!hydrated || settle.isPending}>
            Pay
          </Button>
          <Button size="lg" variant="secondary" onClick={() => settle.mutate("expire")} loading={settle.isPending && settle.variables === "expire"} disabled={!hydrated || settle.isPending}>
            Let it expire
          </Button>
        </div>
      ) : (
        <p role="status" className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800">
          {RESULT_TEXT[current.status]}
        </p>
      )}
      {settle.error ? <FormErrorAlert error={settle.error} /> : null}
    </div>
  );
}
