import { cn } from "@/lib/cn";
import type { OrderStatus } from "@/server/modules/checkout/checkout-schemas";

const STYLES: Record<OrderStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  paid: { label: "Paid", className: "bg-green-50 text-green-800 ring-green-200" },
  expired: { label: "Expired", className: "bg-gray-100 text-gray-700 ring-gray-200" },
  failed: { label: "Failed", className: "bg-red-50 text-red-800 ring-red-200" },
  refunded: { label: "Refunded", className: "bg-blue-50 text-blue-800 ring-blue-200" },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, className } = STYLES[status];
  return <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", className)}>{label}</span>;
}
