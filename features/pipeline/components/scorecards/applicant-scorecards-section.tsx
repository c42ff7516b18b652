"use client";

import { EyeOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { lazyModule } from "@/components/ui/lazy-module";
import { Spinner } from "@/components/ui/spinner";
import { useApplicantScorecards } from "../../api/get-applicant-scorecards";
import { DetailSection } from "../applicant/detail-section";
import { ScorecardCard, ScorecardSummaryView } from "./scorecard-card";

// The form (react-hook-form) and the kit editor load when first opened, never with the page.
const formModule = lazyModule(() => import("./scorecard-form"));
const kitModule = lazyModule(() => import("./interview-kit-dialog"));

/**
 * The applicant's scorecards: the summary and each scorecard the caller may see, how many are
 * hidden until they submit their own, their own scorecard's form, and for the job's editors the
 * interview kit's editor.
 */
export function ApplicantScorecardsSection({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const query = useApplicantScorecards(jobId, applicationId);
  const [writing, setWriting] = useState(false);
  const [editingKit, setEditingKit] = useState(false);
  const form = formModule.useModule(writing);
  const kit = kitModule.useModule(editingKit);
  const data = query.data;
  // Closing the form puts focus back on the button that opened it.
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!writing && returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [writing]);
  const closeForm = () => {
    returnFocus.current = true;
    setWriting(false);
  };

  const kitButton = data?.kit.canEdit ? (
    <Button variant="secondary" size="sm" onClick={() => setEditingKit(true)} onMouseEnter={() => void kitModule.preload().catch(() => undefined)}>
      Edit interview kit
    </Button>
  ) : null;

  return (
    <DetailSection id="applicant-scorecards" title="Scorecards" action={kitButton}>
      {query.isPending ? <Spinner label="Loading the scorecards..." /> : null}
      {query.isError ? (
        <FormErrorAlert error={query.error}>
          <Button className="mt-2" variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormErrorAlert>
      ) : null}
      {data ? (
        <div className="flex flex-col gap-4">
          {data.summary.count > 0 ? <ScorecardSummaryView summary={data.summary} /> : null}
          {data.hiddenCount > 0 ? (
            <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {data.hiddenCount === 1 ? "1 scorecard is" : `${data.hiddenCount} scorecards are`} hidden until you submit yours, so your judgement stays your
                own.
              </span>
            </p>
          ) : null}
          {writing ? (
            form ? (
              <form.ScorecardForm key={data.kit.attributes.join("\n")} jobId={jobId} applicationId={applicationId} data={data} onDone={closeForm} />
            ) : (
              <Spinner label="Opening the scorecard..." />
            )
          ) : (
            <div>
              <Button ref={openButton} size="sm" variant={data.mine ? "secondary" : "primary"} onClick={() => setWriting(true)} onMouseEnter={() => void formModule.preload().catch(() => undefined)}>
                {data.mine ? "Edit your scorecard" : "Write your scorecard"}
              </Button>
            </div>
          )}
          {data.scorecards.length > 0 ? (
            <ul aria-label="Scorecards" className="flex flex-col gap-3">
              {data.scorecards.map((card) => (
                <ScorecardCard key={card.id} card={card} />
              ))}
            </ul>
          ) : data.hiddenCount === 0 ? (
            <p className="text-sm text-gray-600">{"No scorecards yet. Each interviewer rates the applicant on the job's interview kit and recommends yes or no."}</p>
          ) : null}
        </div>
      ) : null}
      {data?.kit.canEdit ? (
        <Dialog open={editingKit} onOpenChange={setEditingKit}>
          {editingKit && kit ? <kit.InterviewKitDialogContent jobId={jobId} attributes={data.kit.attributes} onClose={() => setEditingKit(false)} /> : null}
        </Dialog>
      ) : null}
    </DetailSection>
  );
}
