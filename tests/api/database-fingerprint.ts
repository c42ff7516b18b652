import { sql } from "drizzle-orm";
import { executeRows, type Database } from "@/server/db/client";

const publicTables = (db: Database) =>
  executeRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );

/** A fingerprint of every table: one hash of all its rows, by table name. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await publicTables(db);
  const parts = tables.map(
    ({ table_name: name }) => sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
  );
  const rows = await executeRows<{ name: string; hash: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose rows differ between two fingerprints (or two write marks). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/**
 * A cheap mark of every table that still changes with any committed write: its row count and its
 * newest row version's transaction id (xmin). An insert or delete moves the count; an update writes
 * a new row version under a newer transaction. Hashing every row (databaseFingerprint) is ~20× as
 * slow on the seeded database, too slow to take around each of a fuzz suite's operations.
 */
export async function databaseWriteMark(db: Database): Promise<Record<string, string>> {
  const tables = await publicTables(db);
  const parts = tables.map(
    ({ table_name: name }) => sql`select ${name} as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as mark from ${sql.identifier(name)}`,
  );
  const rows = await executeRows<{ name: string; mark: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.mark]));
}
