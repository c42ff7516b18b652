import type { Metadata } from "next";
import { GuardedPage } from "@/features/permissions/components/guarded-page";
import { talentListsQueryOptions } from "@/features/talent-database/api/get-talent-lists";
import { talentNotesQueryOptions } from "@/features/talent-database/api/get-talent-notes";
import { talentDetailQueryOptions } from "@/features/talents/api/get-talent";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../_lib/prefetch-or-not-found";
import { TalentDatabaseDetail } from "./talent-database-detail";

export const metadata: Metadata = { title: "Talent" };

/**
 * One talent of the company's database (spec 2.10 context talentDb), rendered on the server with its
 * detail, the company's lists and the team's notes; a talent out of the company's reach is a 404.
 */
export default async function TalentDatabaseDetailPage({ params }: { params: Promise<{ talentId: string }> }) {
  const { talentId } = await params;
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        Promise.all([
          prefetchOrNotFound(queryClient, talentDetailQueryOptions(talentId, "talentDb")),
          queryClient.prefetchQuery(talentListsQueryOptions()),
          queryClient.prefetchQuery(talentNotesQueryOptions(talentId)),
        ])
      }
    >
      <GuardedPage page="talentDatabase">
        <TalentDatabaseDetail talentId={talentId} />
      </GuardedPage>
    </PrefetchBoundary>
  );
}
