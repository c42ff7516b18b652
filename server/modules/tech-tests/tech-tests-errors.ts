import { conflict, invalidField, invalidFields, multipartRequired, notFound, type FieldError } from "@/server/api/errors";
import { TECH_TEST_ERROR_CODES } from "./tech-tests-schemas";

export const techTestNotFound = () => notFound("Tech test not found", TECH_TEST_ERROR_CODES.notFound);
export const techTestDocumentNotFound = () => notFound("This tech test has no document", TECH_TEST_ERROR_CODES.noDocument);
/** Extending moves a deadline the candidate still works to; a submitted test has none left. */
export const techTestNotExtendable = () => conflict("This tech test was already submitted", TECH_TEST_ERROR_CODES.notExtendable);

/** Sending without naming a step goes to the job's first tech test step; a job with none has its own code. */
export const noTechTestStep = () =>
  invalidField("recruitmentStepId", "This job has no tech test step; add one to its hiring steps", TECH_TEST_ERROR_CODES.noTechTestStep);
export const unknownTechTestStep = () => invalidField("recruitmentStepId", "This job has no such tech test step");

// The candidate's confirmation and submission.
export const confirmTimePassed = () => conflict("The time to confirm this tech test has passed", TECH_TEST_ERROR_CODES.expired);
export const submitTimePassed = () => conflict("The time to submit this tech test has passed", TECH_TEST_ERROR_CODES.expired);
export const techTestAlreadySubmitted = () => conflict("This tech test was already submitted", TECH_TEST_ERROR_CODES.alreadySubmitted);
export const techTestNotConfirmed = () => conflict("Confirm that you take the tech test before submitting", TECH_TEST_ERROR_CODES.notConfirmed);
export const submissionNotMultipart = () => multipartRequired("body", "Send the submission as multipart/form-data");
export const invalidSubmission = (errors: FieldError[]) => invalidFields("submission", errors);
