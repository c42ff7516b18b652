"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import type { BillingPeriod } from "@/server/modules/checkout/checkout-schemas";
import type { SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";
import { bestYearlySavingPercent, checkoutPath, periodFor } from "../lib/plan-price";
import { BillingPeriodSwitch } from "./billing-period-switch";
import { PlanCard } from "./plan-card";

type PlanChoicesProps = {
  /** The paid plans on offer (the caller leaves out the trial, the current plan and cheaper ones). */
  plans: SubscriptionPlan[];
  /** Only the owner buys; the API refuses anyone else too. */
  isOwner: boolean;
  initialPeriod?: BillingPeriod;
  /** A plan chosen before arriving (the new-subscription query parameters). */
  preselectedPlanCode?: string;
  /** Cards shown before the paid ones in the same grid (the free trial). */
  leading?: React.ReactNode;
};

/** The paid plans with the Monthly/Yearly switch, each leading to checkout for the owner. */
export function PlanChoices({ plans, isOwner, initialPeriod = "monthly", preselectedPlanCode, leading }: PlanChoicesProps) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  return (
    <div className="flex flex-col gap-4">
      <BillingPeriodSwitch value={period} onChange={setPeriod} yearlySavingPercent={bestYearlySavingPercent(plans)} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {leading}
        {plans.map((plan) => {
          const preselected = plan.code === preselectedPlanCode;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              highlighted={preselected}
              badge={preselected ? "Your choice" : undefined}
              action={
                isOwner ? (
                  <Link className={buttonClassName({ variant: preselected ? "primary" : "secondary", size: "lg", className: "w-full" })} href={checkoutPath(plan.code, periodFor(plan, period))} aria-label={`Choose plan ${plan.name}`}>
                    Choose plan
                  </Link>
                ) : (
                  <p className="text-center text-sm text-gray-600">Your Admin can choose it</p>
                )
              }
            />
          );
        })}
      </div>
    </div>
  );
}

/** Plans a company can move to: paid, not the current one, and not cheaper (downgrades wait for the period's end). */
export function upgradeChoices(plans: SubscriptionPlan[], current: SubscriptionPlan | null): SubscriptionPlan[] {
  return plans.filter((plan) => !plan.isTrial && plan.priceIdr > 0 && (!current || current.isTrial || (plan.code !== current.code && plan.priceIdr > current.priceIdr)));
}

/** Paid plans cheaper than the current paid one: bought now, they start when its period ends. */
export function downgradeChoices(plans: SubscriptionPlan[], current: SubscriptionPlan): SubscriptionPlan[] {
  return plans.filter((plan) => !plan.isTrial && plan.priceIdr > 0 && plan.priceIdr < current.priceIdr);
}
