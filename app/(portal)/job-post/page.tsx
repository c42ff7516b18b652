import type { Metadata } from "next";
import { JobPostScreen } from "./_components/job-post-screen";

export const metadata: Metadata = { title: "Job Post" };

/** The job list (/job-post; ?q=, status, workplaceType, employmentType keep the search and filters). */
export default function JobPostPage() {
  return <JobPostScreen />;
}
