import { invalidFields } from "@/server/api/errors";

export const aiSortUnavailable = () => invalidFields("query", [{ field: "sortParam", message: "aiScore needs the AI candidate analyzer, which is off" }]);
/** A composed step key the job does not have. */
export const unknownCandidateStep = () => invalidFields("query", [{ field: "recruitmentStepId", message: "This job has no such step" }]);
