import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { SUBMISSION_FIELDS } from "@/server/modules/tech-tests/tech-tests-contract";
import type { CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";
import { techTestKeys, techTestPath } from "./tech-test-keys";

export type SubmissionInput = { link: string; document: File | null };

/** POST /v1/tech-tests/{token}/submission as multipart: a link and/or a document. */
export async function submitTechTest(token: string, input: SubmissionInput): Promise<CandidateTechTest> {
  const form = new FormData();
  if (input.link.trim() !== "") form.append(SUBMISSION_FIELDS.link, input.link.trim());
  if (input.document) form.append(SUBMISSION_FIELDS.document, input.document);
  // The browser sets the multipart boundary itself.
  const { data } = await apiClient.post<{ result: CandidateTechTest }>(`${techTestPath(token)}/submission`, form, { headers: { "Content-Type": undefined } });
  return data.result;
}

/** The answer is the test as it now is: it replaces the page's copy. */
export function useSubmitTechTest(token: string) {
  const queryClient = useQueryClient();
  return useMutation<CandidateTechTest, ApiClientError, SubmissionInput>({
    mutationFn: (input) => submitTechTest(token, input),
    onSuccess: (test) => queryClient.setQueryData(techTestKeys.byToken(token), test),
  });
}
