import { createRoute } from "@hono/zod-openapi";
import { requireSession, sessionOf } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { serverEnv } from "@/server/config/env";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { trackEventBodySchema, trackedEventSchema } from "./event-tracking-schemas";
import { trackEvent } from "./event-tracking-service";

const postTrack = createRoute({
  method: "post",
  path: "/v1/job-portal/mixpanel/track",
  tags: ["Analytics events"],
  summary: "Record an ed_ analytics event",
  description: "Stored, then forwarded to Mixpanel by a background job when MIXPANEL_TOKEN is set.",
  middleware: [requireSession] as const,
  request: { body: jsonBody(trackEventBodySchema) },
  responses: {
    200: jsonContent(resultEnvelope(trackedEventSchema), "Recorded"),
    ...pickErrors(400, 401, 403, 422, 500),
  },
});

export const eventTrackingRoutes = createRouter().openapi(postTrack, async (c) => {
  const session = sessionOf(c);
  const forward = Boolean(serverEnv().MIXPANEL_TOKEN);
  const result = await trackEvent(c.get("db"), c.req.valid("json"), { userId: session.userId, companyId: session.companyId, forward });
  if (forward) wakeBackgroundWork();
  return c.json({ result }, 200);
});
