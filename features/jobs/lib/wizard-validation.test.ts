import { beforeAll, describe, expect, it } from "vitest";
import { describeStepForCandidate } from "./wizard-preview";
import { crossFieldIssues, fieldIssues, firstStepOf, loadWizardChecks, serverIssues, stepIssues } from "./wizard-validation";
import { defaultWizardValues } from "./wizard-values";

describe("wizard validation", () => {
  beforeAll(() => loadWizardChecks());

  it("checks a field against the draft contract, naming the nested path", () => {
    expect(fieldIssues("externalPlatformUrl", "careers.acme.test")).toEqual([{ path: "externalPlatformUrl", message: "Enter a URL starting with http:// or https://" }]);
    expect(fieldIssues("startRange", Number.NaN)).toEqual([{ path: "startRange", message: "Enter a number" }]);
    const question = { id: crypto.randomUUID(), type: "radio", question: "Shift?", options: ["Morning"], required: false };
    expect(fieldIssues("preScreeningQuestions", [question])).toEqual([{ path: "preScreeningQuestions.0.options", message: "Give at least 2 options" }]);
  });

  it("checks hiring team emails with the spec 5 pattern, and for duplicates", () => {
    const team = [
      { email: "rina@acme.test", access: "viewer" },
      { email: "not-an-email", access: "viewer" },
      { email: "Rina@acme.test", access: "editor" },
    ];
    expect(fieldIssues("hiringTeam", team).map((issue) => issue.path)).toEqual(["hiringTeam.1.email", "hiringTeam.2.email"]);
  });

  it("holds each step to what publishing needs", () => {
    const values = { ...defaultWizardValues(), workplaceType: "onSite" as const, startRange: 8_000_000, endRange: 5_000_000 };
    expect(stepIssues("basicInfo", values).map((issue) => issue.path)).toEqual(["role", "location", "endRange"]);
    expect(crossFieldIssues(values)).toEqual([{ path: "endRange", message: "The highest salary must be at least the lowest" }]);
    expect(stepIssues("jobDescription", { ...values, description: "<p><br></p>" })).toEqual([{ path: "description", message: "Describe the job" }]);
    expect(stepIssues("applicantOptions", { ...values, applicationPlatform: "external" })).toEqual([
      { path: "externalPlatformUrl", message: "Enter the address where candidates apply" },
    ]);
    expect(stepIssues("hiringSteps", values)).toEqual([]);
  });

  it("finds the first step holding an error, in wizard order", () => {
    expect(firstStepOf(["hiringTeam.0.email", "requirements", "criteriaForAi.0.text"])).toBe("jobDescription");
    expect(firstStepOf(["body"])).toBeNull();
  });

  it("reads the server's field errors, and a hiring team refusal without a field", () => {
    expect(serverIssues({ code: "VALIDATION_FAILED", message: "Bad", fieldErrors: [{ field: "endRange", message: "Too low" }, { field: "body", message: "x" }] })).toEqual([{ path: "endRange", message: "Too low" }]);
    expect(serverIssues({ code: "INVALID_EMAIL_IN_HIRING_TEAM", message: "Invalid email in the hiring team", fieldErrors: [] })).toEqual([{ path: "hiringTeam", message: "Invalid email in the hiring team" }]);
  });

  it("describes a tech test step to candidates with its time limits", () => {
    const step = {
      clientKey: "k",
      type: "techTest" as const,
      name: "Case",
      action: "send-case-study" as const,
      techTest: { startLimitHours: 72, durationHours: 1, submissionTypes: ["document" as const], subject: "s", message: "m", caseStudyUrl: null },
      emailSubject: null,
      emailMessage: null,
    };
    expect(describeStepForCandidate(step)[1]).toBe("You receive a case study by email. Confirm within 72 hours that you will take it, then submit your answer within 1 hour as a document.");
  });
});
