import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
// VITEST_JSON_REPORT=path also writes a JSON report there (.ci/run counts passed and failed from it).
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    // In CI a failed test runs once more. A pass on that second try is still printed by name as a
    // flaky test in .ci/run's summary: a bug to fix, not a reason to throw away the whole run.
    retry: process.env.CI ? 1 : 0,
    ...(jsonReport ? { reporters: ["default", "json"], outputFile: { json: jsonReport } } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["{app,components,features,lib}/**/*.test.{ts,tsx}", "proxy.test.ts"],
          setupFiles: ["tests/setup/dom-setup.ts"],
          // Component tests that drive a whole screen (a board drag, a bulk decision) take a few
          // seconds alone; beside the API suite on two cores they can take three times as long.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "e2e-mocked/**/*.test.ts"],
          globalSetup: ["tests/setup/api-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
