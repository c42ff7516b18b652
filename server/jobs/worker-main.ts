import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";
import { startBackgroundWork } from "./background-work";

// `npm run worker`: background jobs in their own process. Only on PostgreSQL: the embedded
// database has no lock between processes and belongs to the app process.
if (!serverEnv().DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the app process runs the worker itself.",
  );
  process.exit(1);
}
await startBackgroundWork();
logger().info("worker process running; stop with Ctrl+C");
