import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type {
  RegistrationEmailRequest,
  RegistrationResponse,
} from "@/server/modules/auth/auth-schemas";

/** POST /v1/registration/email: creates the account and mails a verification code. */
export async function signUp(body: RegistrationEmailRequest): Promise<RegistrationResponse> {
  const { data } = await apiClient.post<{ result: RegistrationResponse }>("/v1/registration/email", body);
  return data.result;
}

export function useSignUp() {
  return useMutation<RegistrationResponse, ApiClientError, RegistrationEmailRequest>({ mutationFn: signUp });
}
