import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { DEMO_JOBS } from "@/server/db/seed/seed-job-content";
import { seedUuid } from "@/server/db/seed/seed-jobs";

// `npm run screenshots [-- --base-url http://localhost:3000] [--out docs/screenshots]`: captures the
// signed-in shell and the job pages on desktop and mobile with Debian's chromium, signed in as the
// demo owner (the careers page as a visitor). The job pages use the demo seed's jobs.
// Start the app first (`npm run dev`, or `npm run build && npm start`).

const USAGE = "Usage: npm run screenshots -- [--base-url <url of the running app>] [--out <folder>]";
const DEMO_OWNER = { email: "owner@demo-company.test", password: "demo-password-123" };
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];

type Page = import("playwright-core").Page;
type Shot = {
  file: string;
  width: number;
  height: number;
  /** The page to open (default: Home, which the shell shots wait for). */
  path?: string;
  /** What shows once the page has loaded. */
  ready?: (page: Page) => Promise<void>;
  /** Take it as a visitor, without signing in. */
  anonymous?: boolean;
  prepare?: (context: BrowserContext, baseUrl: string) => Promise<void>;
  act?: (page: Page) => Promise<void>;
};

// Seeded records (server/db/seed/seed-job-content.ts).
const BACKEND_JOB = { id: "0d3e0000-0000-4000-8000-000000001001", slug: "senior-backend-engineer-0d3e1001" };
const DRAFT_JOB_ID = "0d3e0000-0000-4000-8000-000000001004";
// The backend job's first applicant (the seed's stable id scheme), who has a tech test and a timeline.
const BACKEND_APPLICANT_ID = seedUuid(`application:${BACKEND_JOB.id}:${DEMO_JOBS.find((job) => job.id === BACKEND_JOB.id)!.applicants[0]!.email}`);
const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name, level: 1 }).first().waitFor({ timeout: 60_000 });
const jobShots = (width: number, height: number, suffix: string): Shot[] => [
  { file: `job-list-${suffix}.png`, width, height, path: "/job-post", ready: (page) => page.getByRole("list", { name: "Job posts" }).waitFor({ timeout: 60_000 }) },
  { file: `job-wizard-${suffix}.png`, width, height, path: `/job-post/edit/${DRAFT_JOB_ID}`, ready: (page) => page.getByRole("heading", { name: /Applicant Options/, level: 2 }).waitFor({ timeout: 60_000 }) },
  { file: `job-candidates-${suffix}.png`, width, height, path: `/job-post/${BACKEND_JOB.id}/candidates`, ready: (page) => page.getByRole("region", { name: "Recruitment board" }).getByRole("article").first().waitFor({ timeout: 60_000 }) },
  { file: `applicant-${suffix}.png`, width, height, path: `/job-post/${BACKEND_JOB.id}/candidates/${BACKEND_APPLICANT_ID}`, ready: (page) => page.getByRole("list", { name: "Activity" }).waitFor({ timeout: 60_000 }) },
  { file: `job-applications-${suffix}.png`, width, height, path: `/job-post/${BACKEND_JOB.id}/applications`, ready: (page) => page.getByRole("table").getByRole("row").nth(1).waitFor({ timeout: 60_000 }) },
  { file: `careers-job-${suffix}.png`, width, height, anonymous: true, path: `/careers/demo-company/${BACKEND_JOB.slug}`, ready: heading("Senior Backend Engineer") },
  { file: `notifications-${suffix}.png`, width, height, path: "/notifications", ready: heading("Notifications") },
];

const shots: Shot[] = [
  { file: "shell-desktop.png", width: 1440, height: 900 },
  {
    file: "shell-desktop-collapsed.png",
    width: 1440,
    height: 900,
    prepare: async (context, baseUrl) => {
      await context.addCookies([{ name: "sidebar-expanded", value: "false", url: baseUrl }]);
      await context.addInitScript(() => window.localStorage.setItem("sidebar-expanded", "false"));
    },
  },
  {
    file: "shell-desktop-account-menu.png",
    width: 1440,
    height: 900,
    act: async (page) => {
      await page.getByRole("button", { name: /^Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Logout" }).waitFor();
    },
  },
  { file: "shell-mobile.png", width: 390, height: 844 },
  {
    file: "shell-mobile-drawer.png",
    width: 390,
    height: 844,
    act: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
    },
  },
  ...jobShots(1440, 900, "desktop"),
  ...jobShots(390, 844, "mobile"),
];

async function capture(browser: Browser, baseUrl: string, outDir: string, shot: Shot): Promise<string> {
  const mobile = shot.width < 999;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: mobile ? 2 : 1,
    isMobile: mobile,
    hasTouch: mobile,
    reducedMotion: "reduce",
  });
  try {
    await shot.prepare?.(context, baseUrl);
    if (!shot.anonymous) {
      const login = await context.request.post("/api/v1/login/email", { data: DEMO_OWNER });
      if (!login.ok()) throw new Error(`Signing in the demo owner failed: HTTP ${login.status()} ${await login.text()}`);
    }
    const page = await context.newPage();
    await page.goto(shot.path ?? "/");
    if (shot.ready) {
      await shot.ready(page);
    } else {
      await page.getByRole("heading", { name: "Home" }).waitFor({ timeout: 60_000 });
      await page.getByRole("list", { name: "To-do list" }).or(page.getByText("You are all caught up")).waitFor({ timeout: 30_000 });
    }
    await shot.act?.(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const file = path.join(outDir, shot.file);
    await page.screenshot({ path: file });
    return file;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  let values;
  try {
    values = parseArgs({ options: { "base-url": { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } } }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const baseUrl = (values["base-url"] ?? process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
  const outDir = path.resolve(values.out ?? "docs/screenshots");

  const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
  if (!health?.ok) {
    console.error(`The app is not running at ${baseUrl}.\nStart it (npm run dev, or npm run build && npm start), or pass --base-url.`);
    return 1;
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    for (const shot of shots) console.log(`wrote ${path.relative(process.cwd(), await capture(browser, baseUrl, outDir, shot))}`);
  } finally {
    await browser.close();
  }
  return 0;
}

process.exitCode = await main();
