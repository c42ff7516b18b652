import { jobPaths } from "@/lib/routes";

/**
 * The candidates page's query keys that choose and order applicants (contract §1): the detail API
 * takes the same ones, so previous and next follow the list the recruiter came from. Paging and the
 * view are left out; they do not change who the neighbours are.
 */
export const APPLICANT_FILTER_KEYS = [
  "recruitmentStepId",
  "status",
  "q",
  "yearsOfExperience",
  "gender",
  "schoolType",
  "traits",
  "source",
  "rank",
  "companyTypes",
  "sortParam",
  "sortDir",
] as const;

/**
 * The filter part of a candidates-page query string, in a stable order (so it makes a stable
 * query key): `status=rejected&recruitmentStepId=…&page=2` → `recruitmentStepId=…&status=rejected`.
 */
export function applicantFilterQuery(listQuery: string): string {
  const source = new URLSearchParams(listQuery);
  const kept = new URLSearchParams();
  for (const key of APPLICANT_FILTER_KEYS) for (const value of source.getAll(key)) if (value !== "") kept.append(key, value);
  return kept.toString();
}

/** An applicant's page, keeping the candidates page's query string (the current filter). */
export function applicantPagePath(jobId: string, applicationId: string, listQuery: string): string {
  const path = jobPaths.candidate(jobId, applicationId);
  return listQuery ? `${path}?${listQuery}` : path;
}
