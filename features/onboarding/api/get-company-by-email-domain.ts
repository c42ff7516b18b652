import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { toApiClientError } from "@/lib/api-error";
import type { CompanyByDomain } from "@/server/modules/companies/companies-schemas";
import { onboardingKeys } from "./onboarding-keys";

/** The domain of an email address, lower-cased ("" when there is none): what the lookup asks for. */
export function emailDomainOf(email: string): string {
  return email.split("@")[1]?.toLowerCase() ?? "";
}

/** GET /v1/job-portal/company/email-domain/{domain}; null when no company holds the domain (404). */
export async function getCompanyByEmailDomain(domain: string): Promise<CompanyByDomain | null> {
  try {
    const { data } = await apiClient.get<{ result: CompanyByDomain }>(`/v1/job-portal/company/email-domain/${encodeURIComponent(domain)}`);
    return data.result;
  } catch (error) {
    if (toApiClientError(error).status === 404) return null;
    throw error;
  }
}

export const companyByEmailDomainQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: onboardingKeys.companyByEmailDomain(domain),
    queryFn: () => getCompanyByEmailDomain(domain),
    staleTime: 5 * 60_000,
  });

export function useCompanyByEmailDomain(domain: string | null) {
  return useQuery({ ...companyByEmailDomainQueryOptions(domain ?? ""), enabled: Boolean(domain) });
}
