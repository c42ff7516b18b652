import type { Metadata } from "next";
import { ManageTeamScreen } from "./_components/manage-team-screen";

export const metadata: Metadata = { title: "Manage Team" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Manage Team (/manage-team, `userCompanyId` opens that member). */
export default async function ManageTeamPage({ searchParams }: { searchParams: SearchParams }) {
  const { userCompanyId } = await searchParams;
  return <ManageTeamScreen focusMemberId={(Array.isArray(userCompanyId) ? userCompanyId[0] : userCompanyId) ?? null} />;
}
