import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "@/lib/api-client";
import type { suggestedTalentsSchema } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

export type SuggestedTalents = z.infer<typeof suggestedTalentsSchema>;

/** GET /v1/job-portal/job/{jobId}/suggested-talents: how many talents match the job, and the first few. */
export async function getSuggestedTalents(jobId: string): Promise<SuggestedTalents> {
  const { data } = await apiClient.get<{ result: SuggestedTalents }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/suggested-talents`);
  return data.result;
}

export const suggestedTalentsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: talentDatabaseKeys.suggested(jobId),
    queryFn: () => getSuggestedTalents(jobId),
    staleTime: 60_000,
    // A 403 (no Talent Search) or 404 is an answer, not a hiccup: asking again changes nothing.
    retry: false,
  });

/** `enabled` false skips the request (the banner was dismissed for this job). */
export function useSuggestedTalents(jobId: string, enabled = true) {
  return useQuery({ ...suggestedTalentsQueryOptions(jobId), enabled });
}
