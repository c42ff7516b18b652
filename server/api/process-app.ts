import { getDatabase } from "@/server/db/database";
import { logger } from "@/server/lib/logger";
import { createApiApp, type ApiApp } from "./create-app";

const globalForApp = globalThis as unknown as { __hiringApiApp?: ApiApp };

/** The API wired to this process's database and logger (built once, opened lazily). */
export function processApiApp(): ApiApp {
  globalForApp.__hiringApiApp ??= createApiApp({ database: getDatabase }, logger());
  return globalForApp.__hiringApiApp;
}
