import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanyProfile } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** GET /v1/job-portal/company/{id}: the whole profile with insight, photos and verification status. */
export async function getCompanyProfile(companyId: string): Promise<CompanyProfile> {
  const { data } = await apiClient.get<{ result: CompanyProfile }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}`);
  return data.result;
}

export const companyProfileQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyProfileKeys.profile(companyId), queryFn: () => getCompanyProfile(companyId) });

export function useCompanyProfile(companyId: string) {
  return useQuery(companyProfileQueryOptions(companyId));
}
