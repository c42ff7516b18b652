import os from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumUse } from "./e2e/chromium";

/**
 * QA against mocked APIs (`npm run test:e2e:mocked`): the portal's production build served with
 * API_UPSTREAM_URL pointing at the mock API of e2e-mocked/mock-api (msw handlers over HTTP), so the
 * browser's calls and the server-rendered pages' calls both reach the mock and nothing in the portal
 * knows. Each test picks its scenarios with the `mock-scenario` cookie (e2e-mocked/mocked-test.ts).
 *
 * It serves the same `.next-e2e` build as playwright.config.ts (`E2E_SKIP_BUILD=1` uses it as it
 * is; otherwise it is built first), on its own port, with no database at all.
 */
const PORT = Number(process.env.E2E_MOCKED_PORT ?? 3120);
const MOCK_API_PORT = Number(process.env.MOCK_API_PORT ?? 3290);
const baseURL = `http://localhost:${PORT}`;
const isCI = Boolean(process.env.CI);

/** Specs that set server-wide scenarios (maintenance) wait for every other spec, then run alone. */
const SERVER_WIDE_SPECS = /\.exclusive\.spec\.ts$/;


const serve = `${process.env.E2E_SKIP_BUILD === "1" ? "" : "npm run build && "}npm start`;

export default defineConfig({
  testDir: "e2e-mocked",
  // The mock's own vitest tests (contract-drift.test.ts) live here too.
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: isCI,
  // In CI a failed test runs once more; .ci/run's summary names each that passed only then
  // ("flaky test: ..."), a bug to fix, not to hide.
  retries: isCI ? 1 : 0,
  workers: os.availableParallelism(),
  // Each test signs in and renders a few server pages; 60 s leaves room on two busy cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-mocked-report.json" }]],
  outputDir: "test-results/e2e-mocked",
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure", serviceWorkers: "block" },
  projects: [
    { name: "mocked", testMatch: /\.spec\.ts$/, testIgnore: SERVER_WIDE_SPECS, use: chromiumUse },
    { name: "mocked-server-wide", testMatch: SERVER_WIDE_SPECS, dependencies: ["mocked"], use: chromiumUse },
  ],
  webServer: [
    {
      command: "npx tsx e2e-mocked/mock-api/main.ts",
      url: `http://127.0.0.1:${MOCK_API_PORT}/api/health`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { MOCK_API_PORT: String(MOCK_API_PORT) },
    },
    {
      command: serve,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !isCI,
      timeout: 10 * 60_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: ".next-e2e",
        PORT: String(PORT),
        APP_URL: baseURL,
        API_UPSTREAM_URL: `http://127.0.0.1:${MOCK_API_PORT}`,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        // The test-only page that throws while rendering ('Oopss...').
        E2E_TEST_ROUTES: "1",
        NEXT_PUBLIC_NOTIFICATION_POLL_MS: "3000",
      },
    },
  ],
});
