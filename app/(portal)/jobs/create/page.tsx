import type { Metadata } from "next";
import { JobWizardScreen } from "../../job-post/create/_components/job-wizard-screen";

export const metadata: Metadata = { title: "Create Job Post" };

/** The job wizard for a new job at its alternate address (spec 2.6, alternate-job-urls flag). */
export default function CreateJobPage() {
  return <JobWizardScreen jobId={null} />;
}
