"use client";

import { HeaderBack } from "@/components/layout/header-back";
import { ImportWizard } from "@/features/job-imports/components/import-wizard";
import { PreviousImports } from "@/features/job-imports/components/previous-imports";
import { jobPaths } from "@/lib/routes";

export function JobImportScreen({ jobId }: { jobId: string }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to candidates" href={jobPaths.candidates(jobId)} />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900">Import applicants</h1>
        <p className="text-sm text-gray-600">Add applicants from a CSV or Excel file. They join the job&apos;s CV Screening step and are not emailed.</p>
      </header>
      <ImportWizard jobId={jobId} />
      <PreviousImports jobId={jobId} />
    </div>
  );
}
