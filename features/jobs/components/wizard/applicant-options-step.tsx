"use client";

import { AiCriteriaFields } from "./ai-criteria-fields";
import { ApplicationSettings } from "./application-settings";
import { CandidatePreferenceFields } from "./candidate-preference-fields";
import { PreScreeningQuestions } from "./pre-screening-questions";

/** Step 3 of the wizard: how candidates apply and who the job is for. */
export function ApplicantOptionsStep({ aiCriteria }: { aiCriteria: boolean }) {
  return (
    <div className="flex flex-col gap-8">
      <ApplicationSettings />
      <PreScreeningQuestions />
      <CandidatePreferenceFields />
      {aiCriteria ? <AiCriteriaFields /> : null}
    </div>
  );
}
