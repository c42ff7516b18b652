import type { MemberListQuery } from "@/server/modules/team/team-schemas";

/** Query keys of the team feature; mutations invalidate through these, never a hand-typed key. */
export const teamKeys = {
  all: ["team"] as const,
  members: (companyId: string) => [...teamKeys.all, "members", companyId] as const,
  memberList: (companyId: string, query: MemberListQuery) => [...teamKeys.members(companyId), query] as const,
  invitations: () => [...teamKeys.all, "invitations"] as const,
  changeRequests: (companyId: string) => [...teamKeys.all, "change-requests", companyId] as const,
  invitationPreview: (token: string) => [...teamKeys.all, "invitation-preview", token] as const,
};
