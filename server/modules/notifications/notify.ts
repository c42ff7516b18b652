import type { Executor } from "@/server/db/client";
import { notifications, type NotificationData } from "@/server/db/schema/notifications";

export type NotificationInput = {
  recipientUserIds: string[];
  companyId: string | null;
  type: string;
  category: string;
  title: string;
  body: string;
  action?: string;
  data: Omit<NotificationData, "type">;
};

/**
 * The one way services notify people. Call it with the transaction of the event, so the
 * notification exists exactly when the event does. Choosing recipients (only people allowed to see
 * the subject) is the caller's job.
 */
export async function notify(db: Executor, input: NotificationInput): Promise<void> {
  const recipients = [...new Set(input.recipientUserIds)];
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((recipientUserId) => ({
      recipientUserId,
      companyId: input.companyId,
      type: input.type,
      category: input.category,
      title: input.title,
      body: input.body,
      action: input.action,
      data: { ...input.data, type: input.type },
    })),
  );
}
