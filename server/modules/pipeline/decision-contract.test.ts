import { describe, expect, it } from "vitest";
import { decisionDestination } from "./decision-contract";

const steps = [
  { id: "screening", type: "notProcessed" as const },
  { id: "shortlisted", type: "accepted" as const },
  { id: "case-study", type: "techTest" as const },
  { id: "rejected", type: "rejected" as const },
];

describe("decisionDestination, the rule the API applies and the board draws", () => {
  it("sends accepted and rejected to the job's step of that kind, with its status", () => {
    expect(decisionDestination("accepted", steps, undefined)).toEqual({ step: steps[1], status: "accepted" });
    expect(decisionDestination("rejected", steps, undefined)).toEqual({ step: steps[3], status: "rejected" });
  });

  it("leaves approached applicants where they are when the job has no approached step", () => {
    expect(decisionDestination("approached", steps, undefined)).toEqual({ step: null, status: "approached" });
    const withApproached = [...steps, { id: "considered", type: "approached" as const }];
    expect(decisionDestination("approached", withApproached, undefined)).toEqual({ step: withApproached[4], status: "approached" });
  });

  it("moves to the chosen step with the status entering it gives, and names nothing for an unknown step", () => {
    expect(decisionDestination("moveToStep", steps, steps[2])).toEqual({ step: steps[2], status: "techTestSent" });
    expect(decisionDestination("moveToStep", steps, undefined)).toBeUndefined();
  });
});
