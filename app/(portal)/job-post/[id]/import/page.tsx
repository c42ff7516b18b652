import type { Metadata } from "next";
import { JobImportScreen } from "./_components/job-import-screen";

export const metadata: Metadata = { title: "Import applicants" };

/** Import applicants into a job from a CSV or XLSX file (spec 2.6 /job-post/[id]/import). */
export default async function JobImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobImportScreen jobId={id} />;
}
