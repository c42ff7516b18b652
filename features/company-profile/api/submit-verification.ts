import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanyVerification, SubmitVerificationRequest } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** PUT /v1/job-portal/company/{id}/verification: the Admin submits the legal details; the status becomes pending. */
export async function submitVerification(companyId: string, input: SubmitVerificationRequest): Promise<CompanyVerification> {
  const { data } = await apiClient.put<{ result: CompanyVerification }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/verification`, input);
  return data.result;
}

export function useSubmitVerification(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitVerificationRequest) => submitVerification(companyId, input),
    onSuccess: (verification) => {
      queryClient.setQueryData(companyProfileKeys.verification(companyId), verification);
      return queryClient.invalidateQueries({ queryKey: companyProfileKeys.profile(companyId) });
    },
  });
}
