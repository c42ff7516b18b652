import { invalidFields, notFound } from "@/server/api/errors";
import { APPLICATION_ERROR_CODES } from "./applications-schemas";

export const applicationNotFound = () => notFound("Applicant not found", APPLICATION_ERROR_CODES.applicationNotFound);
export const cvNotFound = () => notFound("CV not found", APPLICATION_ERROR_CODES.cvNotFound);

export const aiSortUnavailable = () => invalidFields("query", [{ field: "sortParam", message: "aiScore needs the AI candidate analyzer, which is off" }]);
/** A composed step key the job does not have. */
export const unknownCandidateStep = () => invalidFields("query", [{ field: "recruitmentStepId", message: "This job has no such step" }]);
