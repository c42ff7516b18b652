import { serverEnv } from "@/server/config/env";
import { getDatabase } from "@/server/db/database";
import { startBackgroundWork } from "@/server/jobs/background-work";
import { logger } from "@/server/lib/logger";
import { initErrorReporting } from "./error-reporting";

/** What a serving process does at start, for `next start`/`next dev` and `npm run api` alike. */
export async function startServerRuntime(): Promise<void> {
  let env;
  try {
    env = serverEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  await initErrorReporting(env);
  const handle = await getDatabase();
  if (env.WORKER_IN_PROCESS) {
    await startBackgroundWork();
  } else if (handle.embedded) {
    logger().warn("WORKER_IN_PROCESS=0 is ignored on the embedded database: only this process may open it");
    await startBackgroundWork();
  }
}
