/**
 * Talent filters and sorts (spec 3 Filters and Sort options, over `talents`): ONE builder shared by
 * Talent Search, the Talent Database and the benchmark.
 *
 * Exports (names are stable):
 * - `talentFilterConditions(filter)`: WHERE conditions over `talents` (q and every spec 3 filter).
 *   The caller adds the list's own scope (`discoverableBy(companyId)`, the company's database).
 * - `talentSortOf(filter)` → `TalentSort`; `talentOrderBy(sort, on?)`: ORDER BY (nulls last, the
 *   talent id breaks ties); `talentSortKey(sort)`: the key, to carry through a subquery;
 *   `talentSortKeyText(sort, on?)`: the key as exact text, to build a cursor.
 * - `talentCursorCondition(sort, position, on?)`: rows after a position.
 * - `talentSortKeyBounds(filter, sort)`: the key range a filter implies (an index range to walk).
 * - `encodeTalentCursor(sort, position)` / `decodeTalentCursor(sort, text)`: the opaque cursor; one
 *   this list and sort did not give is a 422 on `cursor`.
 *
 * Nullable sort values are ordered through a sentinel (`coalesce(gpa, -1)` descending, `coalesce(gpa,
 * 10)` ascending, talent-search-sort-keys.ts) rather than NULLS LAST: the same order, but the key is
 * never null, so "after this row" is one row comparison that the matching btree index (migration
 * 0013) answers as a range, and a deep page costs what the first does.
 */
import { or, sql, type SQL } from "drizzle-orm";
import { decodeKeysetCursor, encodeKeysetCursor, keysetCondition, keysetKeyText, keysetOrderBy, type KeysetColumns, type KeysetKey, type KeysetPosition } from "@/server/lib/keyset-cursor";
import { YEARS_OF_EXPERIENCE_FILTERS, type SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import { EXPERIENCE_RANK_OF_LEVEL, TALENT_SORT_COLUMNS, talentSortExpression, talentSqlDirection } from "./talent-search-sort-keys";
import type { TalentSortParam } from "./talents-contract";
import type { TalentFilter } from "./talents-schemas";

// ---------------------------------------------------------------------------------------------
// Filters

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The outer talent's column, qualified (a one-table select leaves columns bare, and subqueries have their own). */
const talentColumn = (name: string) => sql.raw(`"talents"."${name}"`);

/**
 * The talent has any of these values of one filter: a test on `search_facets`, the talent's filter
 * values as tokens ("rank:top1", "trait:ambitious"; talent_search_facets, migration 0021), so that
 * every filter, and so any combination of them, is answered by the one GIN index on it.
 */
const hasAnyFacet = (facet: string, values: readonly (string | number)[]) =>
  sql`${talentColumn("search_facets")} && array[${sqlList(values.map((value) => `${facet}:${value}`))}]::text[]`;

/**
 * Name, headline, a skill, a school (the education's or the university) or a company the talent
 * worked at containing the text (case aside; % and _ literal). `search_text` holds those fields in
 * one stored string under a trigram index (migration 0013), which rules out most rows; the exact test
 * then checks each field alone, so text never matches across two fields or two skills. A character
 * JSON escapes (a quote, a backslash, a control character) would not be found as typed in the JSON
 * parts of search_text: such a text gets the exact test alone.
 */
function talentTextSearch(text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  const inArray = (column: string, path: string) =>
    sql`exists (select 1 from jsonb_array_elements(${talentColumn(column)}) as item where ${sql.raw(path)} ilike ${pattern})`;
  const exact = or(
    sql`${talentColumn("name")} ilike ${pattern}`,
    sql`${talentColumn("headline")} ilike ${pattern}`,
    sql`${talentColumn("university")} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements_text(${talentColumn("skills")}) as skill where skill ilike ${pattern})`,
    inArray("education", "item->>'school'"),
    inArray("experiences", "item->>'company'"),
  )!;
  if (/["\\\u0000-\u001f]/.test(text)) return exact;
  return sql`(${talentColumn("search_text")} ilike ${pattern} and ${exact})`;
}

/** Experience level codes of the years-of-experience filter keys (pipeline-contract). */
function experienceLevelsOf(keys: readonly string[]): number[] {
  return YEARS_OF_EXPERIENCE_FILTERS.filter((entry) => keys.includes(entry.key)).flatMap((entry) => [...entry.levels]);
}

/**
 * WHERE conditions of a filter over `talents` (without the list's scope: the caller adds it). Values
 * of one filter are alternatives (any of them); different filters all apply.
 */
export function talentFilterConditions(filter: Omit<TalentFilter, "sortParam" | "sortDir">): SQL[] {
  const conditions: SQL[] = [];
  if (filter.yearsOfExperience?.length) conditions.push(hasAnyFacet("level", experienceLevelsOf(filter.yearsOfExperience)));
  if (filter.gender?.length) conditions.push(hasAnyFacet("gender", filter.gender));
  if (filter.schoolType?.length) conditions.push(hasAnyFacet("school", filter.schoolType));
  if (filter.traits?.length) conditions.push(hasAnyFacet("trait", filter.traits));
  if (filter.rank?.length) conditions.push(hasAnyFacet("rank", filter.rank));
  if (filter.companyTypes?.length) conditions.push(hasAnyFacet("company", filter.companyTypes));
  if (filter.jobSeekingStatus?.length) conditions.push(hasAnyFacet("status", filter.jobSeekingStatus));
  if (filter.q) conditions.push(talentTextSearch(filter.q));
  return conditions;
}

// ---------------------------------------------------------------------------------------------
// Sorts

export type TalentSort = { param: TalentSortParam; dir: SortDirection };

/** The sort's key: never null (nulls are the sentinel), so the cursor is a plain row comparison. */
function keyOf(sort: TalentSort): KeysetKey {
  const definition = TALENT_SORT_COLUMNS[sort.param];
  const key = sql.raw(talentSortExpression(sort.param, talentSqlDirection(sort.param, sort.dir)));
  return { key, kind: definition.kind, nullable: false, inverted: definition.inverted };
}

export function talentSortOf(filter: Pick<TalentFilter, "sortParam" | "sortDir">): TalentSort {
  return { param: filter.sortParam, dir: filter.sortDir };
}

const columnsOf = (sort: TalentSort, on?: KeysetColumns): KeysetColumns => ({ key: on?.key ?? keyOf(sort).key, id: on?.id ?? talentColumn("id") });

/** ORDER BY of a sort: the key (nulls last through its sentinel), then the talent id the same way. */
export function talentOrderBy(sort: TalentSort, on?: KeysetColumns): SQL[] {
  return keysetOrderBy(keyOf(sort), sort.dir, columnsOf(sort, on));
}

/**
 * The same order with the key as an expression no index holds (`key + 0`): the planner must then find
 * the matching rows through the filters' index (search_facets) and sort them, instead of walking a sort index
 * in order. Right when few talents match (the walk would pass every talent); the answer is the same.
 */
export function talentOrderByFromFilters(sort: TalentSort): SQL[] {
  const definition = keyOf(sort);
  const zero = definition.kind === "timestamp" ? sql.raw("interval '0 seconds'") : sql.raw("0");
  return talentOrderBy(sort, { key: sql`(${definition.key} + ${zero})`, id: talentColumn("id") });
}

/** The row's sort key (never null), to carry through a subquery. */
export function talentSortKey(sort: TalentSort): SQL {
  return keyOf(sort).key;
}

/** The row's sort key as exact text, to build a cursor (pass `on` when reading a subquery's columns). */
export function talentSortKeyText(sort: TalentSort, on?: KeysetColumns): SQL<string> {
  return keysetKeyText(keyOf(sort), columnsOf(sort, on).key) as SQL<string>;
}

/**
 * What the filter implies about the sort key, as conditions on it (none or one). The years-of-
 * experience filter picks experience ranks, so under the yearsOfExperience sort its matches lie in
 * one stretch of the sort index: bounding the key there lets the walk start at that stretch instead
 * of passing every talent before it (say, final-year students in ascending order). Same rows.
 */
export function talentSortKeyBounds(filter: Pick<TalentFilter, "yearsOfExperience">, sort: TalentSort): SQL[] {
  if (sort.param !== "yearsOfExperience" || !filter.yearsOfExperience?.length) return [];
  const ranks = experienceLevelsOf(filter.yearsOfExperience).map((level) => EXPERIENCE_RANK_OF_LEVEL[level]!);
  return [sql`${keyOf(sort).key} between ${Math.min(...ranks)} and ${Math.max(...ranks)}`];
}

export type TalentPosition = KeysetPosition;

/** Talents strictly after a position in the sort's order. */
export function talentCursorCondition(sort: TalentSort, position: TalentPosition, on?: KeysetColumns): SQL {
  return keysetCondition(keyOf(sort), sort.dir, position, "after", columnsOf(sort, on));
}

export function encodeTalentCursor(sort: TalentSort, position: TalentPosition): string {
  return encodeKeysetCursor(sort, position);
}

/** The position of a cursor this sort gave; anything else is a 422 on `cursor`. */
export function decodeTalentCursor(sort: TalentSort, text: string): TalentPosition {
  return decodeKeysetCursor(keyOf(sort), sort, text);
}
