import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import {
  registrationResponseSchema,
  type RegistrationEmailRequest,
  type RegistrationResponse,
} from "@/server/modules/auth/auth-schemas";

/** POST /v1/registration/email: creates the account and mails a verification code. */
export async function signUp(body: RegistrationEmailRequest): Promise<RegistrationResponse> {
  const { data } = await apiClient.post<{ result: unknown }>("/v1/registration/email", body);
  return registrationResponseSchema.parse(data.result);
}

export function useSignUp() {
  return useMutation<RegistrationResponse, ApiClientError, RegistrationEmailRequest>({ mutationFn: signUp });
}
