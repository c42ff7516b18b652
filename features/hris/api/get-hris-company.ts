import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { HRIS_ERROR_CODES } from "@/server/modules/hris/hris-contract";
import type { HrisCompany } from "@/server/modules/hris/hris-schemas";
import { HRIS_API } from "./hris-api-base";
import { hrisKeys } from "./hris-keys";
import { notFoundAsNull } from "./not-found-as-null";

/** GET /v2/hris/company/one?email_domain_eq=: the company's HRIS side, or null when it has none yet (404). */
export async function getHrisCompany(emailDomain: string): Promise<HrisCompany | null> {
  const request = apiClient
    .get<{ result: { doc: HrisCompany } }>("/v2/hris/company/one", { ...HRIS_API, params: { email_domain_eq: emailDomain } })
    .then(({ data }) => data.result.doc);
  return notFoundAsNull(request, HRIS_ERROR_CODES.companyNotFound);
}

// The switcher asks afresh on every choice (staleTime 0): access changes on the HRIS side.
export const hrisCompanyQueryOptions = (emailDomain: string) =>
  queryOptions({ queryKey: hrisKeys.company(emailDomain), queryFn: () => getHrisCompany(emailDomain), staleTime: 0, retry: false });
