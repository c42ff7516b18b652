import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanyData } from "@/server/modules/companies/companies-schemas";
import { authKeys } from "./auth-keys";

/** GET /v1/job-portal/me/company: the caller's membership (spec 3 "Company data"). */
export async function getCompanyData(): Promise<CompanyData> {
  const { data } = await apiClient.get<{ result: CompanyData }>("/v1/job-portal/me/company");
  return data.result;
}

export const companyDataQueryOptions = () =>
  queryOptions({ queryKey: authKeys.companyData(), queryFn: getCompanyData });

export function useCompanyData(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyDataQueryOptions(), ...options });
}
