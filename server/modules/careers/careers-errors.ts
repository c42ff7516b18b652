import { ApiError, conflict, multipartRequired, notFound } from "@/server/api/errors";
import { JOB_ERROR_CODES } from "@/server/modules/jobs/job-listing-contract";
import { APPLICATION_FIELDS } from "./careers-contract";
import { CAREERS_ERROR_CODES } from "./careers-schemas";

/** The job takes applications elsewhere; the answer carries the address so the page can send the candidate there. */
export function appliesExternally(url: string | null): ApiError {
  const message = url ? `This job takes applications on the company's site: ${url}` : "This job takes applications on the company's site";
  return new ApiError(409, CAREERS_ERROR_CODES.externalApplication, message, [], {}, { externalPlatformUrl: url });
}
export const applicationNotMultipart = () => multipartRequired("body", "Send the application as multipart/form-data");
export const jobNotTakingApplications = () => conflict("This job is not taking applications", JOB_ERROR_CODES.jobClosed);
export const alreadyApplied = () => {
  const message = "You have already applied for this job with this email";
  return conflict(message, JOB_ERROR_CODES.alreadyApplied, [{ field: APPLICATION_FIELDS.email, message }]);
};
/** Answered as if there were no feed, so a feed's existence says nothing. */
export const jobFeedNotAvailable = () => notFound("This company does not publish a job feed", CAREERS_ERROR_CODES.jobFeedNotAvailable);
