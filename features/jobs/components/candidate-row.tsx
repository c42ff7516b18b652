import { ExternalLink, FileText } from "lucide-react";
import Link from "next/link";
import { clientEnv } from "@/lib/env";
import { jobPaths } from "@/lib/routes";
import { candidateCvPath, type Candidate } from "../api/get-job-candidates";
import { CandidateContact } from "./candidate-contact";

const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** One applicant of a step: how to reach them, when and where they applied, and their files. */
export function CandidateRow({ jobId, candidate }: { jobId: string; candidate: Candidate }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between" aria-label={candidate.name}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-gray-900">
          <Link href={jobPaths.candidate(jobId, candidate.id)} className="hover:text-brand-700 hover:underline">
            {candidate.name}
          </Link>
        </p>
        <CandidateContact candidate={candidate} className="mt-1" />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {candidate.hasCv ? (
          <a
            href={`${clientEnv.NEXT_PUBLIC_API_URL}${candidateCvPath(jobId, candidate.id)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
            aria-label={`CV of ${candidate.name} (opens in a new tab)`}
          >
            <FileText className="size-4" aria-hidden />
            CV
          </a>
        ) : (
          <span className="inline-flex h-8 items-center text-sm text-gray-500">No CV</span>
        )}
        {isWebAddress(candidate.portfolioUrl) ? (
          <a
            href={candidate.portfolioUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
            aria-label={`Portfolio of ${candidate.name} (opens in a new tab)`}
          >
            <ExternalLink className="size-4" aria-hidden />
            Portfolio
          </a>
        ) : null}
      </div>
    </li>
  );
}
