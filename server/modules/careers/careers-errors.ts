import { ApiError, multipartRequired } from "@/server/api/errors";
import { CAREERS_ERROR_CODES } from "./careers-schemas";

/** The job takes applications elsewhere; the answer carries the address so the page can send the candidate there. */
export function appliesExternally(url: string | null): ApiError {
  const message = url ? `This job takes applications on the company's site: ${url}` : "This job takes applications on the company's site";
  return new ApiError(409, CAREERS_ERROR_CODES.externalApplication, message, [], {}, { externalPlatformUrl: url });
}
export const applicationNotMultipart = () => multipartRequired("body", "Send the application as multipart/form-data");
