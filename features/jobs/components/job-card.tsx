import { Banknote, MapPin, Users } from "lucide-react";
import Link from "next/link";
import { formatCity } from "@/lib/format/city";
import { formatRupiah, formatSalaryRange } from "@/lib/format/currency";
import { formatDate } from "@/lib/format/date";
import { jobPaths } from "@/lib/routes";
import { JOB_TYPE_LABELS, WORKPLACE_TYPE_LABELS } from "@/server/modules/jobs/job-listing-contract";
import type { JobListItem } from "@/server/modules/jobs/jobs-schemas";
import { JobActionsMenu, type JobMenuCommand } from "./job-actions-menu";
import { JobStatusBadge } from "./job-status-badge";

/** The salary line: hidden from callers without salary access, else 'IDR start-end' (spec 3). */
export function salaryText(job: Pick<JobListItem, "salaryHidden" | "salaryType" | "startRange" | "endRange">): string | null {
  if (job.salaryHidden) return "Salary hidden";
  if (job.salaryType === "unpaid") return "Unpaid";
  if (job.startRange !== null && job.endRange !== null) return formatSalaryRange(job.startRange, job.endRange);
  const only = job.startRange ?? job.endRange;
  return only === null ? null : `IDR ${formatRupiah(only, { prefix: false })}`;
}

function datesText(job: JobListItem): string {
  const parts: string[] = [];
  if (job.publishedAt) parts.push(`Published ${formatDate(job.publishedAt)}`);
  if (job.closedAt) parts.push(`Closed ${formatDate(job.closedAt)}`);
  if (parts.length === 0) parts.push(`Created ${formatDate(job.createdAt)}`);
  return parts.join(" · ");
}

export function JobCard({
  job,
  alternateJobUrls,
  canPostAJob,
  companySlug,
  busy,
  onCommand,
}: {
  job: JobListItem;
  alternateJobUrls: boolean;
  canPostAJob: boolean;
  companySlug: string | null;
  busy: boolean;
  onCommand: (command: JobMenuCommand) => void;
}) {
  const title = job.role.trim() || "Untitled job";
  const salary = salaryText(job);
  const location = formatCity(job.location);
  const types = job.employmentTypes.map((type) => JOB_TYPE_LABELS[type]).join(", ");
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-5" aria-label={title} data-testid="job-card">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 text-base font-semibold break-words text-gray-900">
              <Link href={jobPaths.candidates(job.id)} className="hover:text-brand-700 hover:underline">
                {title}
              </Link>
            </h2>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="mt-1 text-sm text-gray-600">
            {types} · {WORKPLACE_TYPE_LABELS[job.workplaceType]}
          </p>
        </div>
        <JobActionsMenu job={job} alternateJobUrls={alternateJobUrls} canPostAJob={canPostAJob} companySlug={companySlug} busy={busy} onCommand={onCommand} />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700">
        {location ? (
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <MapPin className="size-4 text-gray-400" aria-hidden />
              <span className="sr-only">Location</span>
            </dt>
            <dd className="min-w-0 break-words">{location}</dd>
          </div>
        ) : null}
        {salary ? (
          <div className="flex items-center gap-1.5">
            <dt>
              <Banknote className="size-4 text-gray-400" aria-hidden />
              <span className="sr-only">Salary</span>
            </dt>
            <dd>{salary}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <dt>
            <Users className="size-4 text-gray-400" aria-hidden />
              <span className="sr-only">Applicants</span>
          </dt>
          <dd>
            {job.applicantCount} {job.applicantCount === 1 ? "applicant" : "applicants"}
          </dd>
        </div>
      </dl>
      {job.steps.length > 0 ? (
        <p className="text-sm break-words text-gray-600" data-testid="job-step-counts">
          {job.steps.map((step) => `${step.name} ${step.applicantCount}`).join(" · ")}
        </p>
      ) : null}
      <p className="text-xs text-gray-500">{datesText(job)}</p>
    </li>
  );
}
