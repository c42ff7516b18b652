import { formatDate } from "@/lib/format/date";
import type { CandidateAnswerValue, CandidateDetail } from "../../api/get-applicant";
import { DetailSection } from "./detail-section";

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

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
