import { createLoader, parseAsNativeArrayOf, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import { YEARS_OF_EXPERIENCE_FILTERS, COMPANY_TYPES, GENDERS, RANKS, SCHOOL_TYPES, SORT_DIRECTIONS, TRAITS, type SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import { JOB_SEEKING_STATUSES, TALENT_SEARCH_TABS, TALENT_SORT_PARAMS, type TalentSortParam } from "@/server/modules/talents/talents-contract";

/** Spec 3 filters of a talent list (plus job-seeking status), each a repeated key: `?gender=male&gender=female`. */
export const talentFilterParsers = {
  yearsOfExperience: parseAsNativeArrayOf(parseAsStringLiteral(YEARS_OF_EXPERIENCE_FILTERS.map((option) => option.key))),
  gender: parseAsNativeArrayOf(parseAsStringLiteral(GENDERS)),
  schoolType: parseAsNativeArrayOf(parseAsStringLiteral(SCHOOL_TYPES)),
  traits: parseAsNativeArrayOf(parseAsStringLiteral(TRAITS)),
  rank: parseAsNativeArrayOf(parseAsStringLiteral(RANKS)),
  companyTypes: parseAsNativeArrayOf(parseAsStringLiteral(COMPANY_TYPES)),
  jobSeekingStatus: parseAsNativeArrayOf(parseAsStringLiteral(JOB_SEEKING_STATUSES)),
};
export type TalentFilterKey = keyof typeof talentFilterParsers;
export type TalentFilterValues = inferParserType<typeof talentFilterParsers>;
export const TALENT_FILTER_KEYS = Object.keys(talentFilterParsers) as TalentFilterKey[];

/** Text, filters and sort of any talent list (Talent Search's All tab, the Talent Database). */
export const talentListParsers = {
  q: parseAsString.withDefault(""),
  sortParam: parseAsStringLiteral(TALENT_SORT_PARAMS),
  sortDir: parseAsStringLiteral(SORT_DIRECTIONS),
  ...talentFilterParsers,
};
export type TalentListState = inferParserType<typeof talentListParsers>;

/** Talent Search's whole address: the tab (For You first, spec 2.10), then the list's text, filters and sort. */
export const talentSearchParsers = {
  tab: parseAsStringLiteral(TALENT_SEARCH_TABS).withDefault("forYou"),
  /** For You narrowed to one open job's recommendations. */
  jobId: parseAsString,
  ...talentListParsers,
};
export type TalentSearchState = inferParserType<typeof talentSearchParsers>;

export const DEFAULT_TALENT_SORT_PARAM: TalentSortParam = "lastActive";
export const DEFAULT_TALENT_SORT_DIR: SortDirection = "desc";

/** The API query of a talent list (no cursor): empty filters are left out, so equal filters share a cache key. */
export type TalentFilterQuery = Partial<TalentFilterValues> & { q?: string; sortParam?: TalentSortParam; sortDir?: SortDirection };

export function toTalentFilterQuery(state: TalentListState): TalentFilterQuery {
  const query: TalentFilterQuery = {};
  for (const key of TALENT_FILTER_KEYS) {
    const values = state[key];
    if (values.length > 0) Object.assign(query, { [key]: values });
  }
  if (state.q.trim()) query.q = state.q.trim();
  if (state.sortParam) query.sortParam = state.sortParam;
  if (state.sortDir) query.sortDir = state.sortDir;
  return query;
}

/** How many filters and searches are in force (the Filters button's count). */
export function activeTalentFilterCount(state: TalentListState): number {
  return TALENT_FILTER_KEYS.reduce((count, key) => count + state[key].length, 0);
}

/** The For You query of the address: every open job, or one. */
export function toRecommendedQuery(state: Pick<TalentSearchState, "jobId">): { jobId?: string } {
  return state.jobId ? { jobId: state.jobId } : {};
}

/** Talent Search's address, read the same way by the page on the server and by the screen in the browser. */
export const loadTalentSearch = createLoader(talentSearchParsers);
