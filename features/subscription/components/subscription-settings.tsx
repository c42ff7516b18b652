"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCompanySubscription } from "../api/get-company-subscription";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { CurrentPlanSummary } from "./current-plan-summary";
import { PlanChoices, upgradeChoices } from "./plan-choices";

/** Settings, Subscription: the plan, its period, usage against quotas, and the plans to move up to. */
export function SubscriptionSettings({ companyId, isOwner }: { companyId: string; isOwner: boolean }) {
  const plans = useSubscriptionPlans();
  const state = useCompanySubscription(companyId);
  if (plans.isPending || state.isPending) return <Spinner label="Loading your plan..." />;
  if (plans.isError || state.isError) return <FormErrorAlert error={plans.error ?? state.error} />;
  const { subscription, needUpgradePlan } = state.data;
  const running = subscription !== null && subscription.status !== "expired" && !needUpgradePlan;
  const choices = upgradeChoices(plans.data, running ? subscription.plan : null);
  return (
    <div className="flex flex-col gap-6">
      <CurrentPlanSummary state={state.data} />
      <section aria-labelledby="upgrade-heading" className="flex flex-col gap-3">
        <h2 id="upgrade-heading" className="text-lg font-semibold text-gray-900">
          {running ? "Upgrade your plan" : "Choose a plan"}
        </h2>
        {choices.length === 0 ? <p className="text-sm text-gray-700">Your company is on the largest plan.</p> : <PlanChoices plans={choices} isOwner={isOwner} />}
      </section>
    </div>
  );
}
