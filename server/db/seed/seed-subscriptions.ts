import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { companySubscriptions, subscriptionPlans } from "../schema/subscriptions";
import { demoIds } from "./demo-ids";

/** Fixed ids of the demo subscriptions (the plans themselves come from a migration). */
export const demoSubscriptionIds = {
  demoCompany: "0d3e0000-0000-4000-8000-000000000501",
  otherCompany: "0d3e0000-0000-4000-8000-000000000502",
} as const;

const STARTS_AT = new Date("2026-01-05T02:00:00.000Z");
// Far enough ahead that the demo companies stay subscribed, so their users land on / after sign-in.
const ENDS_AT = new Date("2036-01-05T02:00:00.000Z");

/** Both demo companies hold an active paid Growth subscription. */
export async function seedSubscriptions(db: Executor): Promise<void> {
  const [plan] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, "growth")).limit(1);
  if (!plan) throw new Error("The plan catalogue is missing: run the migrations before seeding");
  const period = { planId: plan.id, kind: "paid" as const, status: "active" as const, startsAt: STARTS_AT, endsAt: ENDS_AT, createdAt: STARTS_AT, updatedAt: STARTS_AT };
  await db
    .insert(companySubscriptions)
    .values([
      { id: demoSubscriptionIds.demoCompany, companyId: demoIds.demoCompany, ...period },
      { id: demoSubscriptionIds.otherCompany, companyId: demoIds.otherCompany, ...period },
    ])
    .onConflictDoNothing();
}
