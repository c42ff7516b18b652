"use client";

import { useMemo } from "react";
import {
  createSerializer,
  parseAsInteger,
  parseAsNativeArrayOf,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type inferParserType,
} from "nuqs";
import { APPLICATION_STATUSES } from "@/server/modules/jobs/job-contract";
import {
  COMPANY_TYPES,
  GENDERS,
  RANKS,
  SCHOOL_TYPES,
  SORT_DIRECTIONS,
  SORT_PARAMS,
  SOURCE_FILTERS,
  TRAITS,
  YEARS_OF_EXPERIENCE_FILTERS,
  type SortDirection,
  type SortParam,
} from "@/server/modules/pipeline/pipeline-contract";

export const CANDIDATE_VIEWS = ["board", "list"] as const;
export type CandidateView = (typeof CANDIDATE_VIEWS)[number];

/** Spec 3 filters (besides the text search), each a repeated key in the address: `?gender=male&gender=female`. */
export const filterParsers = {
  status: parseAsNativeArrayOf(parseAsStringLiteral(APPLICATION_STATUSES)),
  yearsOfExperience: parseAsNativeArrayOf(parseAsStringLiteral(YEARS_OF_EXPERIENCE_FILTERS.map((option) => option.key))),
  gender: parseAsNativeArrayOf(parseAsStringLiteral(GENDERS)),
  schoolType: parseAsNativeArrayOf(parseAsStringLiteral(SCHOOL_TYPES)),
  traits: parseAsNativeArrayOf(parseAsStringLiteral(TRAITS)),
  source: parseAsNativeArrayOf(parseAsStringLiteral(SOURCE_FILTERS)),
  rank: parseAsNativeArrayOf(parseAsStringLiteral(RANKS)),
  companyTypes: parseAsNativeArrayOf(parseAsStringLiteral(COMPANY_TYPES)),
};
export type FilterKey = keyof typeof filterParsers;
export type FilterValues = inferParserType<typeof filterParsers>;
export const FILTER_KEYS = Object.keys(filterParsers) as FilterKey[];

/** The candidates page's whole address (spec 2.6: status list, sortParam, sortDir, recruitmentStepId, page). */
export const candidatesQueryParsers = {
  view: parseAsStringLiteral(CANDIDATE_VIEWS).withDefault("board"),
  recruitmentStepId: parseAsString,
  q: parseAsString.withDefault(""),
  sortParam: parseAsStringLiteral(SORT_PARAMS),
  sortDir: parseAsStringLiteral(SORT_DIRECTIONS),
  /** How many pages of the list were loaded, so coming back from an applicant shows as many. */
  page: parseAsInteger,
  ...filterParsers,
};
export type CandidatesQueryState = inferParserType<typeof candidatesQueryParsers>;

export const DEFAULT_SORT_PARAM: SortParam = "applicationDate";
export const DEFAULT_SORT_DIR: SortDirection = "desc";

/** What the candidates API is asked (filters and sort; the step and cursor are added per query). */
export type CandidateFilterQuery = Partial<FilterValues> & { q?: string; sortParam?: SortParam; sortDir?: SortDirection };

/** The API query of the current address: empty filters are left out, so equal filters share a cache key. */
export function toFilterQuery(state: CandidatesQueryState): CandidateFilterQuery {
  const query: CandidateFilterQuery = {};
  for (const key of FILTER_KEYS) {
    const values = state[key];
    if (values.length > 0) Object.assign(query, { [key]: values });
  }
  if (state.q.trim()) query.q = state.q.trim();
  if (state.sortParam) query.sortParam = state.sortParam;
  if (state.sortDir) query.sortDir = state.sortDir;
  return query;
}

/** The query string of a filter (and step), for the applicant page's previous and next. */
export const serializeCandidatesQuery = createSerializer(candidatesQueryParsers);

/**
 * The candidates page's view, step, search, filters, sort and paging live in the address, so a
 * reload, a shared link, back/forward and the applicant page's previous/next all see the same
 * candidates. A changed filter, search or sort starts again from the first page. Typing replaces
 * the history entry; the rest push one.
 */
export function useCandidatesQueryState() {
  const [state, setState] = useQueryStates(candidatesQueryParsers, { history: "push" });
  const filterQuery = useMemo(() => toFilterQuery(state), [state]);
  const activeFilterCount = FILTER_KEYS.reduce((count, key) => count + state[key].length, 0) + (state.q.trim() ? 1 : 0);
  const actions = useMemo(
    () => ({
      setView: (view: CandidateView) => void setState({ view: view === "board" ? null : view, page: null }),
      setStep: (recruitmentStepId: string | null) => void setState({ recruitmentStepId, page: null }),
      setSearch: (q: string) => void setState({ q: q.trim() || null, page: null }, { history: "replace" }),
      setFilter: <K extends FilterKey>(key: K, values: FilterValues[K]) => void setState({ [key]: values.length ? values : null, page: null }),
      clearFilters: () => void setState({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, null])), q: null, page: null }),
      setSort: (sortParam: SortParam, sortDir: SortDirection) =>
        void setState({
          sortParam: sortParam === DEFAULT_SORT_PARAM ? null : sortParam,
          sortDir: sortDir === DEFAULT_SORT_DIR ? null : sortDir,
          page: null,
        }),
      setPage: (page: number) => void setState({ page: page > 1 ? page : null }, { history: "replace" }),
    }),
    [setState],
  );
  return { state, filterQuery, activeFilterCount, hasFilters: activeFilterCount > 0, ...actions };
}
