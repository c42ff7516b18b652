import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanyProfile, UpdateCompanyProfileRequest } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** PATCH /v1/job-portal/company/{id}: any subset of the fields; insight fields merge. */
export async function updateCompanyProfile(companyId: string, input: UpdateCompanyProfileRequest): Promise<CompanyProfile> {
  const { data } = await apiClient.patch<{ result: CompanyProfile }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}`, input);
  return data.result;
}

export function useUpdateCompanyProfile(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyProfileRequest) => updateCompanyProfile(companyId, input),
    onSuccess: (profile) => queryClient.setQueryData(companyProfileKeys.profile(companyId), profile),
  });
}
