import { invalidFields, notFound, unprocessable } from "@/server/api/errors";
import { PIPELINE_ERROR_CODES } from "./pipeline-schemas";

export const applicationNotFound = () => notFound("Applicant not found", PIPELINE_ERROR_CODES.applicationNotFound);
export const unknownDecisionStep = () => invalidFields("body", [{ field: "recruitmentStepId", message: "This job has no such step" }]);
export const invalidTimelineCursor = () =>
  unprocessable("Invalid query: cursor is not one this timeline gave", [{ field: "cursor", message: "Invalid cursor" }]);
