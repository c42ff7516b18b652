import type { Metadata } from "next";
import { talentDetailQueryOptions } from "@/features/talents/api/get-talent";
import { PrefetchBoundary } from "../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../_lib/prefetch-or-not-found";
import { TalentHuntDetail } from "./talent-hunt-detail";

export const metadata: Metadata = { title: "Talent" };

/** One talent from Talent Search, rendered with its detail on the server; unknown or out of reach: 404. */
export default async function TalentSearchDetailPage({ params }: { params: Promise<{ talentId: string }> }) {
  const { talentId } = await params;
  return (
    <PrefetchBoundary prefetch={(queryClient) => prefetchOrNotFound(queryClient, talentDetailQueryOptions(talentId, "talentHunt"))}>
      <TalentHuntDetail talentId={talentId} />
    </PrefetchBoundary>
  );
}
