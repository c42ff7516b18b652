"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { refreshSession } from "@/features/auth/api/refresh-session";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { enterAfterSessionChange } from "@/features/auth/lib/enter-after-session-change";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { JoinRequestPending } from "@/features/onboarding/components/join-request-pending";
import { InactiveCompanyNotice } from "@/features/subscription/components/inactive-company-notice";
import { SubscriptionPlans } from "@/features/subscription/components/subscription-plans";
import { parseBillingPeriod } from "@/features/subscription/lib/plan-price";

export type SubscriptionQuery = { plan?: string; period?: string };

export function SubscriptionScreen({ query }: { query: SubscriptionQuery }) {
  const user = useCurrentUser();
  const { state: flags } = useFeatureFlags();
  // The session cookie now carries the plan; the route guard lets the user in.
  const enterPortal = () => enterAfterSessionChange("/");
  // Spec 6: the plan and period in the address preselect only with the new query parameters.
  const preselected = flags.flags["new-subscription-query-params"] ? { planCode: query.plan, period: parseBillingPeriod(query.period) } : undefined;

  const company = user.data?.company;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Choose a plan</h1>
        <p className="mt-1.5 text-sm text-gray-600">
          {company ? `Start hiring with ${company.name}: begin with the free trial, or pick a plan.` : "Start hiring with a plan for your company."}
        </p>
      </div>
      {user.isPending ? <Spinner /> : null}
      {user.isError ? <FormErrorAlert error={user.error} /> : null}
      {user.data?.joinRequest ? (
        <JoinRequestPending companyName={user.data.joinRequest.companyName} requestedAt={user.data.joinRequest.requestedAt} />
      ) : null}
      {company && (!company.isActive || company.deletedAt) ? <InactiveCompanyNotice companyName={company.name} /> : null}
      {company && company.isActive && !company.deletedAt ? (
        <SubscriptionPlans
          companyId={company.id}
          isOwner={user.data?.role === "owner"}
          preselected={preselected}
          onTrialStarted={enterPortal}
          // Someone else started the plan: renew the session so the route guards see it.
          onContinue={async () => {
            await refreshSession();
            await enterPortal();
          }}
        />
      ) : null}
    </div>
  );
}
