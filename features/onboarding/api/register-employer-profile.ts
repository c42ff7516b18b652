import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { EmployerProfileRequest } from "@/server/modules/companies/companies-schemas";

/**
 * PUT /v1/profiles/employer: saves the employer profile and registers the company, or asks to join
 * the one on the email domain. The API answers the updated user and reissues the access cookie, so
 * the route guards see the filled data on the next navigation.
 */
export async function registerEmployerProfile(body: EmployerProfileRequest): Promise<CurrentUser> {
  const { data } = await apiClient.put<{ result: CurrentUser }>("/v1/profiles/employer", body);
  return data.result;
}

export function useRegisterEmployerProfile() {
  return useMutation<CurrentUser, ApiClientError, EmployerProfileRequest>({ mutationFn: registerEmployerProfile });
}
