import { describe, expect, it } from "vitest";
import { changedFields, defaultWizardValues, draftFieldOf, payloadValue, stableJson } from "./wizard-values";

describe("wizard values", () => {
  it("starts from the contract's defaults, each step with a row key", () => {
    const values = defaultWizardValues();
    expect(values).toMatchObject({ workplaceType: "remote", employmentTypes: ["fullTime"], salaryType: "paid", applicationPlatform: "internal", cvRequired: true, portofolioRequired: false, canChangeHiringTeamAccess: true, showSalaryToApplicants: false, wizardStep: "basicInfo" });
    expect(values.recruitmentSteps.map((step) => [step.id, step.name, step.clientKey])).toEqual([
      ["notProcessed", "CV Screening", "notProcessed"],
      ["accepted", "CV Shortlisted", "accepted"],
      ["rejected", "Rejected", "rejected"],
    ]);
  });

  it("names only the fields that changed, whatever the key order of nested objects", () => {
    const saved = defaultWizardValues();
    const current = { ...saved, role: "Barista", candidatePreference: { ...saved.candidatePreference } };
    current.candidatePreference = Object.fromEntries(Object.entries(saved.candidatePreference).reverse()) as typeof saved.candidatePreference;
    expect(changedFields(current, saved)).toEqual(["role"]);
    expect(stableJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe(stableJson({ a: [{ c: 2, d: 1 }], b: 1 }));
  });

  it("sends steps without the form's row key", () => {
    const values = defaultWizardValues();
    expect(payloadValue("recruitmentSteps", values)).toEqual(values.recruitmentSteps.map(({ clientKey: _key, ...step }) => step));
    expect(payloadValue("role", { ...values, role: "Barista" })).toBe("Barista");
  });

  it("finds the draft field of an error path", () => {
    expect(draftFieldOf("preScreeningQuestions.1.options")).toBe("preScreeningQuestions");
    expect(draftFieldOf("body")).toBeNull();
  });
});
