"use client";

import { lazy, Suspense, useState } from "react";
import { cn } from "@/lib/cn";
import type { StepType } from "@/server/modules/jobs/jobs-contract";
import type { Decision } from "@/server/modules/pipeline/pipeline-contract";
import type { CandidateEmailDraft } from "../../api/send-candidate-emails";
import type { EmailTemplateKey } from "../../api/get-email-templates";
import { decisionMessage, useDecide } from "../../hooks/use-decide";
import { decisionButtonClass, SplitDecisionButton } from "./decision-menu";
import { MoveToStepMenu } from "./move-to-step-menu";

// The composer (and the schemas it validates with) loads when an email is first written.
const EmailComposerDialog = lazy(() => import("../email-composer/email-composer-dialog").then((module) => ({ default: module.EmailComposerDialog })));

/** A step of the job as the decisions offer it; `id` is the composed step id. */
export type DecisionStep = { id: string; name: string; type: StepType };

type PendingEmail = { decision: Decision; templateKey: EmailTemplateKey; step?: DecisionStep };

/** The template each emailing decision opens with (spec 3). */
const DECISION_TEMPLATES = { accepted: "shortlist", rejected: "rejection", moveToStep: "reconsideration" } as const;

export type DecisionButtonsProps = {
  jobId: string;
  applicationIds: string[];
  /** Every step of the job in board order, for Move to step. */
  steps: DecisionStep[];
  /** The step the applicants are in, when they share one: it is left out of Move to step. */
  currentStepId?: string;
  /** The applicant's name when there is one, for the undo toast ("Sari Wulandari rejected"). */
  applicantName?: string;
  /** Called with the undo queue's id once a decision is scheduled. */
  onScheduled?: (actionId: string) => void;
  className?: string;
};

/**
 * Shortlist (accepted), Consider (approached), Reject and Move to step, on one applicant or a
 * selection. Each is scheduled through the undo queue (3 s, 4 s with an email): nothing reaches
 * the API before the delay. Shortlist and Reject can email the candidates with the matching
 * template; moving out of Rejected can send the reconsideration template.
 */
export function DecisionButtons({ jobId, applicationIds, steps, currentStepId, applicantName, onScheduled, className }: DecisionButtonsProps) {
  const { decide } = useDecide(jobId);
  const [composer, setComposer] = useState<PendingEmail | null>(null);
  const count = applicationIds.length;
  const current = steps.find((step) => step.id === currentStepId);
  const none = count === 0;
  const emailLabel = count === 1 ? "the candidate" : `the ${count} candidates`;

  function schedule(decision: Decision, options: { step?: DecisionStep; email?: CandidateEmailDraft } = {}) {
    const actionId = decide({
      applicationIds,
      decision,
      ...(options.step ? { recruitmentStepId: options.step.id } : {}),
      ...(options.email ? { email: { templateKey: options.email.templateKey, subject: options.email.subject, body: options.email.body } } : {}),
      message: decisionMessage(decision, { name: applicantName, count }, options.step?.name),
    });
    onScheduled?.(actionId);
  }

  return (
    <div role="group" aria-label={count === 1 ? "Decisions" : `Decisions on ${count} applicants`} className={cn("flex flex-wrap items-center gap-2", className)}>
      <SplitDecisionButton
        label="Shortlist"
        tone="primary"
        disabled={none || current?.type === "accepted"}
        onDecide={() => schedule("accepted")}
        alternativeLabel={`Shortlist and email ${emailLabel}`}
        onAlternative={() => setComposer({ decision: "accepted", templateKey: DECISION_TEMPLATES.accepted })}
      />
      <button type="button" className={decisionButtonClass("neutral")} disabled={none || current?.type === "approached"} onClick={() => schedule("approached")}>
        Consider
      </button>
      <SplitDecisionButton
        label="Reject"
        tone="danger"
        disabled={none || current?.type === "rejected"}
        onDecide={() => schedule("rejected")}
        alternativeLabel={`Reject and email ${emailLabel}`}
        onAlternative={() => setComposer({ decision: "rejected", templateKey: DECISION_TEMPLATES.rejected })}
      />
      <MoveToStepMenu
        steps={steps}
        currentStepId={currentStepId}
        offerReconsideration={current?.type === "rejected"}
        disabled={none}
        onMove={(step, withEmail) =>
          withEmail ? setComposer({ decision: "moveToStep", templateKey: DECISION_TEMPLATES.moveToStep, step }) : schedule("moveToStep", { step })
        }
      />
      {composer ? (
        <Suspense fallback={null}>
          <EmailComposerDialog
            open
            onOpenChange={(open) => !open && setComposer(null)}
            jobId={jobId}
            applicationIds={applicationIds}
            templateKey={composer.templateKey}
            title={composer.step ? `Move to ${composer.step.name} and email ${emailLabel}` : `${composer.decision === "accepted" ? "Shortlist" : "Reject"} and email ${emailLabel}`}
            submitLabel={composer.step ? "Move and send" : composer.decision === "accepted" ? "Shortlist and send" : "Reject and send"}
            onSubmit={(email) => schedule(composer.decision, { step: composer.step, email })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
