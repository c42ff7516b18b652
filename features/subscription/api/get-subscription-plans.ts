import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { SubscriptionPlan, subscriptionPlanListSchema } from "@/server/modules/subscriptions/subscriptions-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/job-portal/subscription-plan: the plans on offer, in display order. */
export async function getSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  const { data } = await apiClient.get<{ result: z.output<typeof subscriptionPlanListSchema> }>("/v1/job-portal/subscription-plan");
  return data.result.docs;
}

export const subscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.plans(), queryFn: getSubscriptionPlans, staleTime: 10 * 60_000 });

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
