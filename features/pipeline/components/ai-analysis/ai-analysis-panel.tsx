"use client";

import { RefreshCw, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorDisplay } from "@/components/ui/error-display";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format/date";
import { LOCAL_PROVIDER, SCORE_BAND_LABELS, SCORE_DISCLAIMER, scoreBand } from "@/server/modules/ai-analyzer/ai-analyzer-contract";
import { isAnalyzerDisabled, useApplicationAnalysis, type ApplicationAnalysis } from "../../api/get-application-analysis";
import { useReanalyzeApplication } from "../../api/reanalyze-application";
import { AnalysisCriterionItem } from "./analysis-criterion-item";

export type AiAnalysisPanelProps = {
  jobId: string;
  applicationId: string;
  /** The ai-candidate-analyzer flag (read by the page: features never import each other). Off: nothing renders or loads. */
  aiEnabled: boolean;
  /** The caller edits the job (jobPost manage): offers "Re-analyze". */
  canManage: boolean;
};

const BAND_STYLES = {
  strong: "bg-emerald-50 text-emerald-800",
  partial: "bg-amber-50 text-amber-800",
  weak: "bg-red-50 text-red-800",
} as const;

function providerText(analysis: ApplicationAnalysis): string {
  const when = `analyzed ${formatDateTime(analysis.analyzedAt)}`;
  if (analysis.provider === LOCAL_PROVIDER) return `Scored on this server from the CV, answers and profile; ${when}`;
  return `Scored on this server, summary refined by ${analysis.provider.replace(/^openai-compatible:/, "")}; ${when}`;
}

function Verdict({ analysis, canManage }: { analysis: ApplicationAnalysis; canManage: boolean }) {
  const band = scoreBand(analysis.score);
  return (
    <div className="flex flex-col gap-4">
      {analysis.stale ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The job&apos;s criteria or this applicant&apos;s details changed since this analysis.{" "}
          {canManage ? "Re-analyze to bring it up to date." : "An editor of this job can re-analyze it."}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-gray-900">
          <span className="text-4xl font-bold">{analysis.score}</span>
          <span className="text-base text-gray-600">/100</span>
          <span className="sr-only"> AI match score</span>
        </p>
        <span className={`rounded-full px-2.5 py-1 text-sm font-medium ${BAND_STYLES[band]}`}>{SCORE_BAND_LABELS[band]}</span>
      </div>
      <p className="text-sm break-words text-gray-800">{analysis.summary}</p>
      <p className="text-xs text-gray-500">{providerText(analysis)}</p>
      {analysis.criteria.length > 0 ? (
        <ul aria-label="Criteria" className="flex flex-col gap-3">
          {analysis.criteria.map((criterion) => (
            <AnalysisCriterionItem key={criterion.criterion} criterion={criterion} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The AI candidate analyzer on the applicant page: the score against the job's criteria, each
 * criterion with the evidence found in the CV, answers and profile and what is missing, and a
 * "Re-analyze" action for editors. Scores sort and explain; the panel says so, and never decides.
 */
export function AiAnalysisPanel({ jobId, applicationId, aiEnabled, canManage }: AiAnalysisPanelProps) {
  const analysis = useApplicationAnalysis(jobId, applicationId, { enabled: aiEnabled });
  const reanalyze = useReanalyzeApplication(jobId, applicationId);
  // The flag may have been turned off since the page read it: the API's answer settles it.
  if (!aiEnabled || isAnalyzerDisabled(analysis.error) || isAnalyzerDisabled(reanalyze.error)) return null;

  const titleId = `ai-analysis-${applicationId}`;
  return (
    <section aria-labelledby={titleId} aria-busy={analysis.isPending || reanalyze.isPending} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Sparkles className="size-4 text-violet-700" aria-hidden />
          AI analysis
        </h2>
        {canManage && !analysis.isPending ? (
          <Button variant="secondary" size="sm" loading={reanalyze.isPending} onClick={() => reanalyze.mutate()}>
            {reanalyze.isPending ? null : <RefreshCw className="size-4" aria-hidden />}
            {reanalyze.isPending ? "Re-analyzing..." : "Re-analyze"}
          </Button>
        ) : null}
      </div>
      <p className="mb-4 text-sm text-gray-600">{SCORE_DISCLAIMER}</p>
      {reanalyze.isError ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
          <ErrorDisplay error={reanalyze.error} showCopy={false} />
        </div>
      ) : null}
      {analysis.isPending ? (
        <Spinner label="Analyzing this applicant..." />
      ) : analysis.isError ? (
        <QueryError error={analysis.error} onRetry={() => void analysis.refetch()} showCopy={false} frame="bare" />
      ) : (
        <Verdict analysis={analysis.data} canManage={canManage} />
      )}
    </section>
  );
}
