import { invalidFields, unprocessable } from "@/server/api/errors";

export const unknownDecisionStep = () => invalidFields("body", [{ field: "recruitmentStepId", message: "This job has no such step" }]);
export const invalidTimelineCursor = () =>
  unprocessable("Invalid query: cursor is not one this timeline gave", [{ field: "cursor", message: "Invalid cursor" }]);
