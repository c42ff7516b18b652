"use client";

import { CircleCheck, Info } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { siteConfig } from "@/lib/site-config";
import type { SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";
import { useCompanySubscription } from "../api/get-company-subscription";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { useStartTrial } from "../api/start-trial";
import { PlanCard } from "./plan-card";

type SubscriptionPlansProps = {
  companyId: string;
  /** Only the owner (Admin) may start the trial; the API checks it too. */
  isOwner: boolean;
  /** The trial is running (the API has reissued the session cookie). */
  onTrialStarted: () => void | Promise<void>;
  /** The company already has a running plan: take the user into the portal. */
  onContinue: () => void | Promise<void>;
};

function salesChatUrl(plan: SubscriptionPlan): string {
  const url = new URL(siteConfig.supportChatUrl);
  url.searchParams.set("text", `Hello, I would like to subscribe to the ${plan.name} plan.`);
  return url.toString();
}

/** Spec 2.7's destination for a company without a usable subscription: the plans and the free trial. */
export function SubscriptionPlans({ companyId, isOwner, onTrialStarted, onContinue }: SubscriptionPlansProps) {
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

  if (running) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-green-200 bg-green-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-gray-900">
          <CircleCheck className="size-5 text-green-600" aria-hidden />
          Your company is on the {subscription.plan.name} plan
        </p>
        <Button size="lg" onClick={() => void leave(onContinue)} loading={leaving}>
          Continue to the portal
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
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
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            highlighted={plan.isTrial && trialAvailable}
            action={
              plan.isTrial ? (
                trialAvailable && isOwner ? (
                  <Button size="lg" className="w-full" onClick={() => void onStartTrial()} loading={startTrial.isPending || leaving}>
                    Start free trial
                  </Button>
                ) : (
                  <p className="text-center text-sm text-gray-600">
                    {trialAvailable ? "Your Admin can start it" : "Your company has used its trial"}
                  </p>
                )
              ) : (
                <Button asChild variant="secondary" size="lg" className="w-full">
                  <a href={salesChatUrl(plan)} target="_blank" rel="noopener noreferrer">
                    Talk to sales<span className="sr-only"> about {plan.name} (opens in a new tab)</span>
                  </a>
                </Button>
              )
            }
          />
        ))}
      </div>
    </div>
  );
}
