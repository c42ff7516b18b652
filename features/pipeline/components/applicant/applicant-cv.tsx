import { FileText } from "lucide-react";
import { clientEnv } from "@/lib/env";
import type { CandidateDetail } from "../../api/get-applicant";
import { candidateCvPath } from "../../api/get-candidates";
import { DetailSection } from "./detail-section";

/** The CV shown inline (the API serves it as an inline PDF), with a way out to a full tab. */
export function CvSection({ jobId, candidate }: { jobId: string; candidate: Pick<CandidateDetail, "id" | "name" | "hasCv"> }) {
  const url = `${clientEnv.NEXT_PUBLIC_API_URL}${candidateCvPath(jobId, candidate.id)}`;
  return (
    <DetailSection id="applicant-cv" title="CV">
      {candidate.hasCv ? (
        <div className="flex flex-col gap-3">
          <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline">
            <FileText className="size-4 shrink-0" aria-hidden />
            Open CV in a new tab
          </a>
          <iframe title={`CV of ${candidate.name}`} src={url} className="h-[75vh] min-h-96 w-full rounded-lg border border-gray-200 bg-gray-50" />
        </div>
      ) : (
        <p className="text-sm text-gray-500">No CV</p>
      )}
    </DetailSection>
  );
}
