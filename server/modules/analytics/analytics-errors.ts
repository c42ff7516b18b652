import { ApiError } from "@/server/api/errors";
import { ANALYTICS_ERROR_CODES } from "./analytics-contract";

/** Jobs asked for that the caller cannot see (or that do not exist), listed so the client can drop them. */
export function jobsNotVisible(missing: string[]): ApiError {
  const message = missing.length === 1 ? "This job is not one you can see" : `${missing.length} of these jobs are not ones you can see`;
  return new ApiError(422, ANALYTICS_ERROR_CODES.jobsNotFound, `Invalid query: jobIds ${message}`, [{ field: "jobIds", message }], {}, { jobIds: missing });
}
