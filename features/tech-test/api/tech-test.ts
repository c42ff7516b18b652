import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { SUBMISSION_FIELDS } from "@/server/modules/tech-tests/tech-tests-contract";
import type { CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";

export type { CandidateTechTest };

/** The candidate page's query keys: one test per private token. */
export const techTestKeys = {
  all: ["tech-test"] as const,
  byToken: (token: string) => [...techTestKeys.all, token] as const,
};

const testPath = (token: string) => `/v1/tech-tests/${encodeURIComponent(token)}`;

/** GET /v1/tech-tests/{token} (no session). */
export async function getTechTest(token: string): Promise<CandidateTechTest> {
  const { data } = await apiClient.get<{ result: CandidateTechTest }>(testPath(token));
  return data.result;
}

/** POST /v1/tech-tests/{token}/confirm: the candidate starts; the duration runs from now. */
export async function confirmTechTest(token: string): Promise<CandidateTechTest> {
  const { data } = await apiClient.post<{ result: CandidateTechTest }>(`${testPath(token)}/confirm`);
  return data.result;
}

export type SubmissionInput = { link: string; document: File | null };

/** POST /v1/tech-tests/{token}/submission as multipart: a link and/or a document. */
export async function submitTechTest(token: string, input: SubmissionInput): Promise<CandidateTechTest> {
  const form = new FormData();
  if (input.link.trim() !== "") form.append(SUBMISSION_FIELDS.link, input.link.trim());
  if (input.document) form.append(SUBMISSION_FIELDS.document, input.document);
  // The browser sets the multipart boundary itself.
  const { data } = await apiClient.post<{ result: CandidateTechTest }>(`${testPath(token)}/submission`, form, { headers: { "Content-Type": undefined } });
  return data.result;
}

export const techTestQueryOptions = (token: string, initialData?: CandidateTechTest) =>
  queryOptions<CandidateTechTest, ApiClientError>({
    queryKey: techTestKeys.byToken(token),
    queryFn: () => getTechTest(token),
    initialData,
    // The server rendered it a moment ago; refetch only when asked (after a refusal) or on focus.
    staleTime: 60_000,
  });

export function useTechTest(token: string, initialData: CandidateTechTest) {
  return useQuery(techTestQueryOptions(token, initialData));
}

/** Confirm and submit answer the test as it now is: it replaces the page's copy. */
export function useConfirmTechTest(token: string) {
  const queryClient = useQueryClient();
  return useMutation<CandidateTechTest, ApiClientError, void>({
    mutationFn: () => confirmTechTest(token),
    onSuccess: (test) => queryClient.setQueryData(techTestKeys.byToken(token), test),
  });
}

export function useSubmitTechTest(token: string) {
  const queryClient = useQueryClient();
  return useMutation<CandidateTechTest, ApiClientError, SubmissionInput>({
    mutationFn: (input) => submitTechTest(token, input),
    onSuccess: (test) => queryClient.setQueryData(techTestKeys.byToken(token), test),
  });
}
