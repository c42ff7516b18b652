import { ApiError, invalidFields, notFound, unprocessable } from "@/server/api/errors";
import { APPLICATION_EXPORT_ERROR_CODES } from "./application-exports-schemas";

export const exportNotFound = () => notFound("Export not found", APPLICATION_EXPORT_ERROR_CODES.exportNotFound);

/** A 422 of the candidate filter, re-answered on the fields where the filter sits in this body (`<prefix><field>`). */
export function filterRefusedAt(prefix: string, error: ApiError): ApiError {
  const fields = error.fieldErrors.map((field) => ({ ...field, field: `${prefix}${field.field}` }));
  return fields.length > 0 ? invalidFields("body", fields, error.code) : unprocessable(`Invalid body: ${prefix}`.trim(), [], error.code);
}

export const exportNotReady = (failed: boolean) =>
  new ApiError(409, APPLICATION_EXPORT_ERROR_CODES.exportNotReady, failed ? "This export failed; start a new one" : "This export is still being built");
export const exportExpired = () =>
  new ApiError(410, APPLICATION_EXPORT_ERROR_CODES.exportExpired, "This export has expired; exports can be downloaded for 7 days. Start a new one");
