import { apiClient } from "@/lib/api-client";

/** POST /v1/job-portal/user-company/{id}/last-signed-in, once per sign-in (spec 7.2). */
export async function markLastSignedIn(userCompanyId: string): Promise<void> {
  await apiClient.post(`/v1/job-portal/user-company/${encodeURIComponent(userCompanyId)}/last-signed-in`);
}
