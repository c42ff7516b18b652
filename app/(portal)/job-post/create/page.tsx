import type { Metadata } from "next";
import { JobWizardScreen } from "./_components/job-wizard-screen";

export const metadata: Metadata = { title: "Create Job Post" };

/** The job wizard for a new job (spec 2.6). */
export default function CreateJobPostPage() {
  return <JobWizardScreen jobId={null} />;
}
