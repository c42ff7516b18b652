import { CRITERION_MET_SCORE, EVIDENCE_SOURCE_LABELS } from "@/server/modules/ai-analyzer/ai-analyzer-contract";
import type { ApplicationAnalysis } from "../../api/get-application-analysis";

type Criterion = ApplicationAnalysis["criteria"][number];

const barColour = (score: number) => (score >= CRITERION_MET_SCORE ? "bg-emerald-600" : score >= 40 ? "bg-amber-500" : "bg-red-500");

/** One criterion of the verdict: its score and weight, the quoted evidence with its source, and what is missing. */
export function AnalysisCriterionItem({ criterion }: { criterion: Criterion }) {
  return (
    <li className="min-w-0 rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 text-sm font-medium break-words text-gray-900">{criterion.criterion}</h3>
        <p className="shrink-0 text-xs text-gray-600">
          <span className="font-semibold text-gray-900">{criterion.score}</span>/100 · Weight {criterion.weight}
        </p>
      </div>
      <div className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <div className={`h-full rounded-full ${barColour(criterion.score)}`} style={{ width: `${criterion.score}%` }} />
      </div>
      {criterion.evidence.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-medium text-gray-500">Evidence found</p>
          <ul className="mt-1 flex flex-col gap-1.5">
            {criterion.evidence.map((evidence, index) => (
              <li key={`${evidence.source}-${index}`} className="flex min-w-0 items-start gap-2 text-sm text-gray-800">
                <span className="mt-0.5 shrink-0 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">{EVIDENCE_SOURCE_LABELS[evidence.source]}</span>
                <q className="min-w-0 break-words">{evidence.text}</q>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-600">No evidence found.</p>
      )}
      {criterion.missing.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-medium text-gray-500">Missing</p>
          <ul className="mt-1 list-disc pl-5 text-sm break-words text-gray-800">
            {criterion.missing.map((missing) => (
              <li key={missing}>{missing}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
