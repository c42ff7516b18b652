import { z } from "@hono/zod-openapi";

/** `{ result: ... }`, the success envelope. */
export function resultEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ result });
}

export const errorEnvelopeSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    errorId: z.string(),
    data: z.object({
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  })
  .openapi("Error");

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}

const errorResponse = (description: string) => jsonContent(errorEnvelopeSchema, description);

/** The error answers a route can give, by status, for the OpenAPI document. */
const errorResponses = {
  400: errorResponse("Malformed request, or a rule of the request refused (code says which)"),
  401: errorResponse("No valid session or credentials (code contains TOKEN_INVALID for sessions)"),
  403: errorResponse("Not allowed"),
  404: errorResponse("Not found"),
  409: errorResponse("Conflicts with the current state"),
  422: errorResponse("Invalid input; data.errors names each field"),
  429: errorResponse("Too many attempts; Retry-After says when to try again"),
  500: errorResponse("Unexpected error; errorId identifies it in the log"),
} as const;

/**
 * The one way a route lists its error answers: `...pickErrors(401, 403, 422, 500)`. A route whose
 * answer for a status says more than the generic text uses `errorResponse("...")` for that one.
 */
export function pickErrors<K extends keyof typeof errorResponses>(...statuses: K[]): Pick<typeof errorResponses, K> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<typeof errorResponses, K>;
}

export { errorResponse };
