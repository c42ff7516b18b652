/**
 * Keyset paging shared by every sorted list (candidates, talents): ORDER BY of a sort key and an id
 * tie-break, the "after this row" condition, and the opaque cursor that carries a row's position.
 *
 * A list describes each sort by a `KeysetKey` (the SQL value, its kind, whether it can be null,
 * whether its direction is flipped, as age is of birth date) and passes the id column. Nulls
 * always come last; the id breaks ties in the key's direction.
 */
import { sql, type SQL } from "drizzle-orm";
import { invalidFields } from "@/server/api/errors";
import { isUuidText } from "./uuid-text";

export type KeysetKind = "timestamp" | "integer" | "bigint" | "numeric" | "date";
export type KeysetDirection = "asc" | "desc";

export type KeysetKey = {
  /** The value rows are ordered by. */
  key: SQL;
  kind: KeysetKind;
  /** Whether the key can be null (nulls sort last, so the cursor conditions need an OR). */
  nullable: boolean;
  /** Sorted the other way round from what is asked (age sorts by birth date, descending). */
  inverted?: boolean;
};

/** A keyset position: the row's sort value (as `keysetKeyText` gives it) and its id. */
export type KeysetPosition = { key: string | null; id: string };

/** Where the key and the id are read from when not from the key's own SQL (a subquery's columns). */
export type KeysetColumns = { key: SQL; id: SQL };

/** The SQL direction of the key (an inverted key flips it); the id tie-break follows it. */
export function keysetDirection(definition: KeysetKey, dir: KeysetDirection): KeysetDirection {
  if (!definition.inverted) return dir;
  return dir === "asc" ? "desc" : "asc";
}

const CASTS: Record<KeysetKind, SQL> = {
  timestamp: sql.raw("timestamptz"),
  integer: sql.raw("integer"),
  bigint: sql.raw("bigint"),
  numeric: sql.raw("numeric"),
  date: sql.raw("date"),
};

/**
 * ORDER BY: the key (nulls last), then the id the same way. "backward" is the exact reverse (nulls
 * first), to find the previous row.
 */
export function keysetOrderBy(definition: KeysetKey, dir: KeysetDirection, on: KeysetColumns, way: "forward" | "backward" = "forward"): SQL[] {
  const forward = keysetDirection(definition, dir);
  const sqlDir = way === "forward" ? forward : forward === "asc" ? "desc" : "asc";
  const keyword = sql.raw(sqlDir);
  const nulls = sql.raw(way === "forward" ? "nulls last" : "nulls first");
  return [definition.nullable ? sql`${on.key} ${keyword} ${nulls}` : sql`${on.key} ${keyword}`, sql`${on.id} ${keyword}`];
}

/** The key as exact text (timestamps in UTC with microseconds), or null: select it to build a cursor. */
export function keysetKeyText(definition: KeysetKey, key: SQL = definition.key): SQL<string | null> {
  if (definition.kind === "timestamp") return sql<string | null>`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql<string | null>`(${key})::text`;
}

/**
 * Rows strictly after (or before) a position in the sort's order. Nulls come last, so after a
 * null only nulls with a later id remain; before a value every null is excluded. A key that is
 * never null gives a plain row comparison, which a btree index on (key, id) answers as a range.
 */
export function keysetCondition(definition: KeysetKey, dir: KeysetDirection, position: KeysetPosition, side: "after" | "before", on: KeysetColumns): SQL {
  const { key, id } = on;
  // "after" in a descending order is "less than".
  const beyond = sql.raw((keysetDirection(definition, dir) === "desc") === (side === "after") ? "<" : ">");
  if (position.key === null) {
    if (side === "after") return sql`(${key} is null and ${id} ${beyond} ${position.id}::uuid)`;
    return sql`(${key} is not null or ${id} ${beyond} ${position.id}::uuid)`;
  }
  const value = sql`${position.key}::${CASTS[definition.kind]}`;
  if (!definition.nullable) return sql`(${key}, ${id}) ${beyond} (${value}, ${position.id}::uuid)`;
  const keyed = sql`(${key} ${beyond} ${value} or (${key} = ${value} and ${id} ${beyond} ${position.id}::uuid))`;
  return side === "after" ? sql`(${keyed} or ${key} is null)` : keyed;
}

const KEY_PATTERNS: Record<KeysetKind, RegExp> = {
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  numeric: /^-?\d{1,6}(\.\d{1,6})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
};

function validKey(kind: KeysetKind, key: string): boolean {
  if (!KEY_PATTERNS[kind].test(key)) return false;
  if (kind === "timestamp" || kind === "date") return !Number.isNaN(Date.parse(kind === "date" ? `${key}T00:00:00Z` : key));
  if (kind === "integer") return Math.abs(Number(key)) <= 2_147_483_647;
  if (kind === "bigint") return BigInt(key) <= 9_223_372_036_854_775_807n && BigInt(key) >= -9_223_372_036_854_775_808n;
  return true;
}

/** What a cursor belongs to: the list's sort (a cursor of another sort is refused). */
export type KeysetSortTag = { param: string; dir: KeysetDirection };

/** The opaque cursor after a row: which sort it belongs to, the row's sort value and id. */
export function encodeKeysetCursor(tag: KeysetSortTag, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: tag.param, d: tag.dir, k: position.key, i: position.id }), "utf8").toString("base64url");
}

/** A cursor back to a position; anything this sort did not give (edited, of another sort) is a 422 on `cursor`. */
export function decodeKeysetCursor(definition: Pick<KeysetKey, "kind" | "nullable">, tag: KeysetSortTag, text: string): KeysetPosition {
  const invalid = () => invalidFields("query", [{ field: "cursor", message: "is not one this list gave" }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== "object" || parsed === null) throw invalid();
  const { s, d, k, i } = parsed as Record<string, unknown>;
  if (s !== tag.param || d !== tag.dir || typeof i !== "string" || !isUuidText(i)) throw invalid();
  if (k === null) {
    if (!definition.nullable) throw invalid();
    return { key: null, id: i };
  }
  if (typeof k !== "string" || !validKey(definition.kind, k)) throw invalid();
  return { key: k, id: i };
}
