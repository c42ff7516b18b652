import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { TokenResponse, VerifyEmailRequest } from "@/server/modules/auth/auth-schemas";

/** POST /v1/users/verification/verify: checks the mailed code and signs the user in. */
export async function verifyEmail(body: VerifyEmailRequest): Promise<TokenResponse> {
  const { data } = await apiClient.post<{ result: TokenResponse }>("/v1/users/verification/verify", body);
  return data.result;
}

export function useVerifyEmail() {
  return useMutation<TokenResponse, ApiClientError, VerifyEmailRequest>({ mutationFn: verifyEmail });
}
