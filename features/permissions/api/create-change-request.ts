import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import {
  changeRequestSchema,
  type ChangeRequest,
  type CreateChangeRequest,
} from "@/server/modules/change-requests/change-requests-schemas";

/** POST /v1/job-portal/company/change-request {type, note, data}: ask for access (spec 3 Change request). */
export async function createChangeRequest(input: CreateChangeRequest): Promise<ChangeRequest> {
  const { data } = await apiClient.post<{ result: unknown }>("/v1/job-portal/company/change-request", input);
  return changeRequestSchema.parse(data.result);
}

export function useCreateChangeRequest() {
  return useMutation({ mutationFn: createChangeRequest });
}
