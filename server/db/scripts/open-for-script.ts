import { serverEnv } from "@/server/config/env";
import { openPglite, openPostgres, pgliteDataPath, type DatabaseHandle } from "../client";

/**
 * Opens the configured database for a maintenance script. The embedded database must not be open
 * in a running app at the same time (PGlite has no lock between processes).
 */
export async function openDatabaseForScript(): Promise<DatabaseHandle> {
  const env = serverEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, 2);
  console.log(`Using the embedded database in ${pgliteDataPath(env.DATA_DIR)} (stop the app first).`);
  return openPglite(pgliteDataPath(env.DATA_DIR));
}
