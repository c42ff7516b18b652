import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { InvitationPreview } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** POST /v1/job-portal/invited-user-company/preview (no session): what a join link is for. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const { data } = await apiClient.post<{ result: InvitationPreview }>("/v1/job-portal/invited-user-company/preview", { token });
  return data.result;
}

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: teamKeys.invitationPreview(token), queryFn: () => previewInvitation(token), retry: false });

export function useInvitationPreview(token: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...invitationPreviewQueryOptions(token), enabled: token.length > 0 && (options.enabled ?? true) });
}
