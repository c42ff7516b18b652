"use client";

import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { formatDate } from "@/lib/format/date";
import type { CompanySubscription } from "@/server/modules/subscriptions/subscriptions-schemas";
import { useChangePeriodEnd } from "../api/cancel-subscription";

/**
 * What happens when the paid period ends: it ends (cancelled, with the undo), it changes to a
 * cheaper plan already paid, it continues on a paid renewal, or it may be cancelled by the owner.
 */
export function PeriodEndStatus({ subscription, isOwner }: { subscription: CompanySubscription; isOwner: boolean }) {
  const change = useChangePeriodEnd(subscription.companyId);
  if (subscription.kind !== "paid" || subscription.status === "expired") return null;
  const { nextPeriod } = subscription;
  let message: string;
  let action: { label: string; change: "cancel" | "resume" } | null = null;
  if (nextPeriod && nextPeriod.planCode !== subscription.plan.code) {
    message = `Changes to ${nextPeriod.planName} on ${formatDate(nextPeriod.startsAt)}`;
  } else if (nextPeriod) {
    message = `Renewal paid: continues until ${formatDate(nextPeriod.endsAt)}`;
  } else if (subscription.cancelAtPeriodEnd) {
    message = `Ends on ${formatDate(subscription.endsAt)}`;
    action = { label: "Undo cancellation", change: "resume" };
  } else {
    message = `Renew before ${formatDate(subscription.endsAt)} to keep your plan`;
    action = { label: "Cancel at period end", change: "cancel" };
  }
  return (
    <section aria-label="End of the period" className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-gray-900" role="status">
          {message}
        </p>
        {action && isOwner ? (
          <Button type="button" variant="secondary" loading={change.isPending} onClick={() => change.mutate(action.change)}>
            {action.label}
          </Button>
        ) : null}
      </div>
      {subscription.cancelAtPeriodEnd && !nextPeriod ? (
        <p className="text-sm text-gray-600">After that date your team is sent to Subscription until a plan is bought again.</p>
      ) : null}
      {change.error ? <FormErrorAlert error={change.error} /> : null}
    </section>
  );
}
