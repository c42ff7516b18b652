import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from "msw";
import type { z } from "zod";

export type MockMethod = "get" | "post" | "put" | "patch" | "delete";

/** What a mocked answer's resolver gets: the request and the path parameters msw matched. */
export type MockRequest = { request: Request; params: PathParams };

/**
 * One endpoint of our API as the mock answers it by default. `path` is the OpenAPI path under /api
 * (`/v1/job-portal/job/{id}`), so the contract drift test finds the route's own response schema
 * and checks the answer against it.
 */
export type MockRoute = {
  method: MockMethod;
  path: string;
  status: number;
  handler: HttpHandler;
};

/** `/v1/job/{id}` → `*\/api/v1/job/:id`: msw's pattern for the same path on any origin. */
export function mswPath(openApiPath: string): string {
  return `*/api${openApiPath.replace(/\{([^}]+)\}/g, ":$1")}`;
}

/**
 * A default answer typed by the API's contract: `schema` is the zod schema the route declares for
 * its answer (usually `{ result }`), so when the contract changes a stale mock stops compiling.
 * The resolver may return a Response instead (a cookie to set, an empty 204).
 */
export function mockRoute<S extends z.ZodType>(method: MockMethod, path: string, schema: S, options: { status?: number } = {}) {
  void schema; // Its type is what matters here; the drift test checks values against the route's own schema.
  const status = options.status ?? 200;
  // Curried, so S is fixed by the schema before the answer is checked against it (literal types
  // such as a role stay literal instead of widening to string).
  return (answer: (request: MockRequest) => z.input<S> | Response): MockRoute => {
    const handler = http[method](mswPath(path), ({ request, params }) => {
      const value = answer({ request, params });
      return value instanceof Response ? value : HttpResponse.json(value as DefaultBodyType, { status });
    });
    return { method, path, status, handler };
  };
}

/** The error envelope of spec 7 / 8, as every API error answers. */
export function errorAnswer(
  status: number,
  body: { message: string; code: string; errorId?: string; errors?: { field: string; message: string }[]; data?: Record<string, unknown> },
): Response {
  const { errors = [], data = {}, errorId = crypto.randomUUID(), ...rest } = body;
  return HttpResponse.json({ ...rest, errorId, data: { ...data, errors } }, { status });
}
