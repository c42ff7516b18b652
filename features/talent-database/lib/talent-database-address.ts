import { createLoader, parseAsNativeArrayOf, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import {
  COMPANY_TYPES,
  GENDERS,
  RANKS,
  SCHOOL_TYPES,
  SORT_DIRECTIONS,
  TRAITS,
  YEARS_OF_EXPERIENCE_FILTERS,
  type SortDirection,
} from "@/server/modules/pipeline/pipeline-contract";
import { COMPANY_TALENT_ORIGINS, JOB_SEEKING_STATUSES, TALENT_SORT_PARAMS, type CompanyTalentOrigin, type TalentSortParam } from "@/server/modules/talents/talents-contract";

/**
 * The Talent Database's address (/talent-database?q=&gender=&origin=&listId=&sortParam=&sortDir=):
 * the talent filters under the same keys Talent Search uses (so its filter bar reads and writes
 * them here too), plus the origin and the list. Each filter is a repeated key.
 */
export const talentDatabaseParsers = {
  q: parseAsString.withDefault(""),
  yearsOfExperience: parseAsNativeArrayOf(parseAsStringLiteral(YEARS_OF_EXPERIENCE_FILTERS.map((option) => option.key))),
  gender: parseAsNativeArrayOf(parseAsStringLiteral(GENDERS)),
  schoolType: parseAsNativeArrayOf(parseAsStringLiteral(SCHOOL_TYPES)),
  traits: parseAsNativeArrayOf(parseAsStringLiteral(TRAITS)),
  rank: parseAsNativeArrayOf(parseAsStringLiteral(RANKS)),
  companyTypes: parseAsNativeArrayOf(parseAsStringLiteral(COMPANY_TYPES)),
  jobSeekingStatus: parseAsNativeArrayOf(parseAsStringLiteral(JOB_SEEKING_STATUSES)),
  origin: parseAsNativeArrayOf(parseAsStringLiteral(COMPANY_TALENT_ORIGINS)),
  listId: parseAsString,
  sortParam: parseAsStringLiteral(TALENT_SORT_PARAMS),
  sortDir: parseAsStringLiteral(SORT_DIRECTIONS),
};
export type TalentDatabaseAddress = inferParserType<typeof talentDatabaseParsers>;

const ARRAY_KEYS = ["yearsOfExperience", "gender", "schoolType", "traits", "rank", "companyTypes", "jobSeekingStatus", "origin"] as const;

/** What GET talent-database is asked; empty values are left out, so equal filters share one cache key. */
export type TalentDatabaseFilterQuery = {
  q?: string;
  listId?: string;
  sortParam?: TalentSortParam;
  sortDir?: SortDirection;
  origin?: CompanyTalentOrigin[];
} & Partial<Omit<Record<(typeof ARRAY_KEYS)[number], string[]>, "origin">>;

/** The API query of an address: one function the page (server) and the screen (browser) both call. */
export function toTalentDatabaseQuery(address: TalentDatabaseAddress): TalentDatabaseFilterQuery {
  const query: TalentDatabaseFilterQuery = {};
  for (const key of ARRAY_KEYS) {
    const values = address[key];
    if (values.length > 0) Object.assign(query, { [key]: values });
  }
  const q = address.q.trim();
  if (q) query.q = q;
  if (address.listId) query.listId = address.listId;
  if (address.sortParam) query.sortParam = address.sortParam;
  if (address.sortDir) query.sortDir = address.sortDir;
  return query;
}

export const loadTalentDatabaseAddress = createLoader(talentDatabaseParsers);
