import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatRupiah } from "@/lib/format/currency";
import type { BillingPeriod } from "@/server/modules/checkout/checkout-schemas";
import type { SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";
import { periodFor, priceFor, yearlySaving } from "../lib/plan-price";

const quota = (value: number | null, noun: string) => (value === null ? `Unlimited ${noun}` : `${value.toLocaleString("id-ID")} ${noun}`);

function planLines(plan: SubscriptionPlan): string[] {
  const lines = [quota(plan.jobPostQuota, "job posts"), quota(plan.memberQuota, "team members"), quota(plan.talentContactQuota, "talent contacts")];
  if (plan.boostQuota > 0) lines.push(`${plan.boostQuota.toLocaleString("id-ID")} job boosts a month`);
  if (plan.features.aiAnalyzer) lines.push("AI candidate analyzer");
  if (plan.features.talentDatabase) lines.push("Talent database");
  if (plan.features.jobIntegration) lines.push("Job integration");
  return lines;
}

function Price({ plan, period }: { plan: SubscriptionPlan; period: BillingPeriod }) {
  if (plan.isTrial || plan.priceIdr === 0) {
    return (
      <p className="mt-2">
        <span className="text-2xl font-bold text-gray-900">Free</span>
        <span className="text-sm text-gray-600"> / {plan.durationDays} days</span>
      </p>
    );
  }
  const effective = periodFor(plan, period);
  const saving = effective === "yearly" ? yearlySaving(plan) : null;
  return (
    <div className="mt-2">
      <p>
        <span className="text-2xl font-bold text-gray-900">{formatRupiah(priceFor(plan, effective))}</span>
        <span className="text-sm text-gray-600"> / {effective === "yearly" ? "year" : "month"}</span>
      </p>
      {saving ? (
        <p className="mt-1 text-sm font-medium text-green-700">
          Save {formatRupiah(saving.amountIdr)} ({saving.percent}%) against paying monthly
        </p>
      ) : null}
      {period === "yearly" && effective === "monthly" ? <p className="mt-1 text-sm text-gray-600">Sold monthly only</p> : null}
    </div>
  );
}

/** One plan: name, price in rupiah without decimals for the chosen period, quotas and features; `action` is its button. */
export function PlanCard({
  plan,
  period = "monthly",
  highlighted,
  badge,
  action,
}: {
  plan: SubscriptionPlan;
  period?: BillingPeriod;
  highlighted?: boolean;
  /** A short label above the name ("Current plan", "Your choice"). */
  badge?: string;
  action: React.ReactNode;
}) {
  const headingId = `plan-${plan.code}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn("flex flex-col rounded-2xl border bg-white p-5", highlighted ? "border-brand-600 ring-2 ring-brand-100" : "border-gray-200")}
    >
      {badge ? <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{badge}</p> : null}
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {plan.name}
      </h3>
      <Price plan={plan} period={period} />
      <p className="mt-2 text-sm text-gray-600">{plan.description}</p>
      <ul className="mt-4 flex flex-col gap-2 text-sm text-gray-800">
        {planLines(plan).map((line) => (
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
