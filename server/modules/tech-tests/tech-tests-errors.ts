import { invalidField, invalidFields, multipartRequired, type FieldError } from "@/server/api/errors";
import { TECH_TEST_ERROR_CODES } from "./tech-tests-schemas";

/** Sending without naming a step goes to the job's first tech test step; a job with none has its own code. */
export const noTechTestStep = () =>
  invalidField("recruitmentStepId", "This job has no tech test step; add one to its hiring steps", TECH_TEST_ERROR_CODES.noTechTestStep);
export const unknownTechTestStep = () => invalidField("recruitmentStepId", "This job has no such tech test step");

// The candidate's submission.
export const submissionNotMultipart = () => multipartRequired("body", "Send the submission as multipart/form-data");
export const invalidSubmission = (errors: FieldError[]) => invalidFields("submission", errors);
