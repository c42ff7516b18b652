import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanyVerification } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** GET /v1/job-portal/company/{id}/verification: status (pending, verified, rejected) and what was submitted. */
export async function getVerification(companyId: string): Promise<CompanyVerification> {
  const { data } = await apiClient.get<{ result: CompanyVerification }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/verification`);
  return data.result;
}

export const verificationQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyProfileKeys.verification(companyId), queryFn: () => getVerification(companyId) });

export function useVerification(companyId: string) {
  return useQuery(verificationQueryOptions(companyId));
}
