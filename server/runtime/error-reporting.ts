import type { ServerEnv } from "@/server/config/env";

/** Sentry on the server only when a DSN is configured: nothing touches the network otherwise. */
export async function initErrorReporting(env: ServerEnv): Promise<void> {
  if (!env.SENTRY_DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE, environment: env.NODE_ENV });
}
