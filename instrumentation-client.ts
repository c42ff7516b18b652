// Sentry in the browser only when a DSN is configured: with none, nothing is loaded and nothing
// touches the network. NEXT_PUBLIC_* is inlined at build time, so without a DSN the bundler drops
// this branch and Sentry is not even built into the client; with one, it loads after the page.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

/** Spec 9: trace sample rate 0.5 unless NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE says otherwise. */
function tracesSampleRate(): number {
  const configured = process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE;
  const rate = configured ? Number(configured) : Number.NaN;
  return rate >= 0 && rate <= 1 ? rate : 0.5;
}

if (dsn) {
  void import("@sentry/nextjs").then((Sentry) => {
    Sentry.init({ dsn, environment: process.env.NEXT_PUBLIC_APP_ENV || "development", tracesSampleRate: tracesSampleRate() });
  });
}
