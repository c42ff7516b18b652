"use client";

import { Button } from "@/components/ui/button";
import { undoPendingAction, usePendingActionsStore } from "../../stores/pending-actions";
import type { CandidateDetail } from "../../api/get-applicant";
import type { StepType } from "@/server/modules/jobs/jobs-contract";
import type { EmailTemplateKey } from "../../api/get-email-templates";
import { DecisionButtons } from "../decisions/decision-buttons";
import { EmailCandidatesButton } from "../email-composer/email-candidates-button";
import { ApplicantNavigation } from "./applicant-navigation";
import { CandidateContact } from "./candidate-contact";

/** The email most likely wanted where the applicant stands; the composer offers the others. */
function templateForStep(type: StepType): EmailTemplateKey {
  if (type === "rejected") return "rejection";
  if (type === "techTest") return "caseStudyInvitation";
  return "shortlist";
}

/** Decisions on this applicant still inside their undo delay. */
function PendingDecisions({ applicationId }: { applicationId: string }) {
  const actions = usePendingActionsStore((state) => state.actions);
  const pending = actions.filter((action) => action.applicationIds.includes(applicationId));
  if (pending.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Pending decisions">
      {pending.map((action) => (
        <li key={action.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>{action.message}: applies in a few seconds (Z undoes)</span>
          <Button variant="secondary" size="sm" onClick={() => undoPendingAction(action.id)}>
            Undo
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Who the applicant is, where they stand, how to reach them, the neighbours, and the decisions. */
export function ApplicantHeader({
  jobId,
  candidate,
  listQuery,
  onDecisionScheduled,
}: {
  jobId: string;
  candidate: CandidateDetail;
  listQuery: string;
  onDecisionScheduled: () => void;
}) {
  return (
    <header className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm break-words text-gray-600">{candidate.job.role.trim() || "Untitled job"}</p>
          <h1 className="text-2xl font-bold break-words text-gray-900">{candidate.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-gray-100 px-2.5 py-0.5 font-medium text-gray-800">
              <span className="sr-only">Step: </span>
              {candidate.recruitmentStep.name}
            </span>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
              <span className="sr-only">Status: </span>
              {candidate.statusLabel}
            </span>
          </div>
          <CandidateContact candidate={candidate} className="mt-3" />
        </div>
        <ApplicantNavigation jobId={jobId} previousId={candidate.previousApplicationId} nextId={candidate.nextApplicationId} listQuery={listQuery} />
      </div>
      {candidate.canManage ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <DecisionButtons
              jobId={jobId}
              applicationIds={[candidate.id]}
              steps={candidate.steps}
              currentStepId={candidate.recruitmentStep.id}
              applicantName={candidate.name}
              onScheduled={onDecisionScheduled}
            />
            <EmailCandidatesButton jobId={jobId} applicationIds={[candidate.id]} templateKey={templateForStep(candidate.recruitmentStep.type)} />
          </div>
          <PendingDecisions applicationId={candidate.id} />
        </>
      ) : null}
    </header>
  );
}
