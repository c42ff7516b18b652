import type { Metadata } from "next";
import { JobWizardEditPage } from "../../../job-post/create/_components/job-wizard-page";

export const metadata: Metadata = { title: "Edit Job Post" };

/** The job wizard on an existing job at its alternate address (spec 2.6, alternate-job-urls flag). */
export default async function EditJobPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobWizardEditPage jobId={id} />;
}
