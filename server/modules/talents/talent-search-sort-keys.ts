/**
 * The SQL text shared by Talent Search's queries and its indexes (schema/talents.ts, migration
 * 0013): the discoverable predicate and the sort keys. An index serves a query only when its
 * expression and predicate are the query's own, so both are written once, here. Plain strings and
 * relative imports only: drizzle-kit loads the schema that imports this file.
 */
import type { SortDirection } from "../pipeline/pipeline-contract";
import { DISCOVERABLE_STATUSES, type TalentSortParam } from "./talents-contract";

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * A talent any company may find (before the company's own hidden list): literals, not parameters,
 * so the planner can match the partial indexes that carry the same predicate.
 */
export function discoverablePredicate(table: string | null = "talents"): string {
  const column = (name: string) => (table ? `"${table}"."${name}"` : `"${name}"`);
  return `${column("visibility")} = 'discoverable' and ${column("job_seeking_status")} in (${quoted(DISCOVERABLE_STATUSES)})`;
}

export type TalentSortColumn = {
  column: string;
  kind: "timestamp" | "integer" | "bigint" | "numeric" | "date";
  /** The sentinels standing for null: below every value (descending) and above every value (ascending). */
  low?: string;
  high?: string;
  /** Age sorts by birth date the other way round (older = earlier birth date). */
  inverted?: boolean;
};

export const TALENT_SORT_COLUMNS: Record<TalentSortParam, TalentSortColumn> = {
  lastActive: { column: "last_active_at", kind: "timestamp" },
  yearsOfExperience: { column: "experience_rank", kind: "integer", low: "-1", high: "99" },
  salary: { column: "expected_salary", kind: "bigint", low: "(-1)::bigint", high: "9223372036854775807::bigint" },
  IPK: { column: "gpa", kind: "numeric", low: "(-1)::numeric", high: "10::numeric" },
  TOEFL: { column: "toefl_score", kind: "integer", low: "-1", high: "9999" },
  BIRTHDATE: { column: "birth_date", kind: "date", low: "'0001-01-01'::date", high: "'9999-12-31'::date", inverted: true },
};

/**
 * The experience rank of each experience level code: talents.experience_rank's CASE (schema/talents.ts),
 * Others lowest. Test-checked against the generated column.
 */
export const EXPERIENCE_RANK_OF_LEVEL: Record<number, number> = { 8: 0, 1: 1, 2: 2, 3: 3, 4: 4, 0: 5, 5: 6, 6: 7, 7: 8 };

/** The direction the key is ordered in SQL (age flips birth date). */
export function talentSqlDirection(param: TalentSortParam, dir: SortDirection): SortDirection {
  if (!TALENT_SORT_COLUMNS[param].inverted) return dir;
  return dir === "asc" ? "desc" : "asc";
}

/**
 * A sort key over talents: the column, or for a nullable one the column with the sentinel that
 * puts nulls last in the SQL direction (`coalesce(gpa, -1)` descending, `coalesce(gpa, 10)` ascending).
 */
export function talentSortExpression(param: TalentSortParam, sqlDir: SortDirection, table: string | null = "talents"): string {
  const definition = TALENT_SORT_COLUMNS[param];
  const column = table ? `"${table}"."${definition.column}"` : `"${definition.column}"`;
  if (!definition.low || !definition.high) return column;
  return `coalesce(${column}, ${sqlDir === "desc" ? definition.low : definition.high})`;
}
