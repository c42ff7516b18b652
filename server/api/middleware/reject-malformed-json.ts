import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A JSON body that does not parse is a 400 on every route, including routes that take no body
 * (their validators never read it, so without this they would accept garbage). An empty body is
 * left to the route. Hono caches the body, so the route's validator does not read it twice.
 */
export const rejectMalformedJson = createMiddleware<AppEnv>(async (c, next) => {
  const contentType = c.req.header("content-type") ?? "";
  if (METHODS_WITH_BODY.has(c.req.method) && /^application\/([\w.+-]*\+)?json/i.test(contentType)) {
    const text = await c.req.text();
    if (text.trim().length > 0) {
      try {
        JSON.parse(text);
      } catch {
        throw new ApiError(400, "INVALID_JSON", "The request body is not valid JSON", [
          { field: "body", message: "Malformed JSON in request body" },
        ]);
      }
    }
  }
  await next();
});
