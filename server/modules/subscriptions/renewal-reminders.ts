import type { Database } from "@/server/db/client";
import { appBaseUrl } from "@/server/config/env";
import { formatRupiah } from "@/server/lib/rupiah-contract";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { insertRenewalReminder, listRenewalReminderCandidates } from "./renewal-reminders-queries";
import { findUserEmails } from "./subscriptions-queries";

/** Days before a paid period's end when its admins are reminded to renew, largest first. */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which reminder is due with `msLeft` of the period left: the smallest of RENEWAL_REMINDER_DAYS
 * that is at least the days left (rounded up). A run missed on the 7-day mark still sends that
 * reminder later in its window; once a day or less is left, the 1-day reminder is due.
 */
export function reminderDue(msLeft: number): number | null {
  if (msLeft <= 0) return null;
  const daysLeft = Math.ceil(msLeft / DAY_MS);
  const due = [...RENEWAL_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  return due ?? null;
}

/**
 * Sends the renewal reminders due at `now`: for each paid period running, not cancelled, with no
 * paid period after it (a renewal or downgrade already paid), one email to the company's owners per
 * reminder day. The reminder's row and its emails are written in one transaction and the row's key
 * (period, day) refuses a second one, so reruns and parallel workers send nothing twice.
 */
export async function sendRenewalReminders(db: Database, now: Date): Promise<{ sent: number }> {
  const horizon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS[0] * DAY_MS);
  const candidates = await listRenewalReminderCandidates(db, now, horizon);
  let sent = 0;
  for (const { subscription, plan } of candidates) {
    const daysBefore = reminderDue(subscription.endsAt.getTime() - now.getTime());
    if (daysBefore === null) continue;
    const wrote = await db.transaction(async (tx) => {
      if (!(await insertRenewalReminder(tx, { subscriptionId: subscription.id, daysBefore, sentAt: now }))) return false;
      const ownerIds = await activeOwnerIds(tx, subscription.companyId);
      const owners = await findUserEmails(tx, ownerIds);
      const endsOn = subscription.endsAt.toISOString().slice(0, 10);
      const period = subscription.endsAt.getTime() - subscription.startsAt.getTime() > 45 * DAY_MS ? "yearly" : "monthly";
      const price = period === "yearly" && plan.yearlyPriceIdr !== null ? plan.yearlyPriceIdr : plan.priceIdr;
      const renewUrl = `${appBaseUrl()}/checkout?${new URLSearchParams({ plan: plan.code, period }).toString()}`;
      await queueEmails(
        tx,
        owners.map((owner) => ({
          to: owner.email,
          category: "renewal-reminder",
          subject: `Your ${plan.name} plan ends on ${endsOn}`,
          text:
            `Your company's ${plan.name} plan ends on ${endsOn} (UTC). After that your team cannot post jobs or use the portal until a plan is bought again.\n\n` +
            `Renew it for ${formatRupiah(price)} plus PPN (${period}), or choose a cheaper plan that starts when this one ends:\n${renewUrl}\n\n` +
            `If you do not want to continue, cancel on the Subscription settings page and we will stop reminding you.\n`,
        })),
      );
      return true;
    });
    if (wrote) sent += 1;
  }
  return { sent };
}
