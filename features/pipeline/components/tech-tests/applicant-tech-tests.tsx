"use client";

import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useApplicantTechTests } from "../../api/get-applicant-tech-tests";
import { TechTestCard } from "./tech-test-card";

/**
 * An applicant's tech tests, newest first: status, deadlines, the submission (link, document
 * download) and, for the job's editors, "Extend deadline". Mount it inside the applicant page's
 * tech-test section (it brings no heading of its own).
 */
export function ApplicantTechTests({ jobId, applicationId, canManage }: { jobId: string; applicationId: string; canManage: boolean }) {
  const tests = useApplicantTechTests(jobId, applicationId);
  if (tests.isPending) return <Spinner label="Loading the tech tests..." />;
  if (tests.isError) {
    return (
      <FormErrorAlert error={tests.error}>
        <Button className="mt-2" variant="secondary" size="sm" onClick={() => void tests.refetch()}>
          Try again
        </Button>
      </FormErrorAlert>
    );
  }
  if (tests.data.docs.length === 0) {
    return <p className="text-sm text-gray-600">No tech test sent yet. Moving the applicant into a tech-test step, or sending one, emails them a private link.</p>;
  }
  return (
    <ul aria-label="Tech tests" className="flex flex-col gap-3">
      {tests.data.docs.map((test) => (
        <TechTestCard key={test.id} jobId={jobId} applicationId={applicationId} test={test} canManage={canManage} />
      ))}
    </ul>
  );
}
