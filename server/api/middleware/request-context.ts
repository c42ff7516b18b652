import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import type { AppDependencies, AppEnv } from "../context";
import { databaseUnavailable } from "../errors";

/** A per-request logger carrying the request id, and one access-log line per request. */
export function requestLogging(rootLogger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const log = rootLogger.child({ reqId: c.get("requestId") });
    c.set("log", log);
    c.header("X-Request-Id", c.get("requestId"));
    const startedAt = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      "request",
    );
  });
}

/** Opens (once) and attaches the database; a database that cannot be opened is a 503. */
export function databaseContext(deps: AppDependencies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const handle = await deps.database().catch((error: unknown) => {
      c.get("log").error({ err: error }, "database unavailable");
      throw databaseUnavailable();
    });
    c.set("db", handle.db);
    await next();
  });
}
