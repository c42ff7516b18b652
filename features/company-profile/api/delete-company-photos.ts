import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { deletedPhotosSchema } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/** DELETE /v1/job-portal/company-photo/bulk?ids=a&ids=b: all or nothing. */
export async function deleteCompanyPhotos(ids: string[]): Promise<string[]> {
  const { data } = await apiClient.delete<{ result: z.output<typeof deletedPhotosSchema> }>("/v1/job-portal/company-photo/bulk", { params: { ids } });
  return data.result.deletedIds;
}

export function useDeleteCompanyPhotos(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyPhotos,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyProfileKeys.profile(companyId) }),
  });
}
