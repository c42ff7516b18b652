import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PGLITE_EXTENSIONS, openPostgres, wrapPglite } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed/seed-database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateDatabase: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run. Each test file then starts from a
 * copy of it: a PGlite loaded from the dumped data directory, or a PostgreSQL database created from
 * the template when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `hp_template_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const handle = openPostgres(withDatabase(databaseUrl, templateName), 2);
    await migrateDatabase(handle);
    await seedDatabase(handle.db, "demo");
    await handle.close();
    project.provide("postgresTemplateDatabase", templateName);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  await migrateDatabase(handle);
  await seedDatabase(handle.db, "demo");
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "hp-test-db-"));
  const dumpPath = path.join(dir, "template.tar");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", dumpPath);
  project.provide("postgresTemplateDatabase", "");
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
