import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { Invitation, invitationListSchema } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** GET /v1/job-portal/invited-user-company: the invited table (latest sent first). */
export async function getInvitations(): Promise<Invitation[]> {
  const { data } = await apiClient.get<{ result: z.output<typeof invitationListSchema> }>("/v1/job-portal/invited-user-company");
  return data.result.docs;
}

export const invitationsQueryOptions = () => queryOptions({ queryKey: teamKeys.invitations(), queryFn: getInvitations });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
