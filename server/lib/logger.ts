import pino from "pino";
import { serverEnv } from "@/server/config/env";
import { errorForLog } from "./error-for-log";

const globalForLogger = globalThis as unknown as { __hiringLogger?: pino.Logger };

/**
 * A JSON logger as the product logs: credentials redacted, errors logged without the values their
 * queries were sent (error-for-log.ts). `destination` is for tests that read what was written.
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "hiring-portal" },
    redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
    serializers: { err: errorForLog, jobError: errorForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process-wide JSON logger. Request handlers use a child carrying the request id. */
export function logger(): pino.Logger {
  globalForLogger.__hiringLogger ??= createLogger(serverEnv().LOG_LEVEL);
  return globalForLogger.__hiringLogger;
}
