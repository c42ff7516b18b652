import pino from "pino";
import { serverEnv } from "@/server/config/env";

const globalForLogger = globalThis as unknown as { __hiringLogger?: pino.Logger };

/** The process-wide JSON logger. Request handlers use a child carrying the request id. */
export function logger(): pino.Logger {
  globalForLogger.__hiringLogger ??= pino({
    level: serverEnv().LOG_LEVEL,
    base: { service: "hiring-portal" },
    redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
  });
  return globalForLogger.__hiringLogger;
}
