import type { StepType } from "@/server/modules/jobs/jobs-contract";
import type { WizardStep } from "./wizard-values";

/** The names a recruiter sees for the step types they can add. */
export const ADDABLE_STEP_LABELS: Record<"techTest" | "custom" | "approached", string> = {
  techTest: "Tech test",
  custom: "Custom step",
  approached: "On hold",
};

export const NEW_STEP_NAMES: Record<"techTest" | "custom" | "approached", string> = {
  techTest: "Tech Test",
  custom: "",
  approached: "On Hold",
};

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

const SUBMISSION_WORDS = { link: "a link", document: "a document" } as const;

const AT_STEP: Record<StepType, string> = {
  notProcessed: "Your application arrives and the hiring team reviews your CV.",
  accepted: "You are shortlisted for the next stage.",
  rejected: "If you are not selected, your application ends here.",
  techTest: "You work on a test set by the hiring team.",
  custom: "The hiring team moves you to this stage.",
  approached: "Your application is kept on hold for now.",
};

/**
 * What a candidate experiences at a step, in plain words, from the form as it is now: the case
 * study's time limits and ways to submit, or the email's subject.
 */
export function describeStepForCandidate(step: WizardStep): string[] {
  const lines = [AT_STEP[step.type]];
  if (step.action === "send-case-study" && step.techTest) {
    const ways = step.techTest.submissionTypes.map((type) => SUBMISSION_WORDS[type]).join(" or ");
    lines.push(
      `You receive a case study by email. Confirm within ${plural(step.techTest.startLimitHours, "hour")} that you will take it, ` +
        `then submit your answer within ${plural(step.techTest.durationHours, "hour")}${ways ? ` as ${ways}` : ""}.`,
    );
  }
  if (step.action === "send-email") {
    lines.push(step.emailSubject ? `You receive an email: “${step.emailSubject}”.` : "You receive an email.");
  }
  return lines;
}
