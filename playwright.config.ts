import os from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumUse } from "./e2e/chromium";
import { standInEnv, standInPort } from "./e2e/oidc-stand-in";
import { E2E_OPERATOR_TOKEN } from "./e2e/operator-token";

/**
 * End-to-end tests against a production build on a throwaway embedded database.
 *
 * The web server builds into `.next-e2e` (so it never touches the `.next` of a dev server) and
 * serves on port 3100 with a fresh `.data-e2e` (deleted before every start), the local mailbox on.
 * `E2E_SKIP_BUILD=1` serves the existing `.next-e2e` build as it is (CI builds it in its build step).
 * `E2E_DATABASE_URL` runs the server on PostgreSQL instead; a `DATABASE_URL` in the shell is ignored
 * so that e2e never writes into a database that something else uses.
 *
 * A second web server is the local OpenID provider stand-in (e2e/oidc-stand-in.ts) on port 3199
 * (`E2E_OIDC_PORT`): the app's GOOGLE_* variables point at it, so "Continue with Google" runs offline.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const isCI = Boolean(process.env.CI);
const distDir = ".next-e2e";
const E2E_NOTIFICATION_POLL_MS = "3000";
const dataDir = ".data-e2e";

/** Specs that switch app-wide state (maintenance 'all') and so must not run beside others. */
const EXCLUSIVE_SPECS = /\.exclusive\.spec\.ts$/;


const serve = `rm -rf ${dataDir} && ${process.env.E2E_SKIP_BUILD === "1" ? "" : "npm run build && "}npm start`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  // In CI a failed test runs once more; .ci/run's summary names each that passed only then
  // ("flaky test: ..."), a bug to fix, not to hide.
  retries: isCI ? 1 : 0,
  workers: os.availableParallelism(),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  outputDir: "test-results/e2e",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      // Specs that change what every visitor sees (maintenance mode) wait for the rest: see below.
      testIgnore: EXCLUSIVE_SPECS,
      use: chromiumUse,
    },
    {
      // *.exclusive.spec.ts run after every other spec has finished, never beside one.
      name: "exclusive",
      testMatch: EXCLUSIVE_SPECS,
      dependencies: ["chromium"],
      use: chromiumUse,
    },
  ],
  webServer: [
    {
      command: serve,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !isCI,
      // A cold production build on two shared cores takes minutes.
      timeout: 10 * 60_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: distDir,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOCAL_MAILBOX: "1",
        APP_URL: baseURL,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
        // The operator API for `npm run flags` in the shell specs (e2e/shell-helpers.ts), and the
        // test-only render-error page (app/(portal)/e2e-render-error).
        OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
        E2E_TEST_ROUTES: "1",
        // The bell's status poll (60 s in the product) every 3 s, so a red dot shows within one short
        // poll. Inlined at build time: .ci/run sets the same value on its build step.
        NEXT_PUBLIC_NOTIFICATION_POLL_MS: E2E_NOTIFICATION_POLL_MS,
        // Google sign-in against the stand-in below (shown only while a spec turns new-socmed-auth on).
        ...standInEnv(standInPort()),
      },
    },
    {
      command: "npx tsx e2e/oidc-stand-in.ts",
      url: `http://127.0.0.1:${standInPort()}/.well-known/openid-configuration`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { OIDC_STAND_IN_PORT: String(standInPort()) },
    },
  ],
});
