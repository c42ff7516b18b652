import type { Metadata } from "next";
import { CandidateDetailScreen } from "./_components/candidate-detail-screen";

export const metadata: Metadata = { title: "Applicant" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The candidates page's query string as it came (repeated keys kept), so this page can hand it on. */
function queryString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(key, item);
  }
  return query.toString();
}

/**
 * One applicant of a job (spec 2.6), where applicant notifications lead. Its query is the
 * candidates page's (status list, sortParam, sortDir, recruitmentStepId, page, filters): previous
 * and next follow that list.
 */
export default async function CandidateDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; jobApplicationId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id, jobApplicationId }, query] = await Promise.all([params, searchParams]);
  return <CandidateDetailScreen jobId={id} applicationId={jobApplicationId} listQuery={queryString(query)} />;
}
