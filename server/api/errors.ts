import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export type FieldError = { field: string; message: string };

/** The error envelope of the architecture guide. `errorId` is the request id, also in the log. */
export type ErrorEnvelope = {
  message: string;
  code: string;
  errorId: string;
  /** `errors` always; some codes add what the client needs to act (e.g. a date to retry after). */
  data: { errors: FieldError[] } & Record<string, unknown>;
};

/** An expected failure: the route or service throws it, the error handler renders the envelope. */
export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly fieldErrors: FieldError[] = [],
    public readonly headers: Record<string, string> = {},
    /** Extra members of `data`, beside `errors`. */
    public readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

// The generic constructors, for the errors every module answers alike. A module's own failures are
// named in its `<module>-errors.ts`, built on these; nothing else calls `new ApiError` (errors-guard.test.ts).
export const badRequest = (message: string, fieldErrors: FieldError[] = [], code = "BAD_REQUEST") =>
  new ApiError(400, code, message, fieldErrors);
export const unauthorized = (message = "Authentication required", code = "UNAUTHORIZED") =>
  new ApiError(401, code, message);
export const forbidden = (message = "You do not have permission to do this", code = "FORBIDDEN") =>
  new ApiError(403, code, message);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new ApiError(404, code, message);
export const conflict = (message: string, code = "CONFLICT", fieldErrors: FieldError[] = []) =>
  new ApiError(409, code, message, fieldErrors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "TOO_MANY_REQUESTS", message, [], { "Retry-After": String(retryAfterSeconds) });
export const serviceUnavailable = (message: string, code: string) => new ApiError(503, code, message);

/** A 422: the request is well formed, but what it asks is refused for these fields. */
export const unprocessable = (message: string, fieldErrors: FieldError[] = [], code = "VALIDATION_FAILED") =>
  new ApiError(422, code, message, fieldErrors);
/** A 422 on one field, whose message is also the answer's message. */
export const invalidField = (field: string, message: string, code = "VALIDATION_FAILED") =>
  unprocessable(message, [{ field, message }], code);
/** A 422 summed up by its first field as `Invalid <part>: <field> <message>`, the form request validation takes. */
export function invalidFields(part: string, errors: FieldError[], code = "VALIDATION_FAILED"): ApiError {
  const first = errors[0];
  return unprocessable(first ? `Invalid ${part}: ${first.field} ${first.message}` : `Invalid ${part}`, errors, code);
}

/** A 415 naming the field a multipart form should have carried. */
export const multipartRequired = (field: string, message: string) =>
  new ApiError(415, "MULTIPART_REQUIRED", message, [{ field, message }]);

/** Field errors from a zod failure; the field is the dotted path inside the request part. */
export function fieldErrorsFrom(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join(".") : "body",
    message: issue.message,
  }));
}

export const validationError = (error: z.ZodError, part: string): ApiError => invalidFields(part, fieldErrorsFrom(error));

// What the API layer itself answers, before or after any module.
export const malformedJson = () =>
  badRequest("The request body is not valid JSON", [{ field: "body", message: "Malformed JSON in request body" }], "INVALID_JSON");
export const databaseUnavailable = () => serviceUnavailable("The database is not available", "DATABASE_UNAVAILABLE");
export const operatorTokenInvalid = () => unauthorized("Invalid operator token", "OPERATOR_TOKEN_INVALID");
export const operatorApiDisabled = () => forbidden("The operator API is off: set OPERATOR_TOKEN to use it", "OPERATOR_API_DISABLED");
export const routeNotFound = (method: string, path: string) => notFound(`No route for ${method} ${path}`, "ROUTE_NOT_FOUND");
/** Hono's own refusals (a status it chose), in the envelope. */
export const httpError = (status: ContentfulStatusCode, message: string) => new ApiError(status, "HTTP_ERROR", message);
export const internalError = () => new ApiError(500, "INTERNAL_ERROR", "Something went wrong on our side");
