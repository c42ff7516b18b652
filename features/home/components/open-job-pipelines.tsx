import { Plus } from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { jobPaths } from "@/lib/routes";
import { HOME_ATTENTION_TEXT as TEXT } from "@/server/modules/home/home-contract";
import type { HomeAttention, JobPipeline } from "@/server/modules/home/home-schemas";
import { AllClear, HomeSection, plural, ShownOfTotal } from "./home-section";

function PipelineCard({ job }: { job: JobPipeline }) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4" data-job-id={job.jobId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-gray-900">
          <Link href={jobPaths.candidates(job.jobId)} className="text-brand-700 hover:underline">
            {job.role}
            <span className="sr-only">: open the candidates board</span>
          </Link>
        </h3>
        <p className="text-sm text-gray-600">{plural(job.applicantCount, "applicant")}</p>
      </div>
      <ol className="mt-3 flex flex-wrap gap-2" aria-label={`Applicants per step of ${job.role}`}>
        {job.steps.map((step) => (
          <li key={step.id} className="flex items-baseline gap-1.5 rounded-lg bg-gray-50 px-2.5 py-1 text-xs text-gray-700 ring-1 ring-gray-200">
            <span className="break-words">{step.name}</span>
            <span className="font-semibold text-gray-900" data-testid="step-count">
              {step.applicantCount}
            </span>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** Each open job's applicants per step, in the job's step order, linking to its candidates board. */
export function OpenJobPipelines({ pipelines, createJobHref }: { pipelines: HomeAttention["pipelines"]; createJobHref: string | null }) {
  return (
    <HomeSection id="pipelines" title={TEXT.pipelinesHeading} definition={TEXT.pipelinesDefinition}>
      {pipelines.docs.length === 0 ? (
        <div className="flex flex-col gap-3">
          <AllClear title={TEXT.pipelinesEmpty}>{TEXT.pipelinesEmptyDetail}</AllClear>
          {createJobHref ? (
            <Link className={buttonClassName({ className: "self-center" })} href={createJobHref}>
              <Plus className="size-4" aria-hidden />
              Post a job
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Open jobs">
            {pipelines.docs.map((job) => (
              <PipelineCard key={job.jobId} job={job} />
            ))}
          </ul>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <ShownOfTotal shown={pipelines.docs.length} total={pipelines.total} what="open jobs, the newest first" />
            <Link href={`${jobPaths.list()}?status=published`} className="text-sm font-semibold text-brand-700 hover:underline">
              All open jobs
            </Link>
          </div>
        </>
      )}
    </HomeSection>
  );
}
