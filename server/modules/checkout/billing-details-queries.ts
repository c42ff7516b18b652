import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyBillingDetails } from "@/server/db/schema/subscriptions";
import type { BillingDetails } from "./billing-details-contract";

/** The company's billing details, or null until an admin saves them. */
export async function findBillingDetails(db: Executor, companyId: string): Promise<BillingDetails | null> {
  const [row] = await db
    .select({
      billingName: companyBillingDetails.billingName,
      billingEmail: companyBillingDetails.billingEmail,
      address: companyBillingDetails.address,
      taxId: companyBillingDetails.taxId,
    })
    .from(companyBillingDetails)
    .where(eq(companyBillingDetails.companyId, companyId))
    .limit(1);
  return row ?? null;
}

/** Saves the company's billing details (already validated and normalised); answers what is stored. */
export async function saveBillingDetails(db: Executor, companyId: string, userId: string, details: BillingDetails): Promise<BillingDetails> {
  const values = { ...details, updatedByUserId: userId };
  await db
    .insert(companyBillingDetails)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBillingDetails.companyId, set: { ...values, updatedAt: new Date() } });
  return details;
}
