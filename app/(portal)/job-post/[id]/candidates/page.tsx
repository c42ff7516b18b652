import type { Metadata } from "next";
import { JobCandidatesScreen } from "./_components/job-candidates-screen";

export const metadata: Metadata = { title: "Candidates" };

/**
 * The candidates of one job as a board by recruitment step or a list
 * (/job-post/{id}/candidates?view=&recruitmentStepId=&status=&sortParam=&sortDir=&page=&q= and the filters).
 */
export default async function JobCandidatesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobCandidatesScreen jobId={id} />;
}
