import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { cultureListSchema } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** GET /v1/job-portal/culture: the 18 culture values with key, name and subtitle (reference data). */
export async function getCulture() {
  const { data } = await apiClient.get<{ result: z.output<typeof cultureListSchema> }>("/v1/job-portal/culture");
  return data.result.docs;
}

export const cultureQueryOptions = () => queryOptions({ queryKey: companyProfileKeys.culture(), queryFn: getCulture, staleTime: 60 * 60 * 1000 });

export function useCulture(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cultureQueryOptions(), ...options });
}
