import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ChangeRequest } from "@/server/modules/change-requests/change-requests-schemas";
import { teamKeys } from "./team-keys";

/**
 * POST /v1/job-portal/company/change-request/{id}/grant or /decline: answer an access request as
 * asked; the requester is notified (userCompanyPermissionChangedReceived).
 */
export async function answerChangeRequest(id: string, answer: "grant" | "decline"): Promise<ChangeRequest> {
  const { data } = await apiClient.post<{ result: ChangeRequest }>(`/v1/job-portal/company/change-request/${encodeURIComponent(id)}/${answer}`, {});
  return data.result;
}

export function useAnswerChangeRequest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "grant" | "decline" }) => answerChangeRequest(id, answer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.changeRequests(companyId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members(companyId) }),
      ]),
  });
}
