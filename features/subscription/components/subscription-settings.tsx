"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCompanySubscription } from "../api/get-company-subscription";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { CurrentPlanSummary } from "./current-plan-summary";
import { formatDate } from "@/lib/format/date";
import { PeriodEndStatus } from "./period-end-status";
import { downgradeChoices, PlanChoices, upgradeChoices } from "./plan-choices";

/**
 * Settings, Subscription: the plan, its period and what happens at its end (cancel, undo, a paid
 * change), usage against quotas, the plans to move up to and, on a paid plan, the cheaper ones.
 */
export function SubscriptionSettings({ companyId, isOwner }: { companyId: string; isOwner: boolean }) {
  const plans = useSubscriptionPlans();
  const state = useCompanySubscription(companyId);
  if (plans.isPending || state.isPending) return <Spinner label="Loading your plan..." />;
  if (plans.isError || state.isError) return <FormErrorAlert error={plans.error ?? state.error} />;
  const { subscription, needUpgradePlan } = state.data;
  const running = subscription !== null && subscription.status !== "expired" && !needUpgradePlan;
  const choices = upgradeChoices(plans.data, running ? subscription.plan : null);
  // A cheaper plan is bought for the next period, after the last one already paid.
  const cheaper = running && subscription.kind === "paid" && !subscription.nextPeriod ? downgradeChoices(plans.data, subscription.plan) : [];
  return (
    <div className="flex flex-col gap-6">
      <CurrentPlanSummary state={state.data} />
      {subscription ? <PeriodEndStatus subscription={subscription} isOwner={isOwner} /> : null}
      <section aria-labelledby="upgrade-heading" className="flex flex-col gap-3">
        <h2 id="upgrade-heading" className="text-lg font-semibold text-gray-900">
          {running ? "Upgrade your plan" : "Choose a plan"}
        </h2>
        {choices.length === 0 ? <p className="text-sm text-gray-700">Your company is on the largest plan.</p> : <PlanChoices plans={choices} isOwner={isOwner} />}
      </section>
      {cheaper.length > 0 ? (
        <section aria-labelledby="downgrade-heading" className="flex flex-col gap-3">
          <h2 id="downgrade-heading" className="text-lg font-semibold text-gray-900">
            Move to a cheaper plan
          </h2>
          <p className="text-sm text-gray-700">It starts when your current period ends, on {formatDate(subscription!.endsAt)}; checkout tells you first if job posts would close.</p>
          <PlanChoices plans={cheaper} isOwner={isOwner} />
        </section>
      ) : null}
    </div>
  );
}
