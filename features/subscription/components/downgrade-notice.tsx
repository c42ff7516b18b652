import { formatDate } from "@/lib/format/date";
import type { CheckoutQuote } from "@/server/modules/checkout/checkout-schemas";

/** Before paying for a cheaper plan: when it starts, and how many published job posts would close. */
export function DowngradeNotice({ quote }: { quote: CheckoutQuote }) {
  const over = quote.jobsOverQuota ?? 0;
  return (
    <div className="mb-2 flex flex-col gap-1 text-sm text-gray-700">
      <p>
        Your plan changes to {quote.planName} on {formatDate(quote.startsAt ?? "")}; until then you keep your current plan.
      </p>
      {over > 0 ? (
        <p role="alert" className="font-medium text-amber-800">
          {over} published job post{over === 1 ? "" : "s"} will be closed on that day: {quote.planName} publishes fewer. The most recently published stay open.
        </p>
      ) : null}
    </div>
  );
}
