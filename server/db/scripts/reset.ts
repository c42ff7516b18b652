import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { serverEnv } from "@/server/config/env";
import { openPostgres, pgliteDataPath } from "../client";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from "../seed/seed-database";
import { openDatabaseForScript } from "./open-for-script";

// Drops everything and recreates the schema and demo data.
const env = serverEnv();
if (env.DATABASE_URL) {
  const handle = openPostgres(env.DATABASE_URL, 1);
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.close();
} else {
  rmSync(pgliteDataPath(env.DATA_DIR), { recursive: true, force: true });
}
const handle = await openDatabaseForScript();
await migrateDatabase(handle);
const report = await seedDatabase(handle.db, env.SEED_SCALE);
await handle.close();
console.log(`Database reset and seeded (${report.scale}).`);
