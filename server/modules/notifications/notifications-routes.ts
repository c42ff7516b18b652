import { createRoute } from "@hono/zod-openapi";
import { requireOperator } from "@/server/api/middleware/require-operator";
import { requireSession, sessionOf, verifiedAccessClaims } from "@/server/api/middleware/require-session";
import { errorResponse, jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { markReadBodySchema, notificationLastSeenSchema, notificationListQuerySchema, notificationListSchema, notificationSchema, notificationStatusSchema, operatorNotificationBodySchema, operatorNotificationResultSchema } from "./notifications-schemas";
import { listNotifications, markNotificationRead, markNotificationsSeen, notificationStatusFor, raiseOperatorNotification } from "./notifications-service";

const getAll = createRoute({
  method: "get",
  path: "/v1/notification/all",
  tags: ["Notifications"],
  summary: "A page of the caller's notifications, newest first",
  description:
    "limit 16 by default; category and isRead filter; datetime is the previous page's nextDatetime (null on the last page). Pages are keyset-paged on (createdAt, id), so notifications arriving while the user scrolls never repeat or skip items.",
  middleware: [requireSession] as const,
  request: { query: notificationListQuerySchema },
  responses: {
    200: jsonContent(resultEnvelope(notificationListSchema), "Notifications"),
    ...pickErrors(400, 401, 403, 422, 500),
  },
});

const getStatus = createRoute({
  method: "get",
  path: "/v1/notification/status",
  tags: ["Notifications"],
  summary: "Whether the bell shows its red dot",
  description:
    "hasNotification is true when an unread notification of the caller arrived after their last look at the list. Polled every 60 s; answers 304 to If-None-Match when unchanged. The ETag is the caller's notification version, so an unchanged poll is decided without a database query.",
  // No requireSession: the handler checks the token, and the session through the status cache.
  responses: {
    200: jsonContent(resultEnvelope(notificationStatusSchema), "Status"),
    304: { description: "Unchanged since the ETag sent in If-None-Match" },
    ...pickErrors(401, 403),
  },
});

const patchIsRead = createRoute({
  method: "patch",
  path: "/v1/notification/isread",
  tags: ["Notifications"],
  summary: "Mark one of the caller's notifications read",
  middleware: [requireSession] as const,
  request: { body: jsonBody(markReadBodySchema) },
  responses: {
    200: jsonContent(resultEnvelope(notificationSchema), "The notification, now read"),
    404: errorResponse("No such notification of the caller"),
    ...pickErrors(400, 401, 403, 422, 500),
  },
});

const putLastSeen = createRoute({
  method: "put",
  path: "/v1/notification/last-seen",
  tags: ["Notifications"],
  summary: "Mark that the caller opened the notification list now",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(resultEnvelope(notificationLastSeenSchema), "Last seen"), ...pickErrors(401, 403) },
});

const postOperatorNotification = createRoute({
  method: "post",
  path: "/v1/operator/notifications",
  tags: ["Operator"],
  summary: "Raise a notification of a catalogue type (where no product event raises it yet)",
  description:
    "Recipients: the active member userId, else the audience of jobId (owners and members whose job access reaches it), else the company's owners. count raises it several times, a second apart.",
  security: [{ operatorToken: [] }],
  middleware: [requireOperator()] as const,
  request: { body: jsonBody(operatorNotificationBodySchema) },
  responses: {
    201: jsonContent(resultEnvelope(operatorNotificationResultSchema), "Written"),
    401: errorResponse("Missing or wrong operator token"),
    403: errorResponse("The operator API is off (no OPERATOR_TOKEN configured)"),
    404: errorResponse("No such company, member, job or application"),
    ...pickErrors(400, 422, 500),
  },
});

/** Spec 7.3's notification calls, and the operator's way to raise one. */
export const notificationRoutes = createRouter()
  .openapi(getAll, async (c) => {
    const result = await listNotifications(c.get("db"), sessionOf(c).userId, c.req.valid("query"));
    c.header("Cache-Control", "private, no-store");
    return c.json({ result }, 200);
  })
  .openapi(getStatus, async (c) => {
    const claims = await verifiedAccessClaims(c);
    const answer = await notificationStatusFor(c.get("db"), { userId: claims.sub, sessionId: claims.sid }, c.req.header("if-none-match"));
    c.header("Cache-Control", "private, no-cache");
    c.header("ETag", answer.etag);
    if (answer.notModified) return c.body(null, 304);
    return c.json({ result: answer.status }, 200);
  })
  .openapi(patchIsRead, async (c) => {
    const result = await markNotificationRead(c.get("db"), sessionOf(c).userId, c.req.valid("json").id);
    return c.json({ result }, 200);
  })
  .openapi(putLastSeen, async (c) => {
    const result = await markNotificationsSeen(c.get("db"), sessionOf(c).userId);
    return c.json({ result }, 200);
  })
  .openapi(postOperatorNotification, async (c) => {
    const result = await raiseOperatorNotification(c.get("db"), c.req.valid("json"));
    return c.json({ result }, 201);
  });
