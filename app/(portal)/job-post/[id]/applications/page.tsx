import type { Metadata } from "next";
import { JobApplicationsScreen } from "./_components/job-applications-screen";

export const metadata: Metadata = { title: "Applications" };

/** Every application of a job as a table, filtered, sorted and exported (spec 2.6 /job-post/[id]/applications). */
export default async function JobApplicationsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobApplicationsScreen jobId={id} />;
}
