"use client";

import { CircleCheck, CircleX, Download, ExternalLink } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { formatRupiah } from "@/lib/format/currency";
import { formatDate, formatDateTime } from "@/lib/format/date";
import type { PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import { useCompanyOrder } from "../api/get-company-order";
import { invoiceFileUrl } from "../api/invoice-file-url";
import { paymentMethodName } from "@/server/modules/checkout/checkout-contract";
import { orderItemLabel, retryCheckoutPath } from "../lib/plan-price";
import { Countdown } from "./countdown";
import { OrderStatusBadge } from "./order-status-badge";
import { PaymentInstructions } from "./payment-instructions";

type OrderStatusViewProps = {
  companyId: string;
  orderId: string;
  /** The order is paid: renew the session (its claims carry the plan) and enter the portal. */
  onEnterPortal: () => Promise<void>;
};

function Pending({ order }: { order: PaymentOrder }) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Waiting for your payment</h1>
        <p className="mt-1 text-sm text-gray-600">This page updates by itself once the payment arrives.</p>
      </div>
      <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-gray-200 bg-white p-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-600">Amount to pay</dt>
          <dd className="text-xl font-semibold tabular-nums text-gray-900">{formatRupiah(order.quote.totalIdr)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Pay before</dt>
          <dd className="font-medium text-gray-900">{formatDateTime(order.expiresAt, { withZoneLabel: true })}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Time left</dt>
          <dd className="font-medium text-gray-900">
            <Countdown until={order.expiresAt} />
          </dd>
        </div>
      </dl>
      <section aria-labelledby="how-to-pay-heading" className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5">
        <h2 id="how-to-pay-heading" className="text-base font-semibold text-gray-900">
          How to pay with {paymentMethodName(order.quote.paymentMethod)}
        </h2>
        {order.instructions ? <PaymentInstructions instructions={order.instructions} /> : <p className="text-sm text-gray-700">The payment instructions are on their way.</p>}
        {order.instructions?.simulatorUrl ? (
          <div className="rounded-lg border border-dashed border-brand-300 bg-brand-50 p-3 text-sm text-gray-800">
            <p>This portal runs with the local payment simulator, so no real money moves.</p>
            <a href={order.instructions.simulatorUrl} target="_blank" rel="noopener" className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Open the payment simulator
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </section>
      <p className="text-sm text-gray-600">
        Order {order.orderNumber} · {orderItemLabel(order.quote)}
      </p>
    </div>
  );
}

function Paid({ order, onEnterPortal }: { order: PaymentOrder; onEnterPortal: () => Promise<void> }) {
  const invoice = order.invoiceNumber;
  const [entering, setEntering] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const enter = async () => {
    setEntering(true);
    setError(null);
    try {
      await onEnterPortal();
    } catch (caught) {
      setError(caught);
      setEntering(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-green-200 bg-green-50 p-6">
      <CircleCheck className="size-10 text-green-600" aria-hidden />
      <h1 className="text-2xl font-semibold text-gray-900">Payment received</h1>
      <p className="text-sm text-gray-800">
        {order.quote.boostPack
          ? `${order.quote.boostPack.boosts} job ${order.quote.boostPack.boosts === 1 ? "boost was" : "boosts were"} added to your company.`
          : `Your ${order.quote.planName} plan is active until ${formatDate(order.quote.endsAt ?? "")}.`}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Invoice number</dt>
        <dd className="font-medium text-gray-900">{order.invoiceNumber ?? "Being issued"}</dd>
        <dt className="text-gray-600">Amount paid</dt>
        <dd className="font-medium tabular-nums text-gray-900">{formatRupiah(order.quote.totalIdr)}</dd>
        {order.paidAt ? (
          <>
            <dt className="text-gray-600">Paid on</dt>
            <dd className="font-medium text-gray-900">{formatDateTime(order.paidAt, { withZoneLabel: true })}</dd>
          </>
        ) : null}
      </dl>
      {error ? <FormErrorAlert error={error} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        {order.quote.boostPack ? (
          <Link className={buttonClassName({ size: "lg" })} href="/settings/job-boost">
            Boost a job
          </Link>
        ) : (
          <Button size="lg" onClick={() => void enter()} loading={entering}>
            Go to the portal
          </Button>
        )}
        {invoice ? (
          <a href={invoiceFileUrl(order.companyId, order.id)} download className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <Download className="size-4" aria-hidden />
            Download invoice (PDF)
          </a>
        ) : null}
      </div>
    </div>
  );
}

const ENDED_TEXT = {
  expired: { title: "This order expired", body: "The time to pay ran out. Nothing was charged." },
  failed: { title: "The payment failed", body: "The payment did not go through. Nothing was charged." },
  refunded: { title: "This order was refunded", body: "The payment has been returned." },
} as const;

function Ended({ order }: { order: PaymentOrder & { status: keyof typeof ENDED_TEXT } }) {
  const text = ENDED_TEXT[order.status];
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-gray-200 bg-white p-6">
      <CircleX className="size-10 text-gray-500" aria-hidden />
      <h1 className="text-2xl font-semibold text-gray-900">{text.title}</h1>
      <p className="text-sm text-gray-800">{text.body}</p>
      <div className="flex flex-wrap gap-3">
        <Link className={buttonClassName({ size: "lg" })} href={retryCheckoutPath(order.quote)}>Try again</Link>
        {order.quote.boostPack ? null : (
          <Link className={buttonClassName({ variant: "secondary", size: "lg" })} href="/subscription">Choose another plan</Link>
        )}
      </div>
    </div>
  );
}

/** /checkout/[orderId]: how to pay while pending (polled every 3 s), then the outcome. */
export function OrderStatusView({ companyId, orderId, onEnterPortal }: OrderStatusViewProps) {
  const order = useCompanyOrder(companyId, orderId);
  if (order.isPending) return <Spinner label="Loading the order..." />;
  if (order.isError) return <FormErrorAlert error={order.error} />;
  const current = order.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-gray-600">
        Order status <OrderStatusBadge status={current.status} />
      </p>
      {current.status === "pending" ? <Pending order={current} /> : null}
      {current.status === "paid" ? <Paid order={current} onEnterPortal={onEnterPortal} /> : null}
      {current.status === "expired" || current.status === "failed" || current.status === "refunded" ? <Ended order={{ ...current, status: current.status }} /> : null}
    </div>
  );
}
