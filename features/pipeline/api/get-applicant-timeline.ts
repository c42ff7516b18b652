import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Timeline, TimelineEntry } from "@/server/modules/pipeline/pipeline-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

/** One record of an applicant's activity timeline (contract §4); pages come newest first. */
export type { TimelineEntry };
export type TimelinePage = Timeline;

/** GET .../candidates/{applicationId}/timeline: every status change, email, note and tech-test event. */
export async function getApplicantTimeline(jobId: string, applicationId: string, cursor?: string): Promise<TimelinePage> {
  // Without a limit the API answers its own page size (50).
  const { data } = await apiClient.get<{ result: Timeline }>(`${applicantApiPath(jobId, applicationId)}/timeline`, { params: { cursor } });
  return data.result;
}

export const timelineQueryOptions = (jobId: string, applicationId: string) =>
  infiniteQueryOptions<TimelinePage, ApiClientError, InfiniteData<TimelinePage>, ReturnType<typeof pipelineKeys.timeline>, string | undefined>({
    queryKey: pipelineKeys.timeline(jobId, applicationId),
    queryFn: ({ pageParam }) => getApplicantTimeline(jobId, applicationId, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useApplicantTimeline(jobId: string, applicationId: string) {
  return useInfiniteQuery(timelineQueryOptions(jobId, applicationId));
}
