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

/** Field errors from a zod failure; the field is the dotted path inside the request part. */
export function fieldErrorsFrom(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join(".") : "body",
    message: issue.message,
  }));
}

export function validationError(error: z.ZodError, part: string): ApiError {
  const errors = fieldErrorsFrom(error);
  const first = errors[0];
  const message = first ? `Invalid ${part}: ${first.field} ${first.message}` : `Invalid ${part}`;
  return new ApiError(422, "VALIDATION_FAILED", message, errors);
}
