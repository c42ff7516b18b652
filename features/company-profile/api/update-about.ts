import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanyProfile, UpdateAboutRequest } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** PUT /v1/job-portal/company/{id}/about: the About section (description, website, what is special). */
export async function updateAbout(companyId: string, input: UpdateAboutRequest): Promise<CompanyProfile> {
  const { data } = await apiClient.put<{ result: CompanyProfile }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/about`, input);
  return data.result;
}

export function useUpdateAbout(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAboutRequest) => updateAbout(companyId, input),
    onSuccess: (profile) => queryClient.setQueryData(companyProfileKeys.profile(companyId), profile),
  });
}
