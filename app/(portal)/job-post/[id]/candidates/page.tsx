import type { Metadata } from "next";
import { JobCandidatesScreen } from "./_components/job-candidates-screen";

export const metadata: Metadata = { title: "Candidates" };

/** The candidates of one job by recruitment step (/job-post/{id}/candidates?recruitmentStepId=). */
export default async function JobCandidatesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobCandidatesScreen jobId={id} />;
}
