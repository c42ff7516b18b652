import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError, type ErrorEnvelope } from "../errors";
import type { AppEnv } from "../context";

function envelope(c: Context<AppEnv>, error: ApiError): Response {
  const body: ErrorEnvelope = {
    message: error.message,
    code: error.code,
    errorId: c.get("requestId") ?? "unknown",
    data: { ...error.data, errors: error.fieldErrors },
  };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status);
}

/** Every failure leaves as the error envelope; unexpected ones as a 500 with no internals. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return envelope(c, error);
  if (error instanceof HTTPException) {
    const status = error.status;
    const isBody = /json|body/i.test(error.message);
    const apiError = new ApiError(
      status,
      status === 400 && isBody ? "INVALID_JSON" : "HTTP_ERROR",
      status === 400 && isBody ? "The request body is not valid JSON" : error.message || "Request failed",
      status === 400 && isBody ? [{ field: "body", message: "Malformed JSON in request body" }] : [],
    );
    return envelope(c, apiError);
  }
  const log = c.get("log");
  log?.error({ err: error }, "unexpected error");
  return envelope(c, new ApiError(500, "INTERNAL_ERROR", "Something went wrong on our side"));
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  envelope(c, new ApiError(404, "ROUTE_NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`));
