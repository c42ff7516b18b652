import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Interview, InterviewList, RescheduleInterviewBody, ScheduleInterviewBody } from "@/server/modules/interviews/interviews-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

export type { Interview, InterviewList };
export type Interviewer = { userId: string; name: string; email: string };
export type InterviewPlan = Omit<RescheduleInterviewBody, "message"> & { message?: string };
export type InterviewRequest = Omit<ScheduleInterviewBody, "message"> & { message?: string };

const interviewsPath = (jobId: string, applicationId: string) => `${applicantApiPath(jobId, applicationId)}/interviews`;

/** GET .../candidates/{applicationId}/interviews: the applicant's interviews by start time. */
export async function getInterviews(jobId: string, applicationId: string): Promise<InterviewList> {
  const { data } = await apiClient.get<{ result: InterviewList }>(interviewsPath(jobId, applicationId));
  return data.result;
}

export const interviewsQueryOptions = (jobId: string, applicationId: string) =>
  queryOptions<InterviewList, ApiClientError>({ queryKey: pipelineKeys.interviews(jobId, applicationId), queryFn: () => getInterviews(jobId, applicationId) });

export function useInterviews(jobId: string, applicationId: string) {
  return useQuery(interviewsQueryOptions(jobId, applicationId));
}

/** GET /v1/job-portal/job/{jobId}/interviewers: who may be chosen to interview. */
export async function getInterviewers(jobId: string): Promise<{ docs: Interviewer[] }> {
  const { data } = await apiClient.get<{ result: { docs: Interviewer[] } }>(`/v1/job-portal/job/${jobId}/interviewers`);
  return data.result;
}

export function useInterviewers(jobId: string, enabled: boolean) {
  return useQuery<{ docs: Interviewer[] }, ApiClientError>({ queryKey: pipelineKeys.interviewers(jobId), queryFn: () => getInterviewers(jobId), enabled });
}

/** Schedules (no interviewId) or reschedules (with one); cancels with `cancel`. All refresh the applicant. */
export function useSaveInterview(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<Interview, ApiClientError, { interviewId?: string; plan: InterviewRequest | InterviewPlan }>({
    mutationFn: async ({ interviewId, plan }) => {
      const { data } = interviewId
        ? await apiClient.patch<{ result: Interview }>(`${interviewsPath(jobId, applicationId)}/${interviewId}`, plan)
        : await apiClient.post<{ result: Interview }>(interviewsPath(jobId, applicationId), plan);
      return data.result;
    },
    // The status, the timeline and the list all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
  });
}

export function useCancelInterview(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<Interview, ApiClientError, string>({
    mutationFn: async (interviewId) => {
      const { data } = await apiClient.post<{ result: Interview }>(`${interviewsPath(jobId, applicationId)}/${interviewId}/cancel`);
      return data.result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
  });
}
