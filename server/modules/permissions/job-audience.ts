import type { Executor } from "@/server/db/client";
import { evaluatePermission, type RequestedAction } from "./permissions-contract";
import { listActiveMemberRoles, listCompanyResourcePermissions, toGrant } from "./permissions-queries";

/**
 * The users allowed to see a job (spec 6 rule, jobPost `action` on that job): the company's active
 * owners and the active members whose access reaches the job. Two queries, whatever the team size.
 * Notifications about a job and its applicants go to exactly these people.
 */
export async function jobAudienceUserIds(db: Executor, companyId: string, jobId: string, action: RequestedAction = "view"): Promise<string[]> {
  const members = await listActiveMemberRoles(db, companyId);
  const rows = await listCompanyResourcePermissions(db, companyId, "jobPost");
  const grantsByMember = new Map<string, ReturnType<typeof toGrant>[]>();
  for (const row of rows) grantsByMember.set(row.memberId, [...(grantsByMember.get(row.memberId) ?? []), toGrant(row)]);
  return members
    .filter((member) => evaluatePermission({ role: member.role, grants: grantsByMember.get(member.id) ?? [] }, "jobPost", action, { jobId }))
    .map((member) => member.userId);
}
