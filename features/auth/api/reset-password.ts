import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { ResetPasswordRequest } from "@/server/modules/auth/auth-schemas";

/** POST /v1/users/forgot/verify: checks the mailed code and sets the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiClient.post("/v1/users/forgot/verify", body);
}

export function useResetPassword() {
  return useMutation<void, ApiClientError, ResetPasswordRequest>({ mutationFn: resetPassword });
}
