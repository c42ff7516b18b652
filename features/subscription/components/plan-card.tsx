import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatRupiah } from "@/lib/format/currency";
import type { SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";

const quota = (value: number | null, noun: string) => (value === null ? `Unlimited ${noun}` : `${value.toLocaleString("id-ID")} ${noun}`);

/** One plan: name, price in rupiah without decimals, period and quotas; `action` is its button. */
export function PlanCard({ plan, highlighted, action }: { plan: SubscriptionPlan; highlighted?: boolean; action: React.ReactNode }) {
  const headingId = `plan-${plan.code}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn("flex flex-col rounded-2xl border bg-white p-5", highlighted ? "border-brand-600 ring-2 ring-brand-100" : "border-gray-200")}
    >
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {plan.name}
      </h3>
      <p className="mt-2">
        <span className="text-2xl font-bold text-gray-900">{plan.priceIdr === 0 ? "Free" : formatRupiah(plan.priceIdr)}</span>
        <span className="text-sm text-gray-600"> / {plan.durationDays} days</span>
      </p>
      <p className="mt-2 text-sm text-gray-600">{plan.description}</p>
      <ul className="mt-4 flex flex-col gap-2 text-sm text-gray-800">
        {[quota(plan.jobPostQuota, "job posts"), quota(plan.memberQuota, "team members"), quota(plan.talentContactQuota, "talent contacts")].map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-5">{action}</div>
    </article>
  );
}
