import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { addTalentsToJobResultSchema } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

export type AddTalentsToJobResult = z.infer<typeof addTalentsToJobResultSchema>;
export type AddTalentsToJobInput = { jobId: string; talentIds: string[] };

/** POST /v1/job-portal/talent-database/add-to-job: puts talents in a job's pipeline (first step); those already in it stay as they were. */
export async function addTalentsToJob(input: AddTalentsToJobInput): Promise<AddTalentsToJobResult> {
  const { data } = await apiClient.post<{ result: AddTalentsToJobResult }>("/v1/job-portal/talent-database/add-to-job", input);
  return data.result;
}

export function useAddTalentsToJob() {
  const queryClient = useQueryClient();
  return useMutation<AddTalentsToJobResult, ApiClientError, AddTalentsToJobInput>({
    mutationFn: addTalentsToJob,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.all }),
  });
}
