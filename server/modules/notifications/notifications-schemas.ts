import { z } from "@hono/zod-openapi";

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
