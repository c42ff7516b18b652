import { appBaseUrl, serverEnv } from "@/server/config/env";
import type { Executor } from "@/server/db/client";
import { recordEvent } from "@/server/modules/event-tracking/event-tracking-service";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notify } from "@/server/modules/notifications/notify-service";
import { HRIS_ACCESS_PATH, HRIS_CONSOLE_BASE_PATH } from "./hris-contract";

/**
 * What the HRIS access flows tell people, written in the caller's transaction: a mail and a
 * notification exist exactly when the request or the answer does, and so does its `ed_` event.
 * No audit trail of company decisions exists in this codebase (searched for one): the events
 * below and the join request's decided_by/decided_at are the record of each access decision.
 */

export const HRIS_EVENTS = {
  superAdminCreated: "ed_hris_super_admin_created",
  accessRequested: "ed_hris_access_requested",
  accessApproved: "ed_hris_access_approved",
  accessDenied: "ed_hris_access_denied",
  adminRemoved: "ed_hris_admin_removed",
  adminAccessChanged: "ed_hris_admin_access_changed",
  consoleSignedIn: "ed_hris_console_signed_in",
} as const;

/** A notification about HRIS access; outside spec 3's catalogue, so it names its category. */
const HRIS_NOTIFICATION_TYPE = "hrisAccessUpdated";
const HRIS_NOTIFICATION_CATEGORY = "company";

const forwardEvents = () => Boolean(serverEnv().MIXPANEL_TOKEN);

/** The console's access page, for the Super Admin's mail (the built-in console). */
const accessPageUrl = () => `${appBaseUrl()}${HRIS_CONSOLE_BASE_PATH}${HRIS_ACCESS_PATH}`;

export async function recordHrisEvent(
  db: Executor,
  eventName: (typeof HRIS_EVENTS)[keyof typeof HRIS_EVENTS],
  context: { userId: string; companyId: string | null },
  eventData: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await recordEvent(db, { eventName, eventData }, { ...context, forward: forwardEvents() });
}

type Person = { userId: string; name: string; email: string };

/** A join request was sent (or sent again): every Super Admin gets a mail and a notification. */
export async function tellSuperAdminsOfRequest(
  db: Executor,
  input: { companyId: string; superAdmins: Person[]; requester: Person; note: string | undefined },
): Promise<void> {
  const { requester, note } = input;
  for (const admin of input.superAdmins) {
    await queueEmail(db, {
      to: admin.email,
      category: "hris-access-request",
      subject: `${requester.name} asked for access to HRIS`,
      text:
        `${requester.name} (${requester.email}) asked to become an HRIS admin of your company.\n\n` +
        (note ? `Their note: ${note}\n\n` : "") +
        `Approve or deny it on the HRIS access page: ${accessPageUrl()}`,
    });
  }
  await notify(db, {
    recipientUserIds: input.superAdmins.map((admin) => admin.userId),
    companyId: input.companyId,
    type: HRIS_NOTIFICATION_TYPE,
    category: HRIS_NOTIFICATION_CATEGORY,
    title: "HRIS access request",
    body: `${requester.name} asked for access to HRIS`,
    data: { pageName: "HRIS access" },
  });
}

/** A Super Admin answered: the requester gets a mail and a notification. */
export async function tellRequesterOfAnswer(
  db: Executor,
  input: { companyId: string; requester: Person; approved: boolean; decidedBy: string },
): Promise<void> {
  const { requester, approved } = input;
  await queueEmail(db, {
    to: requester.email,
    category: "hris-access-answer",
    subject: approved ? "Your HRIS access request was approved" : "Your HRIS access request was denied",
    text: approved
      ? `Hello ${requester.name},\n\n${input.decidedBy} approved your request: you are now an HRIS admin. Choose HRIS in the portal's sidebar to open it.`
      : `Hello ${requester.name},\n\n${input.decidedBy} denied your request for HRIS access. You can ask again in 3 days from the portal's sidebar.`,
  });
  await notify(db, {
    recipientUserIds: [requester.userId],
    companyId: input.companyId,
    type: HRIS_NOTIFICATION_TYPE,
    category: HRIS_NOTIFICATION_CATEGORY,
    title: approved ? "HRIS access approved" : "HRIS access denied",
    body: approved ? `${input.decidedBy} made you an HRIS admin` : `${input.decidedBy} denied your HRIS access request`,
    data: { pageName: "HRIS" },
  });
}
