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

/** Error responses every validated route can give. */
export const validationErrorResponses = {
  400: errorResponse("Malformed request"),
  422: errorResponse("Invalid input; data.errors names each field"),
  500: errorResponse("Unexpected error; errorId identifies it in the log"),
} as const;

export const authErrorResponses = {
  401: errorResponse("No valid session"),
  403: errorResponse("Not allowed"),
} as const;

export { errorResponse };
