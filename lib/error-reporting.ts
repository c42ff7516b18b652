/**
 * Sends a crash to Sentry when the browser side has a DSN; otherwise only the console hears of it.
 * NEXT_PUBLIC_SENTRY_DSN is inlined at build time, so without one Sentry is never bundled.
 */
export function reportClientError(error: unknown): void {
  console.error(error);
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  void import("@sentry/nextjs").then((Sentry) => Sentry.captureException(error)).catch(() => undefined);
}
