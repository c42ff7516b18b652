"use client";

import { HiringFlowPreview } from "./hiring-flow-preview";
import { HiringTeamEditor } from "./hiring-team-editor";
import { RecruitmentStepsEditor } from "./recruitment-steps-editor";
import { WizardSection } from "./wizard-section";

/** Step 4 of the wizard: the recruitment steps and the hiring team. */
export function HiringStepsStep() {
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Recruitment steps" description="Candidates move through these steps in order. CV Screening is always first.">
        <div>
          <HiringFlowPreview />
        </div>
        <RecruitmentStepsEditor />
      </WizardSection>
      <WizardSection title="Hiring team" description="Who works on this job, and what each person may do with it.">
        <HiringTeamEditor />
      </WizardSection>
    </div>
  );
}
