import type { Metadata } from "next";
import { CandidateDetailScreen } from "./_components/candidate-detail-screen";

export const metadata: Metadata = { title: "Applicant" };

/** One applicant of a job (spec 2.6), where applicant notifications lead. */
export default async function CandidateDetailPage({ params }: { params: Promise<{ id: string; jobApplicationId: string }> }) {
  const { id, jobApplicationId } = await params;
  return <CandidateDetailScreen jobId={id} applicationId={jobApplicationId} />;
}
