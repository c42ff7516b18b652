"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { TalentDatabaseScreen } from "@/features/talent-database/components/talent-database-screen";
import { TalentFilterBar } from "@/features/talents/components/talent-filter-bar";

/**
 * The Talent Database with Talent Search's filter bar (same text search, filters and sorts). The
 * page is guarded by manage on talentDb, so whoever sees it may act.
 */
export function TalentDatabasePageScreen() {
  return (
    <NuqsAdapter>
      <TalentDatabaseScreen canManage filterBar={(controls) => <TalentFilterBar {...controls} />} />
    </NuqsAdapter>
  );
}
