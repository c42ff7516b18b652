import type { Hono } from "hono";
import type { Logger } from "pino";
import type { SessionContext } from "@/server/auth/session-types";
import type { Database, DatabaseHandle } from "@/server/db/client";

/** What every request handler can read from the context. */
export type AppVariables = {
  requestId: string;
  log: Logger;
  db: Database;
  /** Set by `requireSession` (server/api/middleware/require-session.ts); read it with `sessionOf(c)`. */
  session?: SessionContext;
};

export type AppEnv = { Variables: AppVariables };

/** What the API needs from the outside; tests pass their own fresh database. */
export type AppDependencies = {
  database: () => Promise<DatabaseHandle>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route schema may be mounted
export type MountableRoutes = Hono<AppEnv, any, any>;
