"use client";

import { Download, ReceiptText } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { formatRupiah } from "@/lib/format/currency";
import { formatDate } from "@/lib/format/date";
import { useCompanyOrders } from "../api/get-company-orders";
import { invoiceFileUrl } from "../api/invoice-file-url";
import { paymentMethodName } from "@/server/modules/checkout/checkout-contract";
import { orderItemLabel, orderPath } from "../lib/plan-price";
import { OrderStatusBadge } from "./order-status-badge";

/** Billing & Invoicing: the company's orders, newest first, each with its state and invoice number. */
export function BillingOrders({ companyId }: { companyId: string }) {
  const orders = useCompanyOrders(companyId);
  if (orders.isPending) return <Spinner label="Loading orders..." />;
  if (orders.isError) return <FormErrorAlert error={orders.error} />;
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title="No orders yet"
        action={
          <Link href="/settings/subscription" className="text-sm font-medium text-brand-700 hover:underline">
            See the plans
          </Link>
        }
      >
        When your company buys a plan, its orders and invoices appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Orders">
      {orders.data.map((order) => (
        <li key={order.id} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
              {orderItemLabel(order.quote)}
              <OrderStatusBadge status={order.status} />
            </p>
            <p className="mt-1 text-sm text-gray-600">
              {order.orderNumber} · {paymentMethodName(order.quote.paymentMethod)} · Ordered {formatDate(order.createdAt)}
              {order.paidAt ? ` · Paid ${formatDate(order.paidAt)}` : ""}
            </p>
            {order.invoiceNumber ? <p className="mt-1 text-sm text-gray-800">Invoice {order.invoiceNumber}</p> : null}
            {order.status === "refunded" && order.refundedAmountIdr !== null ? <p className="mt-1 text-sm text-blue-800">Refunded {formatRupiah(order.refundedAmountIdr)}</p> : null}
          </div>
          <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
            <p className="font-semibold tabular-nums text-gray-900">{formatRupiah(order.quote.totalIdr)}</p>
            {order.status === "pending" ? (
              <Link href={orderPath(order.id)} aria-label={`See how to pay order ${order.orderNumber}`} className="text-sm font-medium text-brand-700 hover:underline">
                See how to pay
              </Link>
            ) : null}
            {(order.status === "paid" || order.status === "refunded") && order.invoiceNumber ? (
              <a
                href={invoiceFileUrl(companyId, order.id)}
                download
                aria-label={`Download invoice ${order.invoiceNumber} (PDF)`}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                <Download className="size-4" aria-hidden />
                Download invoice
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
