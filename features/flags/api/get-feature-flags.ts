import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import {
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlagValues,
  type MaintenanceSettings,
} from "@/server/modules/feature-flags/feature-flags-contract";
import { flagKeys } from "./flag-keys";

export type FeatureFlagsState = { flags: FeatureFlagValues; maintenance: MaintenanceSettings };

/** Spec 6 and 9: the flag list is fetched every 60 seconds. */
export const FLAGS_POLL_INTERVAL_MS = 60_000;

export const DEFAULT_FLAGS_STATE: FeatureFlagsState = {
  flags: DEFAULT_FEATURE_FLAGS,
  maintenance: { enabled: false, target: "all", routes: [] },
};

export async function getFeatureFlags(): Promise<FeatureFlagsState> {
  const response = await apiClient.get<{ result: FeatureFlagsState }>("/v1/feature-flags");
  // A flag the server does not know yet keeps the catalog default.
  return { flags: { ...DEFAULT_FEATURE_FLAGS, ...response.data.result.flags }, maintenance: response.data.result.maintenance };
}

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: flagKeys.all,
    queryFn: getFeatureFlags,
    refetchInterval: FLAGS_POLL_INTERVAL_MS,
    staleTime: FLAGS_POLL_INTERVAL_MS / 2,
  });

/** The effective flags for the signed-in company, kept fresh by polling. */
export function useFeatureFlags(options: { initialData?: FeatureFlagsState } = {}) {
  const query = useQuery({ ...featureFlagsQueryOptions(), initialData: options.initialData });
  return { ...query, state: query.data ?? DEFAULT_FLAGS_STATE };
}
