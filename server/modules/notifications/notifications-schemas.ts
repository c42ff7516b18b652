import { z } from "@hono/zod-openapi";
import {
  NOTIFICATION_APP_TARGETS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE_MAX,
  NOTIFICATION_TYPES,
} from "./notifications-contract";

/** GET /v1/notification/status (spec 3: "Status: hasNotification"). */
export const notificationStatusSchema = z
  .object({ hasNotification: z.boolean() })
  .openapi("NotificationStatus");
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** PUT /v1/notification/last-seen */
export const notificationLastSeenSchema = z
  .object({ lastSeenAt: z.string() })
  .openapi("NotificationLastSeen");
export type NotificationLastSeen = z.infer<typeof notificationLastSeenSchema>;

/** Spec 3 Notification: the item and its data block. */
export const notificationSchema = z
  .object({
    _id: z.string(),
    isRead: z.boolean(),
    createdAt: z.string(),
    title: z.string(),
    body: z.string(),
    action: z.string().nullable(),
    category: z.string(),
    type: z.string(),
    data: z.object({
      jobId: z.string().optional(),
      jobApplicationId: z.string().optional(),
      recruitmentStepId: z.string().optional(),
      userCompanyId: z.string().optional(),
      pageUrl: z.string().optional(),
      pageName: z.string().optional(),
      type: z.string(),
      companyLogoUrl: z.string().optional(),
      imageUrl: z.string().optional(),
    }),
  })
  .openapi("Notification");
export type NotificationItem = z.infer<typeof notificationSchema>;

/**
 * The list's cursor: the last item's created_at to the microsecond and its id, so items created in
 * the same instant are neither repeated nor skipped. A bare ISO datetime also works (items older
 * than it).
 */
export type NotificationCursor = { createdAt: string; id: string | null };

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2}))(?:_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))?$/i;

export function parseNotificationCursor(value: string): NotificationCursor | null {
  const match = CURSOR_PATTERN.exec(value);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { createdAt: match[1]!, id: match[2]?.toLowerCase() ?? null };
}

export function formatNotificationCursor(cursor: { createdAt: string; id: string }): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

/** GET /v1/notification/all query (spec 7.3). */
export const notificationListQuerySchema = z.object({
  appTarget: z.enum(NOTIFICATION_APP_TARGETS).default("employer"),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  isRead: z
    .enum(["true", "false"], { message: "isRead must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  datetime: z
    .string()
    .max(100)
    .refine((value) => parseNotificationCursor(value) !== null, { message: "Invalid datetime cursor: use the nextDatetime of the previous page" })
    .optional(),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;
/** What the portal sends (isRead as a boolean; axios writes it as text). */
export type NotificationListParams = {
  limit?: number;
  category?: (typeof NOTIFICATION_CATEGORIES)[number];
  isRead?: boolean;
  datetime?: string;
};

export const notificationListSchema = z
  .object({ docs: z.array(notificationSchema), nextDatetime: z.string().nullable() })
  .openapi("NotificationList");
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PATCH /v1/notification/isread */
export const markReadBodySchema = z.object({ id: z.uuid("Invalid notification id") }).openapi("MarkNotificationRead");

/** POST /v1/operator/notifications: raise a notification where no product event exists yet. */
export const operatorNotificationBodySchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    companyId: z.uuid("Invalid company id"),
    /** One member of the company; without it, the job's audience (with jobId) or the owners. */
    userId: z.uuid("Invalid user id").optional(),
    jobId: z.uuid("Invalid job id").optional(),
    jobApplicationId: z.uuid("Invalid application id").optional(),
    params: z
      .object({
        jobTitle: z.string().max(200).optional(),
        applicantName: z.string().max(200).optional(),
        companyName: z.string().max(200).optional(),
        memberName: z.string().max(200).optional(),
        planName: z.string().max(100).optional(),
        stepName: z.string().max(100).optional(),
        count: z.number().int().min(0).max(1_000_000).optional(),
        limit: z.number().int().min(0).max(1_000_000).optional(),
        days: z.number().int().min(0).max(3650).optional(),
        date: z.string().max(100).optional(),
        award: z.string().max(100).optional(),
        reason: z.string().max(300).optional(),
      })
      .strict()
      .default({}),
    /** Raise it this many times (a second apart, newest last), e.g. to fill a list for a demo or a test. */
    count: z.number().int().min(1).max(200).default(1),
  })
  .openapi("OperatorNotification");
export type OperatorNotificationBody = z.output<typeof operatorNotificationBodySchema>;

export const operatorNotificationResultSchema = z.object({ written: z.number().int(), recipientUserIds: z.array(z.string()) });
