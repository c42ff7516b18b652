import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { validationError } from "./errors";
import { unstorableTextError, unstorableTextFields } from "@/server/lib/unstorable-text";

/**
 * Every module builds its routes on this, so zod failures become 422s with field errors. A
 * multipart form's text is checked here for what the database cannot store (JSON bodies and queries
 * were already, by reject-malformed-json.ts): only now has the route's size limit let it be read.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
      if (result.target === "form") {
        const unstorable = unstorableTextFields(result.data);
        if (unstorable.length > 0) throw unstorableTextError(unstorable);
      }
    },
  });
}
