import type { Metadata } from "next";
import { JobWizardEditPage } from "../../create/_components/job-wizard-page";

export const metadata: Metadata = { title: "Edit Job Post" };

/** The job wizard on an existing job (spec 2.6). */
export default async function EditJobPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobWizardEditPage jobId={id} />;
}
