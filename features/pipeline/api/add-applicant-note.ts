import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { NoteBody, TimelineEntry } from "@/server/modules/pipeline/pipeline-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { timelineQueryOptions, type TimelinePage } from "./get-applicant-timeline";

export type NoteInput = NoteBody;

/** POST .../candidates/{applicationId}/notes: answers the timeline record of the note. */
export async function addApplicantNote(jobId: string, applicationId: string, input: NoteInput): Promise<TimelineEntry> {
  const { data } = await apiClient.post<{ result: TimelineEntry }>(`${applicantApiPath(jobId, applicationId)}/notes`, input);
  return data.result;
}

export function useAddApplicantNote(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<TimelineEntry, ApiClientError, NoteInput>({
    mutationFn: (input) => addApplicantNote(jobId, applicationId, input),
    // The note shows at once on top of the first page; the refetch then brings the server's order.
    onSuccess: (entry) => {
      const key = timelineQueryOptions(jobId, applicationId).queryKey;
      queryClient.setQueryData<InfiniteData<TimelinePage>>(key, (current) => {
        const [first, ...rest] = current?.pages ?? [];
        if (!current || !first || first.docs.some((doc) => doc.id === entry.id)) return current;
        return { ...current, pages: [{ ...first, docs: [entry, ...first.docs] }, ...rest] };
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
