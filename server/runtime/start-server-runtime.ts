import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";
import { initErrorReporting } from "./error-reporting";

/**
 * What a serving process does at start, for `next start`/`next dev` and `npm run api` alike.
 * `listening` resolves once the server accepts requests: the worker's first claim waits for it.
 */
export async function startServerRuntime(options: { listening?: Promise<unknown> } = {}): Promise<void> {
  let env;
  try {
    env = serverEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  await initErrorReporting(env);
  if (env.API_UPSTREAM_URL) {
    // Another server answers /api: its database and background work are its own.
    logger().info({ upstream: env.API_UPSTREAM_URL }, "API served by another server: no database or worker here");
    return;
  }
  // Loaded here, not at the top: a process with an upstream API never opens a database.
  const [{ getDatabase }, { startBackgroundWork }] = await Promise.all([import("@/server/db/database"), import("@/server/jobs/background-work")]);
  const handle = await getDatabase();
  if (env.WORKER_IN_PROCESS) {
    await startBackgroundWork({ startAfter: options.listening });
  } else if (handle.embedded) {
    logger().warn("WORKER_IN_PROCESS=0 is ignored on the embedded database: only this process may open it");
    await startBackgroundWork({ startAfter: options.listening });
  }
}
