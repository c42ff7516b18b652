import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { schema } from "./schema";

/** The Drizzle database, whichever driver is behind it. Query functions take this first. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: what query functions accept. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseDriver = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Whether this process owns the data exclusively (embedded database). */
  embedded: boolean;
  close(): Promise<void>;
};

const drizzleOptions = { schema, casing: "snake_case" } as const;

/** Extensions every PGlite opens with (the first migration creates them in the database). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export function pgliteDataPath(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

export async function openPglite(dataPath: string | undefined): Promise<DatabaseHandle> {
  if (dataPath) {
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(dataPath), { recursive: true });
  }
  const client = await PGlite.create(dataPath ?? "memory://", { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, drizzleOptions) as unknown as Database;
  return { db, driver: "pglite", embedded: true, close: () => client.close() };
}

export function openPostgres(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg(pool, drizzleOptions) as unknown as Database;
  return { db, driver: "postgres", embedded: false, close: () => pool.end() };
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function executeRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** One round trip, used by the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
