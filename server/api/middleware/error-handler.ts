import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError, httpError, internalError, malformedJson, routeNotFound, type ErrorEnvelope } from "../errors";
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
    const isBody = /json|body/i.test(error.message);
    return envelope(c, error.status === 400 && isBody ? malformedJson() : httpError(error.status, error.message || "Request failed"));
  }
  const log = c.get("log");
  log?.error({ err: error }, "unexpected error");
  return envelope(c, internalError());
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  envelope(c, routeNotFound(c.req.method, c.req.path));
