import { ExternalLink, FileText } from "lucide-react";
import { formatDate } from "@/lib/format/date";
import { clientEnv } from "@/lib/env";
import type { CandidateAnswerValue, CandidateDetail } from "../api/get-candidate";
import { candidateCvPath } from "../api/get-job-candidates";

const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

export function DetailSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{value ?? <span className="text-gray-500">Not provided</span>}</dd>
    </div>
  );
}

/** Education and experience, skills and portfolio: what the applicant told of themselves. */
export function ProfileSections({ candidate }: { candidate: CandidateDetail }) {
  return (
    <>
      <DetailSection id="applicant-education" title="Education and experience">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Fact label="Experience" value={candidate.experienceLevelLabel} />
          <Fact label="University" value={candidate.university} />
          <Fact label="Major" value={candidate.major} />
          <Fact label="GPA" value={candidate.gpa === null ? null : candidate.gpa.toFixed(2)} />
        </dl>
      </DetailSection>
      <DetailSection id="applicant-skills" title="Skills">
        {candidate.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {candidate.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-500">No skills listed</p>
        )}
      </DetailSection>
      <DetailSection id="applicant-portfolio" title="Portfolio">
        {isWebAddress(candidate.portfolioUrl) ? (
          <a
            href={candidate.portfolioUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex max-w-full items-center gap-1.5 text-sm break-all text-brand-700 hover:underline"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden />
            {candidate.portfolioUrl}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          // Anything but a web address (a script URL, say) is never made a link.
          <p className="text-sm text-gray-500">No portfolio</p>
        )}
      </DetailSection>
    </>
  );
}

function AnswerValue({ answer }: { answer: CandidateAnswerValue | null }) {
  if (!answer) return <span className="text-gray-500 italic">Not answered</span>;
  switch (answer.kind) {
    case "text":
      return <span className="whitespace-pre-line">{answer.text}</span>;
    case "number":
      return <>{numberFormat.format(answer.value)}</>;
    case "date":
      // A calendar day with no time: read at noon in WIB, so no zone can move it to another day.
      return <>{formatDate(`${answer.date}T12:00:00+07:00`) || answer.date}</>;
    case "options":
      return (
        <ul className="flex flex-wrap gap-2">
          {answer.options.map((option) => (
            <li key={option} className="rounded-full bg-brand-50 px-3 py-0.5 text-brand-800">
              {option}
            </li>
          ))}
        </ul>
      );
  }
}

/** The job's pre-screening questions, each with the applicant's answer. */
export function AnswersSection({ answers }: { answers: CandidateDetail["answers"] }) {
  return (
    <DetailSection id="applicant-answers" title="Pre-screening answers">
      {answers.length === 0 ? (
        <p className="text-sm text-gray-500">This job asks no pre-screening questions.</p>
      ) : (
        <dl className="flex flex-col gap-4">
          {answers.map((entry) => (
            <div key={entry.questionId} className="min-w-0">
              <dt className="text-sm font-medium text-gray-700">{entry.question}</dt>
              <dd className="mt-1 text-sm break-words text-gray-900">
                <AnswerValue answer={entry.answer} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </DetailSection>
  );
}

/** The CV shown inline (the API serves it as an inline PDF), with a way out to a full tab. */
export function CvSection({ jobId, candidate }: { jobId: string; candidate: CandidateDetail }) {
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
