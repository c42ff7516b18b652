import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { LoginEmailRequest, TokenResponse } from "@/server/modules/auth/auth-schemas";

/** POST /v1/login/email. The API also sets the session cookies; the tokens are not kept in script. */
export async function signIn(body: LoginEmailRequest): Promise<TokenResponse> {
  const { data } = await apiClient.post<{ result: TokenResponse }>("/v1/login/email", { ...body, platform: "employer" });
  return data.result;
}

export function useSignIn() {
  return useMutation<TokenResponse, ApiClientError, LoginEmailRequest>({ mutationFn: signIn });
}
