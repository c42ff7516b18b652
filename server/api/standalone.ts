import { serve } from "@hono/node-server";
import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";
import { startServerRuntime } from "@/server/runtime/start-server-runtime";
import { processApiApp } from "./process-app";

// `npm run api`: the API alone, so it can scale apart from the Next.js server (use PostgreSQL then).
await startServerRuntime();
const app = processApiApp();
const port = serverEnv().PORT;
serve({ fetch: app.fetch, port }, (info) => {
  logger().info({ port: info.port }, `API listening on http://localhost:${info.port}/api`);
});
