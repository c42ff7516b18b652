/** Paths, browser and targets shared by the bench:vitals files. */
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
export const npmCommand = process.platform === "win32" ? "npm.cmd" : "npm";
export const appDistDir = ".next-vitals";
export const appDataDir = ".data-vitals";
export const bareDir = path.join(root, ".bench", "vitals-bare");
export const reportPath = path.join(root, ".bench", "vitals-report.json");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The args of playwright.config.ts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const TARGETS = { lcpMs: 1200, cls: 0.05, inpMs: 100, ttfbP95Ms: 150 } as const;
export const DEMO_OWNER = "owner@demo-company.test";
export const LOGIN_PATH = "/api/v1/login/email";
