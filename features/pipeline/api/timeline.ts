import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { NoteBody, Timeline, TimelineEntry } from "@/server/modules/pipeline/pipeline-schemas";
import { pipelineKeys } from "./pipeline-keys";

/** One record of an applicant's activity timeline (contract §4); pages come newest first. */
export type { TimelineEntry };
export type TimelinePage = Timeline;

const applicantPath = (jobId: string, applicationId: string) =>
  `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}`;

/** GET .../candidates/{applicationId}/timeline: every status change, email, note and tech-test event. */
export async function getApplicantTimeline(jobId: string, applicationId: string, cursor?: string): Promise<TimelinePage> {
  // Without a limit the API answers its own page size (50).
  const { data } = await apiClient.get<{ result: Timeline }>(`${applicantPath(jobId, applicationId)}/timeline`, { params: { cursor } });
  return data.result;
}

const timelineKey = pipelineKeys.timeline;

export const timelineQueryOptions = (jobId: string, applicationId: string) =>
  infiniteQueryOptions<TimelinePage, ApiClientError, InfiniteData<TimelinePage>, ReturnType<typeof timelineKey>, string | undefined>({
    queryKey: timelineKey(jobId, applicationId),
    queryFn: ({ pageParam }) => getApplicantTimeline(jobId, applicationId, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useApplicantTimeline(jobId: string, applicationId: string) {
  return useInfiniteQuery(timelineQueryOptions(jobId, applicationId));
}

export type NoteInput = NoteBody;

/** POST .../candidates/{applicationId}/notes: answers the timeline record of the note. */
export async function addApplicantNote(jobId: string, applicationId: string, input: NoteInput): Promise<TimelineEntry> {
  const { data } = await apiClient.post<{ result: TimelineEntry }>(`${applicantPath(jobId, applicationId)}/notes`, input);
  return data.result;
}

export function useAddApplicantNote(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<TimelineEntry, ApiClientError, NoteInput>({
    mutationFn: (input) => addApplicantNote(jobId, applicationId, input),
    // The note shows at once on top of the first page; the refetch then brings the server's order.
    onSuccess: (entry) => {
      const key = timelineKey(jobId, applicationId);
      queryClient.setQueryData<InfiniteData<TimelinePage>>(key, (current) => {
        const [first, ...rest] = current?.pages ?? [];
        if (!current || !first || first.docs.some((doc) => doc.id === entry.id)) return current;
        return { ...current, pages: [{ ...first, docs: [entry, ...first.docs] }, ...rest] };
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
