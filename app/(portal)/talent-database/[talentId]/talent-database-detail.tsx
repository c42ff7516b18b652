"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { TalentDatabasePanel } from "@/features/talent-database/components/talent-database-panel";
import { talentDatabasePaths } from "@/features/talent-database/lib/talent-database-paths";
import { useTalent } from "@/features/talents/api/get-talent";
import { talentKeys } from "@/features/talents/api/talent-keys";
import { TalentDetail } from "@/features/talents/components/detail/talent-detail";

/**
 * A talent opened from the Talent Database: Talent Search's detail view with the company's lists
 * and notes beside it. The page is guarded by manage on talentDb, so whoever sees it may act.
 */
export function TalentDatabaseDetail({ talentId }: { talentId: string }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // The same cached read TalentDetail shows: the lists the talent is in come with it.
  const talent = useTalent(talentId, "talentDb");
  const sender = { name: user.data?.name ?? "", companyName: user.data?.company?.name ?? "" };
  return (
    <TalentDetail
      talentId={talentId}
      context="talentDb"
      canManage
      sender={sender}
      back={{ href: talentDatabasePaths.list(), label: "Talent Database" }}
      aside={
        talent.data ? (
          <TalentDatabasePanel
            talentId={talentId}
            listIds={talent.data.company.listIds}
            canManage
            onChanged={() => void queryClient.invalidateQueries({ queryKey: talentKeys.talent(talentId) })}
          />
        ) : null
      }
    />
  );
}
