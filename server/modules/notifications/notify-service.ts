import type { Executor } from "@/server/db/client";
import type { NotificationData } from "@/server/db/schema/notifications";
import { jobAudienceUserIds } from "@/server/modules/permissions/permissions-service";
import { NOTIFICATION_CATALOG, renderNotification, type NotificationParams, type NotificationSubject } from "./notification-catalog";
import { EMPLOYER_APP_TARGET, isNotificationType, type NotificationType } from "./notifications-contract";
import { findCompanyLogoUrl, insertNotifications } from "./notify-queries";

export type NotificationInput = {
  recipientUserIds: string[];
  companyId: string | null;
  type: string;
  /** Taken from the catalogue for the types of spec 3; needed only for a type outside it. */
  category?: string;
  title: string;
  body: string;
  action?: string;
  data: Omit<NotificationData, "type">;
  /** A sender that must not repeat itself names the occurrence; a second write of it is skipped. */
  dedupeKey?: string;
  createdAt?: Date;
};

/**
 * The one way services notify people. Call it with the transaction of the event, so the
 * notification exists exactly when the event does. Choosing recipients (only people allowed to see
 * the subject) is the caller's job; `notifyJobAudience` does it for a job's events. Answers how
 * many records were written (a repeated dedupe key writes none).
 */
export async function notify(db: Executor, input: NotificationInput): Promise<number> {
  const recipients = [...new Set(input.recipientUserIds)];
  if (recipients.length === 0) return 0;
  const entry = isNotificationType(input.type) ? NOTIFICATION_CATALOG[input.type] : undefined;
  const category = entry?.category ?? input.category;
  if (!category) throw new Error(`Notification type ${input.type} has no category`);
  // A caller that gives no destination gets the catalogue's, so every item leads somewhere.
  const destination = input.data.pageUrl ? {} : (entry?.page(input.data) ?? {});
  return insertNotifications(
    db,
    recipients.map((recipientUserId) => ({
      recipientUserId,
      companyId: input.companyId,
      appTarget: EMPLOYER_APP_TARGET,
      type: input.type,
      category,
      title: input.title,
      body: input.body,
      action: input.action ?? entry?.action,
      data: { ...input.data, ...destination, type: input.type },
      dedupeKey: input.dedupeKey,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })),
  );
}

export type NotifyEventInput = {
  type: NotificationType;
  recipientUserIds: string[];
  companyId: string | null;
  params?: NotificationParams;
  subject?: NotificationSubject;
  imageUrl?: string;
  dedupeKey?: string;
  createdAt?: Date;
};

/** Notifies with the catalogue's words and destination for the type (plus the company's logo). */
export async function notifyEvent(db: Executor, input: NotifyEventInput): Promise<number> {
  if (input.recipientUserIds.length === 0) return 0;
  const subject = input.subject ?? {};
  const rendered = renderNotification(input.type, input.params ?? {}, subject);
  const companyLogoUrl = input.companyId ? await findCompanyLogoUrl(db, input.companyId) : undefined;
  return notify(db, {
    recipientUserIds: input.recipientUserIds,
    companyId: input.companyId,
    type: input.type,
    title: rendered.title,
    body: rendered.body,
    action: rendered.action,
    data: {
      ...stripUndefined(subject),
      pageUrl: rendered.pageUrl,
      pageName: rendered.pageName,
      ...(companyLogoUrl ? { companyLogoUrl } : {}),
      ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
    },
    dedupeKey: input.dedupeKey,
    createdAt: input.createdAt,
  });
}

/**
 * Notifies the people allowed to see a job (spec 6: the owners and the members whose jobPost
 * access reaches it) about an event of that job or one of its applicants.
 */
export async function notifyJobAudience(
  db: Executor,
  input: Omit<NotifyEventInput, "recipientUserIds" | "companyId" | "subject"> & {
    companyId: string;
    jobId: string;
    subject?: Omit<NotificationSubject, "jobId">;
  },
): Promise<number> {
  const recipientUserIds = await jobAudienceUserIds(db, input.companyId, input.jobId);
  return notifyEvent(db, { ...input, recipientUserIds, subject: { ...input.subject, jobId: input.jobId } });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
