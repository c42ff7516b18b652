import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CodeSentResponse, EmailOnlyRequest } from "@/server/modules/auth/auth-schemas";

/** POST /v1/users/forgot/code: mails a 6-digit code for choosing a new password. */
export async function requestPasswordResetCode(body: EmailOnlyRequest): Promise<CodeSentResponse> {
  const { data } = await apiClient.post<{ result: CodeSentResponse }>("/v1/users/forgot/code", body);
  return data.result;
}

export function useForgotPassword() {
  return useMutation<CodeSentResponse, ApiClientError, EmailOnlyRequest>({ mutationFn: requestPasswordResetCode });
}
