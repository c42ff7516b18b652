import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CodeSentResponse, EmailOnlyRequest } from "@/server/modules/auth/auth-schemas";

/** POST /v1/users/verification/code: mails a new verification code. */
export async function resendVerificationCode(body: EmailOnlyRequest): Promise<CodeSentResponse> {
  const { data } = await apiClient.post<{ result: CodeSentResponse }>("/v1/users/verification/code", body);
  return data.result;
}

export function useResendVerificationCode() {
  return useMutation<CodeSentResponse, ApiClientError, EmailOnlyRequest>({ mutationFn: resendVerificationCode });
}
