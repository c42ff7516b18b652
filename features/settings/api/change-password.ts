import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ChangePasswordRequest } from "@/server/modules/auth/auth-schemas";

/** PUT /v1/users/password: signs out every other session. */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await apiClient.put("/v1/users/password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
