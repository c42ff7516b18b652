import { createRoute } from "@hono/zod-openapi";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { listMailbox } from "./mailbox-queries";
import { mailboxListSchema, mailboxQuerySchema } from "./mailbox-schemas";

const getMailbox = createRoute({
  method: "get",
  path: "/dev/mailbox",
  tags: ["Development"],
  summary: "The email outbox, newest first (only when LOCAL_MAILBOX=1)",
  description:
    "Shows every queued mail, sign-in and reset codes included, so it exists only when LOCAL_MAILBOX=1: otherwise it is not mounted, not listed here, and answers 404 like any unknown route.",
  request: { query: mailboxQuerySchema },
  responses: {
    200: jsonContent(resultEnvelope(mailboxListSchema), "The newest mails"),
    ...pickErrors(400, 422, 500),
  },
});

/**
 * The local mailbox. It shows every queued mail, sign-in codes included, so the app mounts it only
 * when LOCAL_MAILBOX is on (create-app.ts); off, the path is an unknown route and the OpenAPI
 * document does not list it.
 */
export const mailboxRoutes = createRouter().openapi(getMailbox, async (c) => {
  const { limit, to } = c.req.valid("query");
  const docs = await listMailbox(c.get("db"), { limit, to });
  c.header("Cache-Control", "no-store");
  return c.json({ result: { docs } }, 200);
});
