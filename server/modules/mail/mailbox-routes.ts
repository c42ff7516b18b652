import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "@/server/api/errors";
import { errorResponse, jsonContent, resultEnvelope, validationErrorResponses } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { serverEnv } from "@/server/config/env";
import { listMailbox } from "./mailbox-queries";
import { mailboxListSchema, mailboxQuerySchema } from "./mailbox-schemas";

const getMailbox = createRoute({
  method: "get",
  path: "/dev/mailbox",
  tags: ["Development"],
  summary: "The email outbox, newest first (only when LOCAL_MAILBOX=1)",
  description:
    "Shows every queued mail, sign-in and reset codes included, so it exists only when LOCAL_MAILBOX=1; otherwise it answers 404 like an unknown route.",
  request: { query: mailboxQuerySchema },
  responses: {
    200: jsonContent(resultEnvelope(mailboxListSchema), "The newest mails"),
    404: errorResponse("The local mailbox is off"),
    ...validationErrorResponses,
  },
});

/** The local mailbox. `enabled` is asked per request; by default LOCAL_MAILBOX decides. */
export function mailboxRoutes(enabled: () => boolean = () => serverEnv().LOCAL_MAILBOX) {
  const router = createRouter();
  // Before validation, so a mailbox that is off looks like no route at all.
  router.use("/dev/mailbox", async (c, next) => {
    if (!enabled()) throw new ApiError(404, "ROUTE_NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`);
    await next();
  });
  return router.openapi(getMailbox, async (c) => {
    const { limit, to } = c.req.valid("query");
    const docs = await listMailbox(c.get("db"), { limit, to });
    c.header("Cache-Control", "no-store");
    return c.json({ result: { docs } }, 200);
  });
}
