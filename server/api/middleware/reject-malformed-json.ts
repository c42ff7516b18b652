import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { malformedJson } from "../errors";
import { hasUnstorableText, unstorableTextError, unstorableTextFields } from "@/server/lib/unstorable-text";

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every request's JSON body and query, checked once before any route reads them:
 * - a JSON body that does not parse is a 400 on every route, including routes that take no body
 *   (their validators never read it, so without this they would accept garbage). An empty body is
 *   left to the route. Hono caches the body, so the route's validator does not read it twice;
 * - text PostgreSQL cannot store (a NUL character, an unpaired surrogate) anywhere in the body or
 *   in a query value is a 422 naming each field, before it can reach a statement and fail there
 *   as a 500 (server/lib/unstorable-text.ts). Multipart forms are checked by the router's validation hook,
 *   after their routes' size limits.
 */
export const rejectMalformedJson = createMiddleware<AppEnv>(async (c, next) => {
  const unstorable = Object.entries(c.req.queries())
    .filter(([name, values]) => hasUnstorableText(name) || values.some(hasUnstorableText))
    .map(([name]) => name);
  const contentType = c.req.header("content-type") ?? "";
  if (METHODS_WITH_BODY.has(c.req.method) && /^application\/([\w.+-]*\+)?json/i.test(contentType)) {
    const text = await c.req.text();
    if (text.trim().length > 0) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw malformedJson();
      }
      unstorable.push(...unstorableTextFields(body));
    }
  }
  if (unstorable.length > 0) throw unstorableTextError(unstorable);
  await next();
});
