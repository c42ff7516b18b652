import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { jobKeys } from "./job-keys";

// The server's contract (server/modules/applications/applications-schemas.ts) had not landed when
// this was written; these are the fields the candidates endpoint answers.
export const jobCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  source: z.string().nullable(),
  appliedAt: z.string(),
  recruitmentStepId: z.string(),
  hasCv: z.boolean(),
  portfolioUrl: z.string().nullable(),
});
export type JobCandidate = z.infer<typeof jobCandidateSchema>;

export const jobCandidateListSchema = z.object({
  docs: z.array(jobCandidateSchema),
  nextCursor: z.string().nullable(),
  steps: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), applicantCount: z.number().int() })),
});
export type JobCandidateList = z.infer<typeof jobCandidateListSchema>;

export const CANDIDATES_PAGE_SIZE = 20;

/** GET /v1/job-portal/job/{jobId}/candidates: the applicants in one recruitment step, and every step's count. */
export async function getJobCandidates(jobId: string, query: { recruitmentStepId: string; cursor?: string; limit?: number }): Promise<JobCandidateList> {
  const { data } = await apiClient.get<{ result: unknown }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates`, {
    params: { limit: CANDIDATES_PAGE_SIZE, ...query },
  });
  return jobCandidateListSchema.parse(data.result);
}

export const jobCandidatesInfiniteQueryOptions = (jobId: string, recruitmentStepId: string) =>
  infiniteQueryOptions({
    queryKey: [...jobKeys.candidates(jobId), { recruitmentStepId }] as const,
    queryFn: ({ pageParam }) => getJobCandidates(jobId, { recruitmentStepId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useJobCandidates(jobId: string, recruitmentStepId: string) {
  return useInfiniteQuery({ ...jobCandidatesInfiniteQueryOptions(jobId, recruitmentStepId), placeholderData: keepPreviousData });
}

/** GET .../candidates/{applicationId}/cv opens the PDF inline; a plain link, so the browser shows it. */
export function candidateCvPath(jobId: string, applicationId: string): string {
  return `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}/cv`;
}
