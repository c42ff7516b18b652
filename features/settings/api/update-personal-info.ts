import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { EmployerProfileRequest } from "@/server/modules/companies/companies-schemas";

/** The personal fields of PUT /v1/profiles/employer (an onboarded user may send only these). */
export type PersonalInfoRequest = Pick<EmployerProfileRequest, "name" | "handphone" | "jobTitle" | "department">;

/** PUT /v1/profiles/employer with personal fields: Settings, Personal Info. Answers the current user. */
export async function updatePersonalInfo(input: PersonalInfoRequest): Promise<CurrentUser> {
  const { data } = await apiClient.put<{ result: CurrentUser }>("/v1/profiles/employer", input);
  return data.result;
}

export function useUpdatePersonalInfo() {
  return useMutation({ mutationFn: updatePersonalInfo });
}
