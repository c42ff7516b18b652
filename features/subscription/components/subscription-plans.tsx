"use client";

import { Info } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import type { BillingPeriod } from "@/server/modules/checkout/checkout-schemas";
import { useCompanySubscription } from "../api/get-company-subscription";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { useStartTrial } from "../api/start-trial";
import { CurrentPlanSummary } from "./current-plan-summary";
import { PlanCard } from "./plan-card";
import { PlanChoices, upgradeChoices } from "./plan-choices";

type SubscriptionPlansProps = {
  companyId: string;
  /** Only the owner (Admin) may start the trial or buy a plan; the API checks it too. */
  isOwner: boolean;
  /** The trial is running (the API has reissued the session cookie). */
  onTrialStarted: () => void | Promise<void>;
  /** The company already has a running plan: take the user into the portal. */
  onContinue: () => void | Promise<void>;
  /** From ?plan=&period= when the new-subscription query parameters flag is on. */
  preselected?: { planCode?: string; period?: BillingPeriod };
};

/**
 * Spec 2.7's destination for a company without a usable subscription: the free trial and the paid
 * plans. A company whose plan is running comes here to upgrade: it sees its plan and usage first.
 */
export function SubscriptionPlans({ companyId, isOwner, onTrialStarted, onContinue, preselected }: SubscriptionPlansProps) {
  const plans = useSubscriptionPlans();
  const state = useCompanySubscription(companyId);
  const startTrial = useStartTrial(companyId);
  const [leaving, setLeaving] = useState(false);

  if (plans.isPending || state.isPending) return <Spinner label="Loading plans..." />;
  if (plans.isError || state.isError) return <FormErrorAlert error={plans.error ?? state.error} />;

  const { subscription, needUpgradePlan, trialAvailable } = state.data;
  const running = subscription !== null && subscription.status !== "expired" && !needUpgradePlan;

  const leave = async (next: () => void | Promise<void>) => {
    setLeaving(true);
    try {
      await next();
    } catch {
      setLeaving(false);
    }
  };

  const onStartTrial = async () => {
    try {
      await startTrial.mutateAsync();
    } catch {
      return; // shown below from startTrial.error
    }
    await leave(onTrialStarted);
  };

  const trialPlan = plans.data.find((plan) => plan.isTrial);
  const choices = upgradeChoices(plans.data, running ? subscription.plan : null);

  return (
    <div className="flex flex-col gap-5">
      {running ? (
        <CurrentPlanSummary state={state.data}>
          <Button size="lg" onClick={() => void leave(onContinue)} loading={leaving}>
            Continue to the portal
          </Button>
        </CurrentPlanSummary>
      ) : null}
      {subscription && needUpgradePlan ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-gray-800">
          Your {subscription.plan.name} plan has ended or is over its limits. Choose a plan to keep hiring.
        </p>
      ) : null}
      {!isOwner ? (
        <p role="note" className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-gray-800">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          Only your company&apos;s Admin can start the free trial or choose a plan. Ask them to do it; you can continue
          here once it is running.
        </p>
      ) : null}
      {startTrial.error ? <FormErrorAlert error={startTrial.error} /> : null}
      {running && choices.length > 0 ? <h2 className="text-lg font-semibold text-gray-900">Upgrade your plan</h2> : null}
      {running && choices.length === 0 ? <p className="text-sm text-gray-700">Your company is on the largest plan.</p> : null}
      <PlanChoices
        plans={choices}
        isOwner={isOwner}
        initialPeriod={preselected?.period}
        preselectedPlanCode={preselected?.planCode}
        leading={
          // The trial is offered only to a company that has no running plan.
          trialPlan && !running ? (
            <PlanCard
              plan={trialPlan}
              highlighted={trialAvailable && !preselected?.planCode}
              action={
                trialAvailable && isOwner ? (
                  <Button size="lg" className="w-full" onClick={() => void onStartTrial()} loading={startTrial.isPending || leaving}>
                    Start free trial
                  </Button>
                ) : (
                  <p className="text-center text-sm text-gray-600">{trialAvailable ? "Your Admin can start it" : "Your company has used its trial"}</p>
                )
              }
            />
          ) : null
        }
      />
    </div>
  );
}
