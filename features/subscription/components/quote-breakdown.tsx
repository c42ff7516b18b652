import { formatRupiah } from "@/lib/format/currency";
import { formatDate } from "@/lib/format/date";
import type { CheckoutQuote } from "@/server/modules/checkout/checkout-schemas";
import { orderItemLabel } from "../lib/plan-price";

function Row({ label, amount, negative }: { label: string; amount: number; negative?: boolean }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-gray-700">{label}</dt>
      <dd className="tabular-nums text-gray-900">{negative ? `- ${formatRupiah(amount)}` : formatRupiah(amount)}</dd>
    </div>
  );
}

/** The price breakdown of a quote or an order: subtotal, credit, discount, PPN, fee and total. */
export function QuoteBreakdown({ quote, methodName }: { quote: CheckoutQuote; methodName?: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">
        {orderItemLabel(quote)}
        {quote.startsAt && quote.endsAt ? ` · ${formatDate(quote.startsAt)} – ${formatDate(quote.endsAt)}` : null}
      </p>
      <dl className="flex flex-col gap-2">
        <Row label="Subtotal" amount={quote.subtotalIdr} />
        {quote.prorationCreditIdr > 0 ? <Row label="Credit for the unused part of your current plan" amount={quote.prorationCreditIdr} negative /> : null}
        {quote.discountIdr > 0 ? <Row label={`Discount${quote.promoCode ? ` (${quote.promoCode})` : ""}`} amount={quote.discountIdr} negative /> : null}
        <Row label={`PPN (${quote.vatRatePercent.toLocaleString("id-ID")}%)`} amount={quote.vatIdr} />
        <Row label={`Payment fee${methodName ? ` (${methodName})` : ""}`} amount={quote.feeIdr} />
        <div className="mt-1 flex justify-between gap-3 border-t border-gray-200 pt-3 text-base font-semibold">
          <dt className="text-gray-900">Total</dt>
          <dd className="tabular-nums text-gray-900">{formatRupiah(quote.totalIdr)}</dd>
        </div>
      </dl>
    </div>
  );
}
