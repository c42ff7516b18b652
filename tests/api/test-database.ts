import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { PGLITE_EXTENSIONS, openPostgres, wrapPglite, type DatabaseHandle } from "@/server/db/client";
import { withDatabase } from "../setup/api-global-setup";

/**
 * A fresh, migrated database holding the demo seed, private to the calling test file. PGlite in
 * memory by default; a new PostgreSQL database (from the run's template) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const templateDatabase = inject("postgresTemplateDatabase");
  const databaseUrl = process.env.DATABASE_URL;
  if (templateDatabase && databaseUrl) {
    const name = `hp_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabase}`);
    const handle = openPostgres(withDatabase(databaseUrl, name), 5);
    return {
      ...handle,
      async close() {
        await handle.close();
        // pool.end() resolves before its connections have gone; a forced drop would terminate them
        // and their "terminating connection" errors would surface as uncaught. Wait for them first.
        for (let tries = 0; tries < 100; tries += 1) {
          const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject("pgliteTemplatePath"));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}
