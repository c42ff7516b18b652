import { formatDate } from "@/lib/format/date";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import { periodOfSubscription } from "../lib/plan-price";
import { UsageBars } from "./usage-bars";

const STATUS_LABEL = { trial: "Free trial", active: "Active", expired: "Expired" } as const;

/** The company's plan, its period and dates, and usage against each quota. */
export function CurrentPlanSummary({ state, children }: { state: CompanySubscriptionState; children?: React.ReactNode }) {
  const { subscription, subscriptionUsage } = state;
  if (!subscription) {
    return <p className="rounded-2xl border border-gray-200 bg-white p-5 text-sm text-gray-700">Your company has no plan yet.</p>;
  }
  const period = subscription.kind === "trial" ? null : periodOfSubscription(subscription.startsAt, subscription.endsAt);
  return (
    <section aria-labelledby="current-plan-heading" className="flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">Current plan</p>
          <h2 id="current-plan-heading" className="text-xl font-semibold text-gray-900">
            {subscription.plan.name}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {STATUS_LABEL[subscription.status]}
            {period ? ` · ${period === "yearly" ? "Yearly" : "Monthly"}` : ""} · {formatDate(subscription.startsAt)} – {formatDate(subscription.endsAt)}
          </p>
        </div>
        {children}
      </div>
      {subscriptionUsage ? <UsageBars usage={subscriptionUsage} /> : null}
    </section>
  );
}
