import type { Metadata } from "next";
import { JoinTeamScreen } from "./_components/join-team-screen";

export const metadata: Metadata = { title: "Join your team", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The invitation email's join link: /join-team?token=... (public, shell-less). */
export default async function JoinTeamPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return <JoinTeamScreen token={(Array.isArray(token) ? token[0] : token) ?? ""} />;
}
