import type { Executor } from "@/server/db/client";
import type { TodoProvider } from "@/server/modules/employer-todo/employer-todo-service";
import { countPendingChangeRequests } from "@/server/modules/change-requests/change-requests-service";
import { NAMED_REQUIREMENTS, evaluatePermission } from "@/server/modules/permissions/permissions-contract";
import { memberGrants } from "@/server/modules/permissions/permissions-service";
import { countPendingMembers } from "./members-queries";

async function runsTheTeam(db: Executor, companyId: string, member: { id: string; role: "owner" | "member" }): Promise<boolean> {
  if (member.role === "owner") return true;
  const grants = await memberGrants(db, companyId, member.id);
  return evaluatePermission({ role: member.role, grants }, NAMED_REQUIREMENTS.manageTeam.resource, NAMED_REQUIREMENTS.manageTeam.action);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Team tasks on Home for whoever runs the team (the Admin or a Team Editor): join requests and
 * access requests waiting for an answer, counted from the live records.
 */
export const teamTodo: TodoProvider = async ({ db, companyId, member }) => {
  if (!(await runsTheTeam(db, companyId, member))) return [];
  const joins = await countPendingMembers(db, companyId);
  const requests = await countPendingChangeRequests(db, companyId);
  const items = [];
  if (joins > 0) {
    items.push({
      key: "answer-join-requests",
      title: `${plural(joins, "person asked", "people asked")} to join your company`,
      description: "Accept them in Manage Team and choose what each can access, or decline.",
      actionLabel: "Review requests",
      href: "/manage-team",
      priority: 12,
      progress: null,
    });
  }
  if (requests > 0) {
    items.push({
      key: "answer-access-requests",
      title: `${plural(requests, "access request waits", "access requests wait")} for your answer`,
      description: "Team members asked for access to a page. Grant or decline it in Manage Team.",
      actionLabel: "Answer requests",
      href: "/manage-team",
      priority: 15,
      progress: null,
    });
  }
  return items;
};
