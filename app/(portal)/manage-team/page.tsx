import type { Metadata } from "next";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { pendingChangeRequestsQueryOptions } from "@/features/team/api/get-change-requests";
import { invitationsQueryOptions } from "@/features/team/api/get-invitations";
import { MEMBERS_PAGE_SIZE, membersQueryOptions } from "@/features/team/api/get-members";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { ManageTeamScreen } from "./_components/manage-team-screen";

export const metadata: Metadata = { title: "Manage Team" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Manage Team (/manage-team, `userCompanyId` opens that member), rendered with the first page of
 * members, the invitations and what waits for an answer. A member who may not see the team gets
 * the API's refusal here as in the browser: the query is left out and the page says so.
 */
export default async function ManageTeamPage({ searchParams }: { searchParams: SearchParams }) {
  const { userCompanyId } = await searchParams;
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const companyId = (await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null))?.companyId;
        if (!companyId) return;
        await Promise.all([
          queryClient.prefetchQuery(membersQueryOptions(companyId, { status: ["active"], page: 1, limit: MEMBERS_PAGE_SIZE })),
          queryClient.prefetchQuery(membersQueryOptions(companyId, { status: ["pending"], limit: 100 })),
          queryClient.prefetchQuery(invitationsQueryOptions()),
          queryClient.prefetchQuery(pendingChangeRequestsQueryOptions(companyId)),
        ]);
      }}
    >
      <ManageTeamScreen focusMemberId={(Array.isArray(userCompanyId) ? userCompanyId[0] : userCompanyId) ?? null} />
    </PrefetchBoundary>
  );
}
