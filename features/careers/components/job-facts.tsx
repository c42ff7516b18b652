import { Banknote, Briefcase, MapPin } from "lucide-react";
import { formatSalaryRange } from "@/lib/format/currency";
import { JOB_TYPE_LABELS, WORKPLACE_TYPE_LABELS } from "@/server/modules/jobs/job-listing-contract";
import type { PublicJobSummary } from "@/server/modules/careers/careers-schemas";
import { jobCities } from "../lib/job-posting-json-ld";

/** A job's type, arrangement, place and (when shown) salary as tags; labels from jobs-contract.ts. */
export function JobFacts({ job }: { job: PublicJobSummary }) {
  const cities = jobCities(job);
  const tag = "inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-700";
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Job details">
      <li className={tag}>
        <Briefcase className="size-3.5" aria-hidden />
        {job.employmentTypes.map((type) => JOB_TYPE_LABELS[type]).join(", ")}
      </li>
      <li className={tag}>{WORKPLACE_TYPE_LABELS[job.workplaceType]}</li>
      {cities.length > 0 ? (
        <li className={tag}>
          <MapPin className="size-3.5" aria-hidden />
          {cities.join(", ")}
        </li>
      ) : null}
      {job.salary ? (
        <li className={`${tag} bg-green-50 text-green-800`}>
          <Banknote className="size-3.5" aria-hidden />
          {formatSalaryRange(job.salary.start, job.salary.end)}
        </li>
      ) : null}
    </ul>
  );
}
