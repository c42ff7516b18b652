"use client";

import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { TalentDetail } from "@/features/talents/components/detail/talent-detail";
import { talentSearchPaths } from "@/features/talents/lib/talent-paths";
import { TalentHuntAccess } from "../../_components/talent-hunt-access";

/** A talent opened from Talent Search (spec 2.10 context talentHunt). */
export function TalentHuntDetail({ talentId }: { talentId: string }) {
  const user = useCurrentUser();
  const sender = { name: user.data?.name ?? "", companyName: user.data?.company?.name ?? "" };
  return (
    <TalentHuntAccess>
      {(canManage) => (
        <TalentDetail talentId={talentId} context="talentHunt" canManage={canManage} sender={sender} back={{ href: talentSearchPaths.search(), label: "Talent Search" }} />
      )}
    </TalentHuntAccess>
  );
}
