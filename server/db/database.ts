import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";
import { openPglite, openPostgres, pgliteDataPath, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { keepPlannerStatistics } from "./planner-statistics";
import { seedDatabase } from "./seed/seed-database";
import { count } from "drizzle-orm";
import { users } from "./schema/users";

const globalForDb = globalThis as unknown as { __hiringDatabase?: Promise<DatabaseHandle> };

/**
 * The process's database, opened on first use (never at import: `next build` imports modules in
 * several processes at once). Kept on globalThis so `next dev` hot reloads reuse the one PGlite.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__hiringDatabase) {
    const opening = openConfiguredDatabase();
    globalForDb.__hiringDatabase = opening;
    // A failed open is not cached: the next request tries again.
    opening.catch(() => {
      if (globalForDb.__hiringDatabase === opening) globalForDb.__hiringDatabase = undefined;
    });
  }
  return globalForDb.__hiringDatabase;
}

async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    logger().info({ driver: "postgres" }, "database: using PostgreSQL (migrate with npm run db:migrate)");
    return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  }
  const dataPath = pgliteDataPath(env.DATA_DIR);
  const handle = await openPglite(dataPath);
  closeOnExit(handle);
  await migrateDatabase(handle);
  const [{ total } = { total: 0 }] = await handle.db.select({ total: count() }).from(users);
  if (total === 0) {
    const report = await seedDatabase(handle.db, env.SEED_SCALE);
    logger().info({ dataPath, ...report }, "database: embedded database created and seeded");
  } else {
    logger().info({ dataPath }, "database: embedded database opened");
  }
  await keepPlannerStatistics(handle, logger());
  return handle;
}

/** PGlite closed without close() runs crash recovery next time; close it on normal shutdown. */
function closeOnExit(handle: DatabaseHandle): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    handle
      .close()
      .catch((error: unknown) => logger().error({ err: error }, "database: close failed"))
      .finally(() => process.kill(process.pid, signal));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => shutdown(signal));
  }
}
