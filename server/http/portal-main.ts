import path from "node:path";
import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";
import { startServerRuntime } from "@/server/runtime/start-server-runtime";
import { startPortalServer } from "./portal-server";

// `npm run dev` (--dev) and `npm start`: the portal and its API on one port. PORT (default 3000),
// HOSTNAME (default 0.0.0.0), NEXT_DIST_DIR (read by next.config.ts) choose where and which build.
const dev = process.argv.includes("--dev");
// The worker's first claim waits until the portal listens (a requeued import must not run first).
let markListening = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));
await startServerRuntime({ listening });
const port = serverEnv().PORT;
const hostname = process.env.HOSTNAME || "0.0.0.0";
const portal = await startPortalServer({ dev, dir: path.resolve(import.meta.dirname, "../.."), hostname, port });
markListening();
const shownHost = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
logger().info({ port, hostname, dev }, `portal listening on http://${shownHost}:${port} (API at /api)`);

// Stop taking requests, then let the database go: the embedded one is closed by server/db/database.ts
// (its own SIGTERM/SIGINT handler closes PGlite, then ends the process); a PostgreSQL pool is
// closed here.
let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await portal.close().catch((error: unknown) => logger().error({ err: error }, "portal: close failed"));
  if (serverEnv().API_UPSTREAM_URL) process.exit(0);
  const { getDatabase } = await import("@/server/db/database");
  const handle = await getDatabase();
  if (!handle.embedded) {
    await handle.close();
    process.exit(0);
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void shutdown());
