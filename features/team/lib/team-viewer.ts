/** Who is looking at Manage Team, from GET /v1/job-portal/permission (the page passes it in). */
export type TeamViewer = {
  companyId: string;
  /** The viewer's own membership id. */
  userCompanyId: string;
  isOwner: boolean;
  /** Admin or Team Editor: invites, edits and removes members, answers requests. */
  canManageTeam: boolean;
};
