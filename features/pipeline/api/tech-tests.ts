import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { clientEnv } from "@/lib/env";
import { fetchJob } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { Job, TechTestSettings } from "@/server/modules/jobs/jobs-schemas";
import type { SendTechTestsBody, SendTechTestsResult, TechTest, TechTestList } from "@/server/modules/tech-tests/tech-tests-schemas";
import { pipelineKeys } from "./pipeline-keys";

export type { SendTechTestsResult, TechTest };
export type SendTechTestsInput = SendTechTestsBody;

const applicantPath = (jobId: string, applicationId: string) =>
  `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}`;
const testPath = (jobId: string, applicationId: string, techTestId: string) =>
  `${applicantPath(jobId, applicationId)}/tech-tests/${encodeURIComponent(techTestId)}`;

/** Where the browser downloads a submitted document (the session cookie goes with it). */
export const techTestDocumentUrl = (jobId: string, applicationId: string, techTestId: string) =>
  `${clientEnv.NEXT_PUBLIC_API_URL}${testPath(jobId, applicationId, techTestId)}/document`;

/** GET .../candidates/{applicationId}/tech-tests: the applicant's tests, newest first. */
export async function getApplicantTechTests(jobId: string, applicationId: string): Promise<TechTestList> {
  const { data } = await apiClient.get<{ result: TechTestList }>(`${applicantPath(jobId, applicationId)}/tech-tests`);
  return data.result;
}

export const applicantTechTestsQueryOptions = (jobId: string, applicationId: string) =>
  queryOptions<TechTestList, ApiClientError>({
    queryKey: pipelineKeys.techTests(jobId, applicationId),
    queryFn: () => getApplicantTechTests(jobId, applicationId),
  });

export function useApplicantTechTests(jobId: string, applicationId: string) {
  return useQuery(applicantTechTestsQueryOptions(jobId, applicationId));
}

/** A techTest step's saved settings (the job's hiring steps), by composed step id. */
export type TechTestStepSettings = Record<string, TechTestSettings | null>;

/** The techTest steps' settings of a job, by composed step id. */
export function toTechTestStepSettings(job: Pick<Job, "recruitmentSteps">): TechTestStepSettings {
  return Object.fromEntries(job.recruitmentSteps.filter((step) => step.type === "techTest").map((step) => [step.id, step.techTest]));
}

/**
 * GET /v1/job-portal/job/{jobId}, under the job's own key (the one the job summary above the
 * candidates shares): only the techTest steps' settings are read from it.
 */
export const techTestStepSettingsQueryOptions = (jobId: string) =>
  queryOptions<Job, ApiClientError, TechTestStepSettings>({
    queryKey: jobRootKeys.detail(jobId),
    queryFn: () => fetchJob(jobId),
    select: toTechTestStepSettings,
    staleTime: 5 * 60_000,
  });

export function useTechTestStepSettings(jobId: string, enabled: boolean) {
  return useQuery({ ...techTestStepSettingsQueryOptions(jobId), enabled });
}

/** POST .../candidates/tech-tests: sends the test (idempotent by requestId). */
export async function sendTechTests(jobId: string, input: SendTechTestsInput): Promise<SendTechTestsResult> {
  const { data } = await apiClient.post<{ result: SendTechTestsResult }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/tech-tests`, input);
  return data.result;
}

/** Sending moves applicants into the step and writes their timelines: the whole job's views refresh. */
export function useSendTechTests(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<SendTechTestsResult, ApiClientError, SendTechTestsInput>({
    mutationFn: (input) => sendTechTests(jobId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
  });
}

/** POST .../tech-tests/{techTestId}/extend: more hours for the current deadline (reopens an expired test). */
export async function extendTechTest(jobId: string, applicationId: string, techTestId: string, hours: number): Promise<TechTest> {
  const { data } = await apiClient.post<{ result: TechTest }>(`${testPath(jobId, applicationId, techTestId)}/extend`, { hours });
  return data.result;
}

export function useExtendTechTest(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<TechTest, ApiClientError, { techTestId: string; hours: number }>({
    mutationFn: ({ techTestId, hours }) => extendTechTest(jobId, applicationId, techTestId, hours),
    onSuccess: (updated) => {
      queryClient.setQueryData<TechTestList>(pipelineKeys.techTests(jobId, applicationId), (current) =>
        current ? { docs: current.docs.map((doc) => (doc.id === updated.id ? updated : doc)) } : current,
      );
      // The deadline shows on the board and list, and the timeline records the extension.
      return queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) });
    },
  });
}
