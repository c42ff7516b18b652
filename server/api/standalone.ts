import { serve } from "@hono/node-server";
import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";
import { startServerRuntime } from "@/server/runtime/start-server-runtime";
import { processApiApp } from "./process-app";

// `npm run api`: the API alone, so it can scale apart from the Next.js server (use PostgreSQL then).
// The worker's first claim waits until the API listens (a requeued import must not run first).
let markListening = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));
await startServerRuntime({ listening });
const app = processApiApp();
const port = serverEnv().PORT;
serve({ fetch: app.fetch, port }, (info) => {
  markListening();
  logger().info({ port: info.port }, `API listening on http://localhost:${info.port}/api`);
});
