import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { subscriptionPlanListSchema, type SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/job-portal/subscription-plan: the plans on offer, in display order. */
export async function getSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  const { data } = await apiClient.get<{ result: unknown }>("/v1/job-portal/subscription-plan");
  return subscriptionPlanListSchema.parse(data.result).docs;
}

export const subscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.plans(), queryFn: getSubscriptionPlans, staleTime: 10 * 60_000 });

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
