import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { COMPANY_PHOTO_FIELD } from "@/server/modules/company-profile/company-profile-contract";
import type { CompanyPhoto } from "@/server/modules/company-profile/company-profile-schemas";
import { companyProfileKeys } from "./company-profile-keys";

/**
 * POST /v1/job-portal/company-photo (multipart: file, kind). The API decides by the file's content
 * and size (413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE) and says why in its message.
 */
export async function uploadCompanyPhoto(file: File, kind: "photo" | "logo"): Promise<CompanyPhoto> {
  const form = new FormData();
  form.append(COMPANY_PHOTO_FIELD, file);
  form.append("kind", kind);
  // The browser sets the multipart boundary itself.
  const { data } = await apiClient.post<{ result: CompanyPhoto }>("/v1/job-portal/company-photo", form, { headers: { "Content-Type": undefined } });
  return data.result;
}

export function useUploadCompanyPhoto(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: "photo" | "logo" }) => uploadCompanyPhoto(file, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyProfileKeys.profile(companyId) }),
  });
}
