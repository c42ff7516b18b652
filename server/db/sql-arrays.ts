import { sql, type SQL } from "drizzle-orm";

/**
 * Ids as one uuid[] parameter list for `= any(...)`: each id a bound parameter (never spliced into
 * the text), and an empty list still a typed array.
 */
export function uuidArray(ids: readonly string[]): SQL {
  return ids.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
}
