import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { companyDataSchema, type CompanyData } from "@/server/modules/companies/companies-schemas";
import { useAuthStore } from "../stores/auth-store";
import { authKeys } from "./auth-keys";

/** GET /v1/job-portal/me/company: the caller's membership (spec 3 "Company data"). */
export async function getCompanyData(): Promise<CompanyData> {
  const { data } = await apiClient.get<{ result: unknown }>("/v1/job-portal/me/company");
  const companyData = companyDataSchema.parse(data.result);
  useAuthStore.getState().setAuthData({ companyData });
  return companyData;
}

export const companyDataQueryOptions = () =>
  queryOptions({ queryKey: authKeys.companyData(), queryFn: getCompanyData });

export function useCompanyData(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyDataQueryOptions(), ...options });
}
