import { defineConfig, devices } from "@playwright/test";
import { E2E_OPERATOR_TOKEN } from "./e2e/operator-token";

/**
 * The README's first command, tried as a newcomer does: `npm run dev` on a fresh embedded database,
 * opened at 127.0.0.1 (not localhost) in Chromium. The dev server compiles each page on its first
 * visit, which a production build never shows, and its client router and origin checks differ from
 * the build's; e2e-dev/ walks the first run there. The dev server builds into `.next-e2e-dev` so it
 * never touches a developer's `.next`.
 */
const PORT = Number(process.env.E2E_DEV_PORT ?? 3150);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = ".data-e2e-dev";
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e-dev",
  forbidOnly: isCI,
  // In CI a failed test runs once more; .ci/run's summary names each that passed only then
  // ("flaky test: ..."), a bug to fix, not to hide.
  retries: isCI ? 1 : 0,
  workers: 1,
  // Every page compiles on its first visit: minutes, not seconds, on two shared cores.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-dev-report.json" }]],
  outputDir: "test-results/e2e-dev",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    serviceWorkers: "block",
    navigationTimeout: 120_000,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run dev`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 5 * 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NEXT_DIST_DIR: ".next-e2e-dev",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
  },
});
