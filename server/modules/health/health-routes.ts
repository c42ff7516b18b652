import { createRoute, z } from "@hono/zod-openapi";
import { pingDatabase } from "@/server/db/client";
import { createRouter } from "@/server/api/router";
import { databaseUnavailable } from "@/server/api/errors";
import { errorResponse, jsonContent, resultEnvelope } from "@/server/api/openapi";

const healthSchema = z
  .object({ status: z.literal("ok"), db: z.literal("ok") })
  .openapi("Health");

const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database round trip",
  responses: {
    200: jsonContent(resultEnvelope(healthSchema), "The app and its database answer"),
    503: errorResponse("The database does not answer"),
  },
});

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  try {
    await pingDatabase(c.get("db"));
  } catch (error) {
    c.get("log").error({ err: error }, "health: database ping failed");
    throw databaseUnavailable();
  }
  c.header("Cache-Control", "no-store");
  return c.json({ result: { status: "ok" as const, db: "ok" as const } }, 200);
});
