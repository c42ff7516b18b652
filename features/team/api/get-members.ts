import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MemberList, MemberListQuery } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** Members shown per page of Manage Team's table. */
export const MEMBERS_PAGE_SIZE = 20;

/** GET /v1/job-portal/company/{companyId}/member (arrays as repeated keys): a page of members with their access. */
export async function getMembers(companyId: string, query: MemberListQuery): Promise<MemberList> {
  const { data } = await apiClient.get<{ result: MemberList }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/member`, { params: query });
  return data.result;
}

export const membersQueryOptions = (companyId: string, query: MemberListQuery) =>
  queryOptions({ queryKey: teamKeys.memberList(companyId, query), queryFn: () => getMembers(companyId, query) });

export function useMembers(companyId: string, query: MemberListQuery) {
  return useQuery({ ...membersQueryOptions(companyId, query), placeholderData: keepPreviousData });
}
