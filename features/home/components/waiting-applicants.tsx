import { ChevronRight, Clock } from "lucide-react";
import Link from "next/link";
import { formatDuration } from "@/lib/format/duration";
import { HOME_ATTENTION_TEXT as TEXT } from "@/server/modules/home/home-contract";
import type { HomeAttention, WaitingJob } from "@/server/modules/home/home-schemas";
import { AllClear, HomeSection, plural, ShownOfTotal } from "./home-section";

export type WaitingApplicantsProps = {
  waiting: HomeAttention["waiting"];
  reminderDays: number;
  /** The job's candidates showing exactly the applicants counted as waiting. */
  hrefOf: (job: WaitingJob) => string;
};

function WaitingRow({ job, reminderDays, href }: { job: WaitingJob; reminderDays: number; href: string }) {
  return (
    <li>
      <Link
        href={href}
        data-job-id={job.jobId}
        className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50/40 sm:gap-4"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-gray-900">{job.role}</p>
          <p className="mt-0.5 text-sm text-gray-600">The oldest has waited {formatDuration(job.oldestWaitMs)}</p>
          {job.overdue ? (
            <p className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200" data-testid="overdue">
              <Clock className="size-3.5" aria-hidden />
              {plural(job.overdueCount, "applicant")} waiting over {plural(reminderDays, "day")}
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-right">
          <p className="text-2xl leading-none font-bold text-brand-700" data-testid="waiting-count">
            {job.waitingCount}
          </p>
          <p className="mt-1 text-xs text-gray-600">waiting</p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * Open jobs with applicants waiting for review in CV Screening, the longest wait first; a job whose
 * oldest has waited past the reminder's days is marked in words, not colour alone.
 */
export function WaitingApplicants({ waiting, reminderDays, hrefOf }: WaitingApplicantsProps) {
  return (
    <HomeSection id="waiting" title={TEXT.waitingHeading} definition={TEXT.waitingDefinition}>
      {waiting.docs.length === 0 ? (
        <AllClear title={TEXT.waitingEmpty}>{TEXT.waitingEmptyDetail}</AllClear>
      ) : (
        <>
          <p className="text-sm font-medium text-gray-800" data-testid="waiting-summary">
            {plural(waiting.applicantCount, "applicant")} waiting in {plural(waiting.total, "job")}
            {waiting.overdueJobCount > 0 ? `; ${plural(waiting.overdueJobCount, "job")} with someone waiting over ${plural(reminderDays, "day")}` : ""}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Jobs with applicants waiting">
            {waiting.docs.map((job) => (
              <WaitingRow key={job.jobId} job={job} reminderDays={reminderDays} href={hrefOf(job)} />
            ))}
          </ul>
          <ShownOfTotal shown={waiting.docs.length} total={waiting.total} what="jobs, the longest waits first" />
        </>
      )}
    </HomeSection>
  );
}
