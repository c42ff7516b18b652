import {
  createLoader,
  createSerializer,
  parseAsInteger,
  parseAsNativeArrayOf,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
} from "nuqs/server";
import { APPLICATION_STATUSES } from "@/server/modules/jobs/application-statuses-contract";
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

/**
 * The candidates page's address, read the same way by the page on the server (to render the first
 * view) and by the workspace in the browser (useCandidatesQueryState).
 */
export const loadCandidatesQuery = createLoader(candidatesQueryParsers);

/** CV Screening: every job's first step (the hiring steps contract puts it first), the board's first column. */
export const FIRST_STEP_ID = "notProcessed";

/**
 * What the workspace asks the API for: the address's filters and sort, less the AI sort while the
 * analyzer is off (a shared link may ask for it; the API would refuse it).
 */
export function effectiveFilterQuery(addressQuery: CandidateFilterQuery, aiEnabled: boolean): CandidateFilterQuery {
  if (aiEnabled || addressQuery.sortParam !== "aiScore") return addressQuery;
  const { sortParam: _refused, ...rest } = addressQuery;
  return rest;
}

/** The query that answers the steps and counts: the board's first column, or the list's own. */
export function primaryCandidatesQuery(state: CandidatesQueryState, filterQuery: CandidateFilterQuery): CandidateFilterQuery & { recruitmentStepId?: string } {
  const listStepId = state.view === "list" ? state.recruitmentStepId : null;
  return { ...filterQuery, ...(state.view === "board" ? { recruitmentStepId: FIRST_STEP_ID } : listStepId ? { recruitmentStepId: listStepId } : {}) };
}

/** The query string of a filter (and step), for the applicant page's previous and next. */
export const serializeCandidatesQuery = createSerializer(candidatesQueryParsers);

