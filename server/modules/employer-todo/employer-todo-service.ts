import { forbidden } from "@/server/api/errors";
import type { Executor } from "@/server/db/client";
import { subscriptionStateOf } from "@/server/modules/subscriptions/subscriptions-service";
import { memberNotFound } from "@/server/modules/team/team-errors";
import { teamTodo } from "@/server/modules/team/team-todos-service";
import {
  countCompanyMembers,
  findCompanyProfile,
  findMemberInCompany,
  type CompanyProfileFacts,
  type TodoMember,
} from "./employer-todo-queries";
import type { EmployerTodoItem, EmployerTodoList } from "./employer-todo-schemas";

export type TodoCaller = { companyId: string; userCompanyId: string; role: "owner" | "member" };
type TodoScope = { db: Executor; companyId: string; member: TodoMember };

/**
 * One source of tasks. Each answers the open tasks it knows of, computed from live data; a task
 * that is done simply is not returned. Later modules (jobs, applicants) add theirs to the list.
 */
export type TodoProvider = (scope: TodoScope) => Promise<EmployerTodoItem[]>;

const PROFILE_FIELDS: { label: string; isSet: (company: CompanyProfileFacts) => boolean }[] = [
  { label: "logo", isSet: (company) => Boolean(company.logoUrl) },
  { label: "description", isSet: (company) => Boolean(company.description?.trim()) },
  { label: "website", isSet: (company) => Boolean(company.website) },
  { label: "size", isSet: (company) => Boolean(company.size) },
  { label: "city", isSet: (company) => Boolean(company.cityId) },
  { label: "sector", isSet: (company) => Boolean(company.sector) },
  { label: "culture", isSet: (company) => company.cultures.length > 0 },
];

const companyProfileTodo: TodoProvider = async ({ db, companyId, member }) => {
  if (member.role !== "owner") return [];
  const company = await findCompanyProfile(db, companyId);
  if (!company) return [];
  const items: EmployerTodoItem[] = [];
  const missing = PROFILE_FIELDS.filter((field) => !field.isSet(company));
  if (missing.length > 0) {
    items.push({
      key: "complete-company-profile",
      title: "Complete your company profile",
      description: `Candidates trust a complete profile. Still missing: ${missing.map((field) => field.label).join(", ")}.`,
      actionLabel: "Complete profile",
      href: "/company/profile",
      priority: 20,
      progress: { done: PROFILE_FIELDS.length - missing.length, total: PROFILE_FIELDS.length },
    });
  }
  if (company.verificationStatus !== "verified") {
    const rejected = company.verificationStatus === "rejected";
    items.push({
      key: "verify-company",
      title: rejected ? "Your company verification was rejected" : "Your company is being verified",
      description: rejected
        ? "Review your company details and submit the verification again."
        : "We are checking your company details. Some settings stay hidden until it is verified.",
      actionLabel: rejected ? "Review details" : "View status",
      href: "/company/profile",
      priority: 10,
      progress: null,
    });
  }
  return items;
};

const inviteTeamTodo: TodoProvider = async ({ db, companyId, member }) => {
  if (member.role !== "owner") return [];
  if ((await countCompanyMembers(db, companyId)) > 1) return [];
  return [
    {
      key: "invite-team",
      title: "Invite your team",
      description: "Hire together: invite recruiters and hiring managers and choose what each can access.",
      actionLabel: "Invite members",
      href: "/manage-team",
      priority: 30,
      progress: null,
    },
  ];
};

const profilePictureTodo: TodoProvider = async ({ member }) =>
  member.profilePictureUrl
    ? []
    : [
        {
          key: "add-profile-picture",
          title: "Add your profile picture",
          description: "Candidates and teammates recognise you faster with a photo.",
          actionLabel: "Update profile",
          href: "/settings",
          priority: 50,
          progress: null,
        },
      ];

/** A period ending this soon gets a reminder on Home. */
export const SUBSCRIPTION_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const subscriptionTodo: TodoProvider = async ({ db, companyId, member }) => {
  if (member.role !== "owner") return [];
  const state = await subscriptionStateOf(db, companyId);
  const subscription = state.subscription;
  const todo = (key: string, title: string, description: string, actionLabel: string, priority: number): EmployerTodoItem[] => [
    { key, title, description, actionLabel, href: "/subscription", priority, progress: null },
  ];
  if (!subscription) {
    return todo("choose-plan", "Choose a plan", "Start your free trial or pick a plan to post jobs and reach talents.", "See plans", 0);
  }
  if (subscription.status === "expired") {
    const kind = subscription.kind === "trial" ? "free trial" : "subscription";
    return todo("renew-subscription", `Your ${kind} has ended`, "Renew to keep your job posts live and your team hiring.", "Renew", 0);
  }
  if (state.needUpgradePlan) {
    return todo("upgrade-plan", "Upgrade your plan", `You are using more than the ${subscription.plan.name} plan includes.`, "Upgrade", 5);
  }
  const daysLeft = Math.ceil((new Date(subscription.endsAt).getTime() - Date.now()) / DAY_MS);
  if (daysLeft <= SUBSCRIPTION_REMINDER_DAYS) {
    const kind = subscription.kind === "trial" ? "free trial" : "subscription";
    return todo(
      "subscription-ending",
      `Your ${kind} ends in ${daysLeft} ${daysLeft === 1 ? "day" : "days"}`,
      "Choose a plan now so hiring carries on without a pause.",
      "See plans",
      5,
    );
  }
  return [];
};

export const employerTodoProviders: TodoProvider[] = [subscriptionTodo, companyProfileTodo, inviteTeamTodo, teamTodo, profilePictureTodo];

/**
 * GET /v1/job-portal/employer-todo. The caller's own list, or (for the owner) a member's list.
 * A userCompanyId outside the caller's company is not found; a member may only read their own.
 */
export async function getEmployerTodo(
  db: Executor,
  caller: TodoCaller,
  userCompanyId: string | undefined,
  providers: TodoProvider[] = employerTodoProviders,
): Promise<EmployerTodoList> {
  const targetId = userCompanyId ?? caller.userCompanyId;
  const member = await findMemberInCompany(db, caller.companyId, targetId);
  if (!member) throw memberNotFound();
  if (member.id !== caller.userCompanyId && caller.role !== "owner") {
    throw forbidden("Only the Admin can see another member's to-do list");
  }
  const scope = { db, companyId: caller.companyId, member };
  const lists = await Promise.all(providers.map((provider) => provider(scope)));
  const docs = lists.flat().sort((a, b) => a.priority - b.priority || a.key.localeCompare(b.key));
  return { docs };
}
