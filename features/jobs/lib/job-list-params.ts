import { createLoader, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import { JOB_STATUSES, JOB_TYPES, WORKPLACE_TYPES } from "@/server/modules/jobs/job-listing-contract";
import type { JobListFilters } from "../api/get-jobs";

export const JOB_LIST_PAGE_SIZE = 20;

/**
 * The job list's address (?q=&status=&workplaceType=&employmentType=), read the same way by the
 * page on the server (to render the first page) and by the list in the browser.
 */
export const jobListParsers = {
  q: parseAsString.withDefault(""),
  status: parseAsStringLiteral(JOB_STATUSES),
  workplaceType: parseAsStringLiteral(WORKPLACE_TYPES),
  employmentType: parseAsStringLiteral(JOB_TYPES),
};

export const loadJobListParams = createLoader(jobListParsers);

type JobListParams = inferParserType<typeof jobListParsers>;

/** What the list asks the API for, so the server's first page and the client's share one query key. */
export function jobListFilters(params: JobListParams): JobListFilters {
  return {
    q: params.q || undefined,
    status: params.status ? [params.status] : undefined,
    workplaceType: params.workplaceType ? [params.workplaceType] : undefined,
    employmentType: params.employmentType ? [params.employmentType] : undefined,
    limit: JOB_LIST_PAGE_SIZE,
  };
}
