import { BriefcaseBusiness } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format/date";
import { jobPaths } from "@/lib/routes";
import type { CareersListJob } from "@/server/modules/careers/careers-schemas";
import { PROMOTED_LABEL } from "@/server/modules/job-boosts/job-boosts-contract";
import { JobFacts } from "./job-facts";

/**
 * The company's open jobs, each a link to its page (boosted ones first, as the API orders them,
 * with the Promoted mark); an empty state when none is open.
 */
export function OpenJobList({ companySlug, companyName, jobs }: { companySlug: string; companyName: string; jobs: CareersListJob[] }) {
  if (jobs.length === 0) {
    return (
      <EmptyState icon={BriefcaseBusiness} title="No open positions right now">
        {companyName} has no open jobs at the moment. Come back later to see new openings.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            href={jobPaths.careersJob(companySlug, job.slug)}
            className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold break-words text-gray-900">{job.role}</span>
              {job.promoted ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{PROMOTED_LABEL}</span>
              ) : null}
            </span>
            <JobFacts job={job} />
            {job.publishedAt ? <span className="text-xs text-gray-500">Posted {formatDate(job.publishedAt)}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
