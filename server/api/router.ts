import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { validationError } from "./errors";
import { unstorableTextError, unstorableTextFields } from "@/server/lib/unstorable-text";

/**
 * Text the database cannot store is checked here where reject-malformed-json.ts (JSON bodies and
 * queries) cannot reach it: a multipart form's, only readable once the route's size limit has let it
 * through, and the path's parameters, only known once a route has matched (a NUL in a slug would
 * otherwise reach a statement and fail there as a 500).
 */
const TARGETS_CHECKED_HERE = new Set(["form", "param"]);

/** Every module builds its routes on this, so zod failures become 422s with field errors. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
      if (TARGETS_CHECKED_HERE.has(result.target)) {
        const unstorable = unstorableTextFields(result.data);
        if (unstorable.length > 0) throw unstorableTextError(unstorable);
      }
    },
  });
}
