import { and, asc, desc, eq } from "drizzle-orm";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import { companyMembers } from "@/server/db/schema/companies";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { notifications } from "@/server/db/schema/notifications";
import { companySubscriptions, subscriptionPlans } from "@/server/db/schema/subscriptions";
import { users } from "@/server/db/schema/users";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-ids";

let passwordHash: Promise<string> | undefined;

/** An employer account (password DEMO_PASSWORD) with a membership of the company. */
export async function createMember(
  db: Database,
  input: { companyId: string; email: string; name?: string; role?: "owner" | "member"; status?: "pending" | "active"; createdAt?: Date },
): Promise<{ userId: string; memberId: string }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ name: input.name ?? input.email.split("@")[0]!, email: input.email, passwordHash: await passwordHash, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const [membership] = await db
    .insert(companyMembers)
    .values({
      companyId: input.companyId,
      userId: user!.id,
      role: input.role ?? "member",
      status: input.status ?? "active",
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: companyMembers.id });
  return { userId: user!.id, memberId: membership!.id };
}

/** The newest mail to an address. */
export async function latestMailTo(db: Database, to: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt)).limit(1);
  return mail;
}

/** The join-link token in the newest invitation mail to an address. */
export async function mailedInvitationToken(db: Database, to: string): Promise<string> {
  const mail = await latestMailTo(db, to);
  const token = mail?.textBody.match(/\/join-team\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No invitation mailed to ${to}`);
  return token;
}

/** A user's notifications of one type, oldest first. */
export async function notificationsOf(db: Database, userId: string, type: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type)))
    .orderBy(asc(notifications.createdAt));
}

/** Puts the company on a plan (the latest period becomes this one). */
export async function putCompanyOnPlan(db: Database, companyId: string, planCode: string, kind: "trial" | "paid"): Promise<void> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, planCode));
  await db.delete(companySubscriptions).where(eq(companySubscriptions.companyId, companyId));
  const now = Date.now();
  await db.insert(companySubscriptions).values({
    companyId,
    planId: plan!.id,
    kind,
    status: kind === "trial" ? "trial" : "active",
    startsAt: new Date(now - 24 * 60 * 60 * 1000),
    endsAt: new Date(now + 10 * 24 * 60 * 60 * 1000),
  });
}
