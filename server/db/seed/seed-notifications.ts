import type { Executor } from "../client";
import { notificationLastSeen, notifications } from "../schema/notifications";
import { demoIds } from "./demo-ids";

const at = (iso: string) => new Date(iso);

/**
 * The demo owner's notification history: read and unread items, all opened once already (the
 * last-seen stamp is after them), so the list has something to show and the bell lights only for
 * what arrives next.
 */
export async function seedNotifications(db: Executor): Promise<void> {
  const common = { recipientUserId: demoIds.demoOwner, companyId: demoIds.demoCompany, appTarget: "employer" };
  await db
    .insert(notifications)
    .values([
      {
        ...common,
        id: "0d3e0000-0000-4000-8000-000000000501",
        type: "companySubscriptionPurchased",
        category: "subscription",
        title: "Your Growth plan is active",
        body: "Demo Company can now post jobs and invite the team on the Growth plan.",
        data: { type: "companySubscriptionPurchased", pageUrl: "/settings/subscription", pageName: "Subscription" },
        isRead: true,
        createdAt: at("2026-01-05T02:05:00.000Z"),
      },
      {
        ...common,
        id: "0d3e0000-0000-4000-8000-000000000502",
        type: "invitedEmployerJoinReceived",
        category: "company",
        title: "Budi Santoso joined Demo Company",
        body: "Budi accepted your invitation and can now use the hiring portal.",
        data: {
          type: "invitedEmployerJoinReceived",
          userCompanyId: demoIds.demoMemberMembership,
          pageUrl: `/manage-team?userCompanyId=${demoIds.demoMemberMembership}`,
          pageName: "Manage Team",
        },
        isRead: true,
        createdAt: at("2026-01-06T03:30:00.000Z"),
      },
      {
        ...common,
        id: "0d3e0000-0000-4000-8000-000000000503",
        type: "completeCompanyFeaturedMembersReminderReceived",
        category: "company",
        title: "Feature your team on the company profile",
        body: "Candidates trust companies that show who they will work with.",
        data: {
          type: "completeCompanyFeaturedMembersReminderReceived",
          pageUrl: "/company/profile",
          pageName: "Company Profile",
        },
        isRead: false,
        createdAt: at("2026-01-08T01:00:00.000Z"),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(notificationLastSeen)
    .values({ userId: demoIds.demoOwner, appTarget: "employer", lastSeenAt: at("2026-01-09T00:00:00.000Z") })
    .onConflictDoNothing();
}
