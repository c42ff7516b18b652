import { createRoute } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import { requireSession, sessionOf } from "@/server/api/middleware/require-session";
import { authErrorResponses, jsonContent, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { notificationLastSeenSchema, notificationStatusSchema } from "./notifications-schemas";
import { getNotificationStatus, markNotificationsSeen } from "./notifications-service";

const getStatus = createRoute({
  method: "get",
  path: "/v1/notification/status",
  tags: ["Notifications"],
  summary: "Whether the bell shows its red dot",
  description:
    "hasNotification is true when an unread notification of the caller arrived after their last look at the list. Polled every 60 s; answers 304 to If-None-Match when unchanged.",
  // The ETag turns an unchanged answer into a 304 for the 60-second poll.
  middleware: [requireSession, etag()] as const,
  responses: {
    200: jsonContent(resultEnvelope(notificationStatusSchema), "Status"),
    304: { description: "Unchanged since the ETag sent in If-None-Match" },
    ...authErrorResponses,
  },
});

const putLastSeen = createRoute({
  method: "put",
  path: "/v1/notification/last-seen",
  tags: ["Notifications"],
  summary: "Mark that the caller opened the notification list now",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(resultEnvelope(notificationLastSeenSchema), "Last seen"), ...authErrorResponses },
});

/** Spec 7.3's status and last-seen calls; the notifications issue adds the list and isread here. */
export const notificationRoutes = createRouter()
  .openapi(getStatus, async (c) => {
    const result = await getNotificationStatus(c.get("db"), sessionOf(c).userId);
    c.header("Cache-Control", "private, no-cache");
    return c.json({ result }, 200);
  })
  .openapi(putLastSeen, async (c) => {
    const result = await markNotificationsSeen(c.get("db"), sessionOf(c).userId);
    return c.json({ result }, 200);
  });
