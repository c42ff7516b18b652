import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import { SORT_DIRECTIONS, SORT_PARAMS } from "@/server/modules/pipeline/pipeline-contract";
import type { ApplicationsQuery } from "../api/get-applications";
import { FILTER_KEYS, filterParsers } from "./candidates-address";

/** The table's address: the candidates page's filters (same keys), the step, the sort and the page number. */
export const applicationsQueryParsers = {
  recruitmentStepId: parseAsString,
  q: parseAsString.withDefault(""),
  sortParam: parseAsStringLiteral(SORT_PARAMS),
  sortDir: parseAsStringLiteral(SORT_DIRECTIONS),
  page: parseAsInteger.withDefault(1),
  ...filterParsers,
};
export type ApplicationsQueryState = inferParserType<typeof applicationsQueryParsers>;

/** The table's address read on the server, with the parsers the browser uses. */
export const loadApplicationsQuery = createLoader(applicationsQueryParsers);

/** The API's filter of the address: empty filters left out, so equal filters share a cache key. */
export function toApplicationsFilter(state: ApplicationsQueryState, options: { aiEnabled: boolean }): Omit<ApplicationsQuery, "page" | "limit"> {
  const query: Omit<ApplicationsQuery, "page" | "limit"> = {};
  for (const key of FILTER_KEYS) {
    const values = state[key];
    if (values.length > 0) Object.assign(query, { [key]: values });
  }
  if (state.q.trim()) query.q = state.q.trim();
  if (state.recruitmentStepId) query.recruitmentStepId = state.recruitmentStepId;
  // A shared link may ask for the AI sort while the analyzer is off: the API would refuse it.
  if (state.sortParam && (state.sortParam !== "aiScore" || options.aiEnabled)) query.sortParam = state.sortParam;
  if (state.sortDir) query.sortDir = state.sortDir;
  return query;
}

